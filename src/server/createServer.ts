import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import {
  createServer as createHttpServer,
  STATUS_CODES,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { clientErrorLine, logWhenClosed, noteBody } from './accessLog.ts';
import { conditionalAnswer } from './conditionalAnswer.ts';
import {
  MEMORY_BOUNDS,
  readServedFiles,
  representationOf,
  type MemoryBounds,
  type Representation,
  type ServedFile,
} from './servedFiles.ts';
import { requireBuildRecord } from '../hosting/buildRecord.ts';
import {
  ALLOWED_METHODS,
  CACHE,
  CONTENT_TYPES,
  ENCODINGS,
  LIMITS,
  notFoundPageFor,
  notFoundPageOf,
  PAGE_PATH,
  acceptedEncodings,
  pageFile,
  type EncodingName,
  type Limits,
  type ServingPolicy,
} from '../hosting/policy.ts';
import { parseTarget } from './requestTarget.ts';
import { remembered } from './remembered.ts';
import { UsageError } from '../config/problem.ts';

export interface ServerOptions {
  /** The serving policy; by default the one the build recorded in `root` (../hosting/buildRecord.ts), whatever the config is now. */
  policy?: ServingPolicy;
  /** Receives one access-log line per request (and per rejected connection). Silent when omitted. */
  log?: (line: string) => void;
  /** Overrides of the limits and timeouts in LIMITS (tests use short ones). */
  limits?: Partial<Limits>;
  /** Overrides of how much of the folder is kept in memory (./servedFiles.ts; 0 reads every file from disk on each request). */
  memory?: Partial<MemoryBounds>;
}

/** An answer whose bytes are all known: a not-found page in one encoding, a status text. */
interface FixedAnswer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** Each encoding of one not-found page, as its 404 answer. */
type NotFoundAnswers = Partial<Record<EncodingName | 'identity', FixedAnswer>>;

const ALLOW = ALLOWED_METHODS.join(', ');

/** The headers of an answer given while the server shuts down: keep-alive clients are asked to reconnect (to the next instance). */
const closing = (headers: OutgoingHttpHeaders): OutgoingHttpHeaders => ({ ...headers, Connection: 'close' });

/**
 * The static server behind `npm start`. It serves the build output `root` as it was when it
 * started (./servedFiles.ts: the small files from memory, the large ones from disk) under the
 * serving policy of ../hosting/policy.ts: it vets every request target first, maps page paths
 * to their index.html, picks the precompressed copy the client accepts, sets the security,
 * cache, type and Vary headers, answers conditional requests (304, 412) and single byte ranges
 * (206, 416) to RFC 9110 (./conditionalAnswer.ts), allows GET and HEAD only and answers unknown
 * paths with the 404 page of their language. Every header of an answer is worked out at start
 * where it can be: a request costs a lookup, not a file-system call.
 */
export function createServer(root: string, options: ServerOptions = {}): Server {
  const policy = options.policy ?? requireBuildRecord(root).policy;
  const limits: Limits = { ...LIMITS, ...options.limits };
  const log = options.log;
  const files = readServedFiles(root, policy.headers, { ...MEMORY_BOUNDS, ...options.memory });
  // Pure functions of the request target and of Accept-Encoding, worked out once per value
  // (targets too long to serve, answered 414 at once, are not kept).
  const rememberedTarget = remembered((rawUrl) => parseTarget(rawUrl, limits.maxUrlLength), 256);
  const targetOf = (rawUrl: string) =>
    rawUrl.length > limits.maxUrlLength ? parseTarget(rawUrl, limits.maxUrlLength) : rememberedTarget(rawUrl);
  const encodingsOf = remembered(acceptedEncodings, 64);
  const hostOf = remembered(hostnameOf, 64);
  const notFoundPages = new Map(
    ['', ...policy.languagePrefixes].map((prefix) => {
      const served = notFoundPageOf({ prefix });
      return [served, notFoundAnswers(root, served, policy)];
    }),
  );

  const send = (req: IncomingMessage, res: ServerResponse, status: number, headers: OutgoingHttpHeaders, body: Buffer) => {
    if (log) noteBody(res, body.length, { streamed: false });
    res.writeHead(status, server.listening ? headers : closing(headers));
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /** The not-found page of the language of `path` (the decoded path, or the raw target when it is no path), in the first encoding the client accepts. */
  const sendNotFound = (req: IncomingMessage, res: ServerResponse, encodings: readonly EncodingName[], path: string) => {
    const answers = notFoundPages.get(notFoundPageFor(path, policy.languagePrefixes))!;
    const answer = answers[encodings.find((name) => answers[name]) ?? 'identity']!;
    send(req, res, 404, answer.headers, answer.body);
  };

  /** A status with its reason as a short text, such as `405 Method Not Allowed`. */
  const sendStatus = (req: IncomingMessage, res: ServerResponse, status: number, headers: OutgoingHttpHeaders = {}) => {
    const body = Buffer.from(`${status} ${STATUS_CODES[status]}\n`);
    const all = { ...policy.headers, 'Content-Type': CONTENT_TYPES.txt!, 'Cache-Control': CACHE.revalidate, ...headers };
    send(req, res, status, { ...all, 'Content-Length': body.length }, body);
  };

  /**
   * Answers with `representation` of `served`: as its conditional and range headers ask, from
   * its bytes in memory, or read from disk (sendFromDisk). `accepted` is what the client
   * takes, for a not-found page.
   */
  const sendRepresentation = (
    req: IncomingMessage,
    res: ServerResponse,
    served: ServedFile,
    representation: Representation,
    read?: (start: number, end: number) => void,
  ): void => {
    const answer = conditionalAnswer(req.headers, representation);
    const vary = served.compressible ? { Vary: 'Accept-Encoding' } : {};
    const { status } = answer;
    if (status === 412) return sendStatus(req, res, 412, vary);
    if (status === 416) return sendStatus(req, res, 416, { ...vary, 'Content-Range': `bytes */${representation.size}` });
    if (status === 304) {
      res.writeHead(304, server.listening ? representation.notModifiedHeaders : closing(representation.notModifiedHeaders));
      res.end();
      return;
    }
    const [start, end] = status === 206 ? [answer.start, answer.end] : [0, representation.size - 1];
    const length = end - start + 1;
    const headers =
      status === 206
        ? { ...representation.headers, 'Content-Range': `bytes ${start}-${end}/${representation.size}`, 'Content-Length': length }
        : representation.headers;
    if (representation.bytes) {
      const body = status === 206 ? representation.bytes.subarray(start, end + 1) : representation.bytes;
      return send(req, res, status, headers, body);
    }
    if (log) noteBody(res, length, { streamed: req.method !== 'HEAD' && length > 0 });
    res.writeHead(status, server.listening ? headers : closing(headers));
    if (req.method === 'HEAD' || length === 0) res.end();
    else read!(start, end);
  };

  /**
   * Sends the first of `names` whose file is there now, read from disk: its validators from
   * the file as it is (stat of the open file), its bytes streamed. One that is gone since the
   * start gives way to the next, the last to the not-found page.
   */
  const sendFromDisk = async (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    served: ServedFile,
    names: (EncodingName | 'identity')[],
    accepted: readonly EncodingName[],
  ) => {
    for (const name of names) {
      const known = served.representations[name];
      if (!known) continue;
      const handle = await open(known.file).catch(() => undefined);
      if (!handle) continue;
      let streaming = false;
      try {
        const stat = await handle.stat();
        if (!res.destroyed) {
          const representation = representationOf(known.file, stat, known.encoding, served.headers);
          sendRepresentation(req, res, served, representation, (start, end) => {
            streaming = true;
            // The stream closes the file once it ends or is destroyed.
            const stream = createReadStream('', { fd: handle, start, end });
            // The file failed while streaming: the status line is gone, only the connection can say it.
            stream.on('error', () => res.destroy());
            res.once('close', () => stream.destroy());
            stream.pipe(res);
          });
        }
      } finally {
        if (!streaming) await handle.close();
      }
      return;
    }
    sendNotFound(req, res, accepted, path);
  };

  const server = createHttpServer(
    {
      maxHeaderSize: limits.maxHeaderBytes,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // How often the two timeouts above are checked (Node's default, 30 s, would let a slow client linger).
      connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
    },
    (req, res) => {
      const rawUrl = req.url ?? '';
      if (log) logWhenClosed(req, rawUrl, res, log);
      try {
        handle(req, res, rawUrl)?.catch((error: unknown) => failed(req, res, error));
      } catch (error) {
        failed(req, res, error);
      }
    },
  );

  /** A bug must cost one request, never the process. */
  function failed(req: IncomingMessage, res: ServerResponse, error: unknown) {
    console.error(error);
    if (!res.headersSent) sendStatus(req, res, 500);
    else res.destroy();
  }

  function handle(req: IncomingMessage, res: ServerResponse, rawUrl: string): Promise<void> | void {
    const target = targetOf(rawUrl);

    if (policy.redirectHosts.length) {
      const host = hostOf(req.headers.host ?? '');
      if (host && policy.redirectHosts.includes(host)) {
        const query = target.ok ? encodeURI(decodeSafe(/\?[^#]*/.exec(rawUrl)?.[0] ?? '')) : '';
        return sendStatus(req, res, 301, { Location: policy.origin + (target.ok ? target.url : '/') + query });
      }
    }
    if (!(ALLOWED_METHODS as readonly (string | undefined)[]).includes(req.method)) return sendStatus(req, res, 405, { Allow: ALLOW });
    const encodings = encodingsOf(req.headers['accept-encoding'] ?? '');
    if (!target.ok) {
      return target.status === 404 ? sendNotFound(req, res, encodings, target.path ?? '/') : sendStatus(req, res, target.status);
    }
    // A not-found page is an answer, never a page of its own.
    if (notFoundPages.has(target.path)) return sendNotFound(req, res, encodings, target.path);

    const served = files.get(PAGE_PATH.test(target.path) ? pageFile(target.path) : target.path);
    if (!served) return sendNotFound(req, res, encodings, target.path);
    // The precompressed copies the client accepts, best first, then the file itself.
    const names: (EncodingName | 'identity')[] = served.compressible ? [...encodings, 'identity'] : ['identity'];
    const name = names.find((candidate) => served.representations[candidate])!;
    const representation = served.representations[name]!;
    if (representation.bytes) return sendRepresentation(req, res, served, representation);
    return sendFromDisk(req, res, target.path, served, names.slice(names.indexOf(name)), encodings);
  }
  server.maxHeadersCount = limits.maxHeadersCount;
  // A response the client stops reading is dropped after this long.
  server.setTimeout(limits.sendTimeoutMs);

  // Requests Node's parser rejects (bad syntax, oversized headers, timeouts) never reach the handler.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    log?.(clientErrorLine((socket as Socket).remoteAddress, status, error.code));
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}

/** The 404 answers of the not-found page `served` (`/404.html`, `/es/404.html`), in each encoding the build wrote, read at start. */
function notFoundAnswers(root: string, served: string, policy: ServingPolicy): NotFoundAnswers {
  const file = join(root, served);
  if (!existsSync(file)) throw new UsageError(`${file} is missing: serve a folder written by \`npm run build\``);
  const headers = { ...policy.headers, 'Content-Type': CONTENT_TYPES.html!, 'Cache-Control': CACHE.revalidate, Vary: 'Accept-Encoding' };
  const answer = (body: Buffer, encoding?: EncodingName): FixedAnswer => ({
    headers: { ...headers, ...(encoding ? { 'Content-Encoding': encoding } : {}), 'Content-Length': body.length },
    body,
  });
  const answers: NotFoundAnswers = { identity: answer(readFileSync(file)) };
  for (const { name, suffix } of ENCODINGS) {
    if (existsSync(file + suffix)) answers[name] = answer(readFileSync(file + suffix), name);
  }
  return answers;
}

function decodeSafe(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return '';
  }
}

/** The host name of a Host header, lower-cased, without port. */
function hostnameOf(host: string): string {
  return host.replace(/:\d*$/, '').replace(/\.$/, '').toLowerCase();
}
