import { existsSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';
import { clientErrorLine, logWhenClosed } from './accessLog.ts';
import { requireBuildRecord } from '../serving/buildRecord.ts';
import {
  ALLOWED_METHODS,
  CACHE,
  CONTENT_TYPES,
  ENCODINGS,
  LIMITS,
  NOT_FOUND_PAGE,
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
import { parseRange, parseTarget, toUrl } from './requestTarget.ts';
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

function readNotFoundPage(root: string): NotFoundPage {
  const file = join(root, NOT_FOUND_PAGE);
  if (!existsSync(file)) throw new UsageError(`${file} is missing: serve a folder written by \`npm run build\``);
  const page: NotFoundPage = { identity: readFileSync(file) };
  for (const { name, suffix } of ENCODINGS) {
    if (existsSync(file + suffix)) page[name] = readFileSync(file + suffix);
  }
  return page;
}

const ALLOW = ALLOWED_METHODS.join(', ');

/**
 * The static server behind `npm start`. sirv (production mode: the file list is read once at
 * start) finds files, picks the precompressed copy, answers If-None-Match and streams; this
 * thin wrapper owns the serving policy of ./policy.ts: it vets every request target first, maps
 * page paths to their index.html, sets the security, cache, type and Vary headers, allows GET
 * and HEAD only, answers unknown paths with the 404 page, and guards against sirv's Range and
 * 304 shortcomings (see the comments below).
 */
export function createServer(root: string, options: ServerOptions = {}): Server {
  const policy = options.policy ?? requireBuildRecord(root).policy;
  const limits: Limits = { ...LIMITS, ...options.limits };
  const log = options.log;
  const notFoundPage = readNotFoundPage(root);

  const files = sirv(root, {
    etag: true,
    dotfiles: false,
    // No extension guessing: page paths are mapped to `<path>/index.html` below, exactly as the
    // nginx config does, so both servers answer the same paths.
    extensions: [],
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname, stats) => {
      if (!isCompressible(pathname)) res.removeHeader('Vary');
      if (notModifiedSince(res.req, stats.mtimeMs)) NOT_MODIFIED.add(res);
      guardRange(res.req, stats.size);
    },
  });

  const sendNotFound = (req: IncomingMessage, res: ServerResponse, encodings: EncodingName[]) => {
    const encoding = encodings.find((name) => notFoundPage[name]);
    const body = notFoundPage[encoding ?? 'identity']!;
    res.statusCode = 404;
    for (const name of ['ETag', 'Last-Modified', 'Content-Range', 'Accept-Ranges']) res.removeHeader(name);
    res.setHeader('Content-Type', CONTENT_TYPES.html!);
    res.setHeader('Cache-Control', CACHE.revalidate);
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    else res.removeHeader('Content-Encoding');
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
    // The not-found page is an answer, never a page of its own.
    if (target.path === NOT_FOUND_PAGE) return sendNotFound(req, res, encodings);

    const path = PAGE_PATH.test(target.path) ? pageFile(target.path) : target.path;
    req.url = toUrl(path);
    // sirv reads the header loosely (any "br" substring, `q=0` ignored): hand it the verdict.
    req.headers['accept-encoding'] = encodings.join(', ');
    res.setHeader('Content-Type', contentTypeFor(path));
    res.setHeader('Cache-Control', cacheControlFor(path));
    if (isCompressible(path)) res.setHeader('Vary', 'Accept-Encoding');

    // Revalidation. sirv answers If-None-Match itself, but its 304 carries no ETag (RFC 9110
    // §15.4.5 wants it); it only answers 304 when the header equals the ETag, so that value is
    // the ETag. It ignores If-Modified-Since: setHeaders above marks the response, and the
    // status sirv is about to send becomes a 304 (Node then drops the body).
    const ifNoneMatch = req.headers['if-none-match'];
    const writeHead = res.writeHead.bind(res);
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      if (status === 304 && ifNoneMatch) this.setHeader('ETag', ifNoneMatch);
      if ((status === 200 || status === 206) && NOT_MODIFIED.has(this)) {
        status = 304;
        const headers = rest.find((arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null);
        for (const name of ['Content-Length', 'Content-Range', 'Accept-Ranges']) {
          if (headers) delete headers[name];
          this.removeHeader(name);
        }
      }
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    };

    files(req, res, () => sendNotFound(req, res, encodings));
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

/** Responses whose file is not newer than the request's If-Modified-Since. */
const NOT_MODIFIED = new WeakSet<ServerResponse>();

/** If-Modified-Since holds (RFC 9110 §13.1.3): only without If-None-Match, only for GET and HEAD. */
function notModifiedSince(req: IncomingMessage, mtimeMs: number): boolean {
  const since = req.headers['if-modified-since'];
  if (!since || req.headers['if-none-match'] !== undefined) return false;
  const time = Date.parse(since);
  return !Number.isNaN(time) && Math.floor(mtimeMs / 1000) * 1000 <= time;
}

/**
 * sirv parses Range loosely: an inverted range or an end past 2^53 throws inside
 * fs.createReadStream and takes the process down (lukeed/sirv#175), `bytes=-N` is read as
 * `0-N`, `bytes=0-0` as the whole file, and If-Range is not supported. Hand it only a
 * normalised single range it handles right; anything else is ignored (a full 200, which
 * RFC 9110 allows) or made unsatisfiable (416).
 */
function guardRange(req: IncomingMessage, size: number) {
  const header = req.headers.range;
  if (header === undefined) return;
  // If-Range: sirv's ETags are weak, and a weak validator never satisfies If-Range.
  const range = req.headers['if-range'] === undefined ? parseRange(header, size) : undefined;
  if (range === 'unsatisfiable') req.headers.range = `bytes=${size}-`;
  else if (range && range[1] > 0) req.headers.range = `bytes=${range[0]}-${range[1]}`;
  else delete req.headers.range;
}
