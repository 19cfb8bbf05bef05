import type { IncomingMessage, ServerResponse } from 'node:http';

/** Printable, quote-safe and bounded: request data is attacker-controlled, the log must stay one line. */
function clean(value: string | undefined, max = 512): string {
  if (!value) return '-';
  // eslint-disable-next-line no-control-regex
  const safe = value.replace(/[\u0000-\u001f\u007f-\u00ff"\\]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
  return safe.length > max ? `${safe.slice(0, max)}…` : safe;
}

/**
 * One access-log line:
 * `2026-01-31T12:00:00.000Z 127.0.0.1 "GET /privacy HTTP/1.1" 200 5805 0.4ms "user agent"`
 * (bytes are the Content-Length, `-` when unknown; `aborted` when the client left first).
 */
export function accessLine(req: IncomingMessage, rawUrl: string, res: ServerResponse, startedNs: bigint): string {
  const ms = Number(process.hrtime.bigint() - startedNs) / 1e6;
  const bytes = res.getHeader('content-length') ?? '-';
  const aborted = res.writableFinished ? '' : ' aborted';
  return `${new Date().toISOString()} ${req.socket.remoteAddress ?? '-'} "${clean(req.method, 16)} ${clean(rawUrl)} HTTP/${clean(req.httpVersion, 8)}" ${res.statusCode} ${bytes} ${ms.toFixed(1)}ms "${clean(req.headers['user-agent'])}"${aborted}`;
}

/** The line for a connection Node's parser rejected before there was a request. */
export function clientErrorLine(remoteAddress: string | undefined, status: number, code: string | undefined): string {
  return `${new Date().toISOString()} ${remoteAddress ?? '-'} "-" ${status} 0 - "${clean(code)}"`;
}
