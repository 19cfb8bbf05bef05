import { connect as connectHttp2, createServer } from 'node:http2';
import { connect, createServer as createTcpServer, type AddressInfo, type Server } from 'node:net';
import type { EncodingName } from '../../src/hosting/policy.ts';
import { HTML_FIRST_FLIGHT_BYTES, servedBytes } from '../../src/prerender/firstRoundTrip.ts';
import { listFiles } from './siteFiles.ts';

// The budget, and why: src/prerender/firstRoundTrip.ts, which the build warns by.
export { HEADERS_AND_FRAMING_BYTES, HTML_FIRST_FLIGHT_BYTES } from '../../src/prerender/firstRoundTrip.ts';

/** The HEADERS and DATA frames' own headers, and two TLS 1.3 records'. */
export const FRAMING_BYTES = 2 * 9 + 2 * 22;

export interface ServedHtml {
  /** The file in the built site: `index.html`, `es/drivers/index.html`, `404.html`. */
  file: string;
  /** Its bytes as each encoding sends it. */
  bytes: Record<EncodingName, number>;
}

/**
 * Every HTML file of a built site, each language's pages and not-found page, with its size as the
 * servers send it: the copies the build wrote beside it (gzip -9 and Brotli 11,
 * src/prerender/compress.ts), which `npm start` and nginx send as they are.
 */
export const servedHtml = (root: string): ServedHtml[] =>
  listFiles(root)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({
      file,
      bytes: servedBytes(root, file),
    }));

/** The pages of `served` over the budget in some encoding, as `file: gzip N B, br N B`: the test's failure names them. */
export const overFirstFlight = (served: readonly ServedHtml[]) =>
  served.filter(({ bytes }) => Object.values(bytes).some((size) => size > HTML_FIRST_FLIGHT_BYTES)).map(describeSizes);

/** `es/index.html: br 11,005 B, gzip 12,807 B`. */
export const describeSizes = ({ file, bytes }: ServedHtml) =>
  `${file}: ${Object.entries(bytes)
    .map(([name, size]) => `${name} ${size.toLocaleString('en-US')} B`)
    .join(', ')}`;

/** Headers of HTTP/1.1 that HTTP/2 forbids (RFC 9113, 8.2.2): the connection's own. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

const listen = (server: Server | ReturnType<typeof createServer>) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/**
 * How many bytes HTTP/2 sends of a response's `headers` (lower-case names, as fetch() gives them; HPACK, as a connection's first response
 * writes them): the payload of the HEADERS frame node:http2 answers with them, read from the
 * bytes it sends through a relay, frame by frame (RFC 9113, 4.1: a 3-byte length, then 6 more
 * bytes of header).
 */
export async function http2HeaderBytes(headers: Readonly<Record<string, string>>): Promise<number> {
  const server = createServer((_request, response) => {
    response.writeHead(200, Object.fromEntries(Object.entries(headers).filter(([name]) => !CONNECTION_HEADERS.has(name.toLowerCase()))));
    // A body as long as they say: HTTP/2 refuses a response shorter than its Content-Length.
    response.end(Buffer.alloc(Number(headers['content-length'] ?? 0)));
  });
  const serverPort = await listen(server);
  const received: Buffer[] = [];
  const relay = createTcpServer((client) => {
    const upstream = connect(serverPort, '127.0.0.1');
    client.pipe(upstream);
    upstream.on('data', (chunk: Buffer) => {
      received.push(chunk);
      client.write(chunk);
    });
    client.on('close', () => upstream.destroy());
  });
  const relayPort = await listen(relay);
  const session = connectHttp2(`http://127.0.0.1:${relayPort}`);
  try {
    await new Promise<void>((resolve, reject) => {
      const stream = session.request({ ':path': '/' });
      stream.on('error', reject);
      stream.resume();
      stream.on('end', resolve);
    });
  } finally {
    await new Promise<void>((resolve) => session.close(resolve));
    await new Promise<void>((resolve) => relay.close(() => resolve()));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  const bytes = Buffer.concat(received);
  let headerBlock = 0;
  for (let at = 0; at + 9 <= bytes.length; at += 9 + bytes.readUIntBE(at, 3)) {
    const type = bytes[at + 3];
    if (type === 0x1 || type === 0x9) headerBlock += bytes.readUIntBE(at, 3); // HEADERS, CONTINUATION
  }
  return headerBlock;
}
