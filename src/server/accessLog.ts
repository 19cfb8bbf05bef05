import type { IncomingMessage, ServerResponse } from 'node:http';

/** What an access-log line escapes: control characters, bytes past ASCII, quotes and backslashes. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u00ff"\\]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');

/** Printable, quote-safe and bounded: request data is attacker-controlled, the log must stay one line. */
function clean(value: string | undefined, max = 512): string {
  if (!value) return '-';
  // Tested before replaced: most values (paths, user agents) have nothing to escape, and a test costs less.
  const safe = UNSAFE.test(value) ? value.replace(UNSAFE_ALL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`) : value;
  return safe.length > max ? `${safe.slice(0, max)}…` : safe;
}

/**
 * The time of a line, ISO 8601 in UTC, worked out once per millisecond: under load many lines
 * share one, and formatting a date is the dearest part of a line.
 */
let stampedAt = NaN;
let stamp = '';
function timeStamp(): string {
  const ms = Date.now();
  if (ms !== stampedAt) {
    stampedAt = ms;
    stamp = new Date(ms).toISOString();
  }
  return stamp;
}

/** What a response's log line needs to know of its body: the length it announced and, for a streamed body, the bytes the connection took. */
interface Body {
  length: number;
  sent: number;
}

/**
 * The bodies of the responses being logged. The server gives writeHead every header at once
 * (the cheapest way for Node), and such headers are not kept where getHeader would read them.
 */
const bodies = new WeakMap<ServerResponse, Body>();

/**
 * One access-log line:
 * `2026-01-31T12:00:00.000Z 127.0.0.1 "GET /privacy HTTP/1.1" 200 5805 0.4ms "user agent"`
 * (bytes are the Content-Length, `-` when unknown; `aborted` when the client left before it
 * had the whole response).
 */
export function accessLine(
  req: IncomingMessage,
  rawUrl: string,
  res: ServerResponse,
  startedMs: number,
  seen: { remoteAddress: string | undefined; length: number | undefined; complete: boolean },
): string {
  const ms = performance.now() - startedMs;
  const aborted = seen.complete ? '' : ' aborted';
  return `${timeStamp()} ${seen.remoteAddress ?? '-'} "${clean(req.method, 16)} ${clean(rawUrl)} HTTP/${clean(req.httpVersion, 8)}" ${res.statusCode} ${seen.length ?? '-'} ${ms.toFixed(1)}ms "${clean(req.headers['user-agent'])}"${aborted}`;
}

/**
 * Notes the Content-Length of a logged response's answer; `streamed` when its body is written
 * piece by piece (a file read from disk), whose bytes are then counted as the connection takes
 * them: a client that has every byte it was promised may hang up before the server's own end()
 * (a file's stream has yet to see its end of file) or before the callback of the last write,
 * so 'finish' has not fired and `writableFinished` is false (curl, HTTP/1.0 clients: such
 * downloads would read `aborted`). A body written at once, with end(), is complete once it
 * finished.
 */
export function noteBody(res: ServerResponse, length: number, { streamed }: { streamed: boolean }): void {
  const body: Body = { length, sent: 0 };
  bodies.set(res, body);
  if (!streamed) return;
  // Bound to this response: the replacement below calls it with the same `this`.
  const write = res.write.bind(res);
  res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    const done = typeof rest.at(-1) === 'function' ? (rest.pop() as (error?: Error | null) => void) : undefined;
    const length =
      typeof chunk === 'string'
        ? Buffer.byteLength(chunk, typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : 'utf8')
        : ((chunk as Uint8Array | null)?.byteLength ?? 0);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest, (error?: Error | null) => {
      if (!error) body.sent += length;
      done?.(error);
    });
  } as typeof res.write;
}

/**
 * Logs the access-log line of a request once its response closes. The client's address is
 * read while the connection is open: a socket that has closed no longer knows its peer (it
 * read `-`). A response without a body (HEAD, 304) is complete once it ended, since its
 * header block goes out with end(); one with a body once it finished, or once the connection
 * took every byte of a streamed body (noteBody).
 */
export function logWhenClosed(req: IncomingMessage, rawUrl: string, res: ServerResponse, log: (line: string) => void): void {
  const started = performance.now();
  const remoteAddress = req.socket.remoteAddress;
  res.once('close', () => {
    const body = bodies.get(res);
    const noBody = req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304 || res.statusCode < 200;
    const complete =
      res.writableFinished || (noBody ? res.writableEnded : res.headersSent && body !== undefined && body.sent >= body.length);
    log(accessLine(req, rawUrl, res, started, { remoteAddress, length: body?.length, complete }));
  });
}

/** The line for a connection Node's parser rejected before there was a request. */
export function clientErrorLine(remoteAddress: string | undefined, status: number, code: string | undefined): string {
  return `${timeStamp()} ${remoteAddress ?? '-'} "-" ${status} 0 - "${clean(code)}"`;
}
