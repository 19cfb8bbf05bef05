import { existsSync, readFileSync, type Stats } from 'node:fs';
import { createServer as createHttpServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import send from 'send';
import { clientErrorLine, logWhenClosed } from './accessLog.ts';
import { requireBuildRecord } from '../serving/buildRecord.ts';
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
  cacheControlFor,
  contentTypeFor,
  isCompressible,
  pageFile,
  type EncodingName,
  type Limits,
  type ServingPolicy,
} from '../serving/policy.ts';
import { parseTarget, toUrl } from './requestTarget.ts';
import { UsageError } from '../config/problem.ts';

export interface ServerOptions {
  /** The serving policy; by default the one the build recorded in `root` (./buildRecord.ts), whatever the config is now. */
  policy?: ServingPolicy;
  /** Receives one access-log line per request (and per rejected connection). Silent when omitted. */
  log?: (line: string) => void;
  /** Overrides of the limits and timeouts in LIMITS (tests use short ones). */
  limits?: Partial<Limits>;
}

type NotFoundPage = Partial<Record<EncodingName | 'identity', Buffer>>;

function readNotFoundPage(root: string, served: string): NotFoundPage {
  const file = join(root, served);
  if (!existsSync(file)) throw new UsageError(`${file} is missing: serve a folder written by \`npm run build\``);
  const page: NotFoundPage = { identity: readFileSync(file) };
  for (const { name, suffix } of ENCODINGS) {
    if (existsSync(file + suffix)) page[name] = readFileSync(file + suffix);
  }
  return page;
}

const ALLOW = ALLOWED_METHODS.join(', ');

/** What `send` emits as 'error' (an http-errors error): the status it would have answered. */
type SendError = Error & { status?: number; headers?: Record<string, string> };

/** Headers `send` sets from a file it found (with a 206 status), wrong for any other answer. */
const FILE_HEADERS = ['ETag', 'Last-Modified', 'Accept-Ranges', 'Content-Range', 'Content-Length', 'Content-Encoding'];

/**
 * A strong ETag (as nginx's) of one file, distinct per encoding. The served folder is a build
 * output whose files are written once, so size and modification time identify the bytes; a
 * strong validator is what If-Range needs (RFC 9110 §13.1.5), and send's default is weak.
 */
