import { connect } from 'node:net';
import { WAIT_HANG_GUARD_MS } from './hangGuards.ts';

export interface RawResponse {
  status: number;
  /** Lower-cased names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** Every header line as received, for checks on duplicates. */
  headerLines: string[];
  body: Buffer;
}

/**
 * Sends bytes exactly as given over a fresh TCP connection and reads until the server closes
 * it, so requests that fetch() would normalise (dot segments, bad escapes, NUL, absolute form,
 * broken Range) reach the server as written. Resolves `undefined` when the server closed the
 * connection without answering.
 */
export function rawExchange(port: number, request: string | Buffer, timeoutMs = WAIT_HANG_GUARD_MS): Promise<RawResponse | undefined> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`No end of response within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {}); // a reset after the answer is fine; the answer is parsed below
    socket.on('close', () => {
      clearTimeout(timer);
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    socket.write(request);
  });
}

export function parseResponse(data: Buffer): RawResponse | undefined {
  if (data.length === 0) return undefined;
  // An HTTP/0.9 request (`GET /` without a version) gets a bare body from nginx.
  if (!data.subarray(0, 5).equals(Buffer.from('HTTP/'))) return { status: 200, headers: {}, headerLines: [], body: data };
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`Incomplete response: ${JSON.stringify(data.toString('latin1').slice(0, 200))}`);
  const [statusLine = '', ...headerLines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!status) throw new Error(`Not an HTTP response: ${statusLine}`);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  let body = data.subarray(end + 4);
  if (headers['content-length'] !== undefined && body.length > Number(headers['content-length'])) {
    body = body.subarray(0, Number(headers['content-length']));
  }
  return { status, headers, headerLines, body };
}

/** A request with `Connection: close`; `target` is sent verbatim. */
export function request(
  port: number,
  target: string,
  { method = 'GET', headers = {}, body = '' }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return rawExchange(port, `${lines.join('\r\n')}\r\n\r\n${body}`).then((response) => {
    if (!response) throw new Error(`${method} ${target}: connection closed without an answer`);
    return response;
  });
}
