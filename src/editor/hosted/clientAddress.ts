import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * The address of the person's computer, for the rate limits and the sign-in log. Behind the
 * proxy (which connects from this machine) it is the last address of X-Forwarded-For, the one
 * the proxy itself wrote (docs/hosting.md sets it to nginx's $remote_addr); a client's own
 * X-Forwarded-For would come before it. A request not from this machine is from its peer.
 */
export function clientAddress(request: IncomingMessage): string {
  const peer = request.socket.remoteAddress ?? '';
  const fromProxy = /^(?:127\.|::1$|::ffff:127\.)/.test(peer);
  const forwarded = request.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').pop()?.trim() ?? '';
  return fromProxy && isIP(last) ? last : peer;
}