const etagOf = (stat: Stats, encoding: EncodingName | undefined) =>
  `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;

/**
 * The static server behind `npm start`. `send` (pillarjs) serves each file: conditional
 * requests (If-None-Match, If-Modified-Since, If-Match, If-Unmodified-Since, If-Range: 304 and
 * 412) and single byte ranges (206, 416) to RFC 9110, HEAD, and streaming. This wrapper owns the
 * serving policy of ./policy.ts: it vets every request target first, maps page paths to their
 * index.html, picks the precompressed copy the client accepts, sets the security, cache, type
 * and Vary headers, allows GET and HEAD only and answers unknown paths with the 404 page.
 */
export function createServer(root: string, options: ServerOptions = {}): Server {
  const policy = options.policy ?? requireBuildRecord(root).policy;
  const limits: Limits = { ...LIMITS, ...options.limits };
  const log = options.log;
  // Each language's not-found page, read once: the default's, and one under each other language's prefix.
  const notFoundPages = new Map(
    ['', ...policy.languagePrefixes].map((prefix) => {
      const served = notFoundPageOf({ prefix });
      return [served, readNotFoundPage(root, served)];
    }),
  );

  const sendOptions: send.SendOptions = {
    root,
    // The ETag is set per encoding (etagOf), Cache-Control by the policy.
    etag: false,
    cacheControl: false,
    // A second line behind parseTarget, which answers dotfiles 404 before any lookup.
    dotfiles: 'ignore',
    // No index or extension guessing: page paths are mapped to `<path>/index.html` below,
    // exactly as the nginx config does, so both servers answer the same paths.
    index: false,
    extensions: false,
  };

  /** The not-found page of the language of the requested path. */
  const sendNotFound = (req: IncomingMessage, res: ServerResponse, encodings: EncodingName[]) => {
    const requested = new URL(req.url ?? '/', 'http://site').pathname;
    const notFoundPage = notFoundPages.get(notFoundPageFor(requested, policy.languagePrefixes))!;
    const encoding = encodings.find((name) => notFoundPage[name]);
    const body = notFoundPage[encoding ?? 'identity']!;
    res.statusCode = 404;
    res.setHeader('Content-Type', CONTENT_TYPES.html!);
    res.setHeader('Cache-Control', CACHE.revalidate);
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const sendStatus = (req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string> = {}) => {
    const body = `${status} ${STATUS_CODES[status]}\n`;
    res.statusCode = status;
    res.setHeader('Content-Type', CONTENT_TYPES.txt!);
    res.setHeader('Cache-Control', CACHE.revalidate);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /**
   * Serves `path` in the first of `encodings` (then identity) whose file exists. `send` answers
   * from that file alone, so its ETag, Last-Modified, ranges and 304s are those of the
   * representation sent. `accepted` is what the client takes, for the 404 page.
   */
  const sendFile = (req: IncomingMessage, res: ServerResponse, path: string, encodings: EncodingName[], accepted: EncodingName[]) => {
    const [encoding, ...rest] = encodings;
    const suffix = ENCODINGS.find((e) => e.name === encoding)?.suffix ?? '';
    send(req, toUrl(path + suffix), sendOptions)
      .on('headers', (_res: ServerResponse, _file: string, stat: Stats) => {
        res.setHeader('ETag', etagOf(stat, encoding));
        if (encoding) res.setHeader('Content-Encoding', encoding);
      })
      // A directory is no file: nginx's `try_files $uri =404` does not take it either.
      .on('directory', () => sendNotFound(req, res, accepted))
      .on('error', (error: SendError) => {
        // The file failed while streaming: the status line is gone, only the connection can say it.
        if (res.headersSent) return res.destroy();
        for (const name of FILE_HEADERS) res.removeHeader(name);
        res.statusCode = 200;
        if (error.status === 404) return encoding ? sendFile(req, res, path, rest, accepted) : sendNotFound(req, res, accepted);
        if (error.status === 412 || error.status === 416) return sendStatus(req, res, error.status, error.headers);
        console.error(error);
        sendStatus(req, res, 500);
      })
      .pipe(res);
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
        handle(req, res, rawUrl);
      } catch (error) {
        // A bug must cost one request, never the process.
        console.error(error);
        if (!res.headersSent) sendStatus(req, res, 500);
        else res.destroy();
      }
    },
  );

  function handle(req: IncomingMessage, res: ServerResponse, rawUrl: string) {
    for (const [name, value] of Object.entries(policy.headers)) res.setHeader(name, value);
    // While shutting down, ask keep-alive clients to reconnect (to the next instance).
    if (!server.listening) res.setHeader('Connection', 'close');

    const target = parseTarget(rawUrl, limits.maxUrlLength);

    const host = hostnameOf(req.headers.host);
    if (host && policy.redirectHosts.includes(host)) {
      const query = target.ok ? encodeURI(decodeSafe(/\?[^#]*/.exec(rawUrl)?.[0] ?? '')) : '';
      return sendStatus(req, res, 301, { Location: policy.origin + (target.ok ? target.url : '/') + query });
    }
    if (!(ALLOWED_METHODS as readonly string[]).includes(req.method ?? '')) {
      return sendStatus(req, res, 405, { Allow: ALLOW });
    }
    const encodings = acceptedEncodings(req.headers['accept-encoding']);
    if (!target.ok) {
      return target.status === 404 ? sendNotFound(req, res, encodings) : sendStatus(req, res, target.status);
    }
    // A not-found page is an answer, never a page of its own.
    if (notFoundPages.has(target.path)) return sendNotFound(req, res, encodings);

    const path = PAGE_PATH.test(target.path) ? pageFile(target.path) : target.path;
    res.setHeader('Content-Type', contentTypeFor(path));
    res.setHeader('Cache-Control', cacheControlFor(path));
    const compressible = isCompressible(path);
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    sendFile(req, res, path, compressible ? encodings : [], encodings);
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

function decodeSafe(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return '';
  }
}

/** The host name of a Host header, lower-cased, without port. */
function hostnameOf(host: string | undefined): string | undefined {
  if (!host) return undefined;
  return host.replace(/:\d*$/, '').replace(/\.$/, '').toLowerCase();
}
