import type { IncomingHttpHeaders } from 'node:http';
import type { EditorAddress } from './editorAddress.ts';

/** Why a request is refused before it reaches the API: its status and what to say. */
export interface Refusal {
  status: 403 | 415 | 421;
  message: string;
}

/** Methods that change nothing: the only ones answered without an Origin. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * The editor's defence as a server on the person's computer, which every page they visit can
 * send requests to:
 * - a `Host` other than the printed one is refused (421): the request reached this server
 *   through a name that a foreign site pointed here (DNS rebinding), and its page could read
 *   the answers;
 * - a write (any method but GET and HEAD) must carry the editor's own `Origin`: a browser sends
 *   one with every cross-site write, so a write without it did not come from a browser showing
 *   the editor's page, and one with another came from a page the person visited (403);
 * - a POST must say its body is JSON: the content types a foreign page may send without asking
 *   first (a form's, text/plain) are refused (415), so no write is a "simple request".
 */
export function refusal(method: string, headers: IncomingHttpHeaders, address: EditorAddress): Refusal | undefined {
  if (headers.host?.toLowerCase() !== address.host)
    return {
      status: 421,
      message: `This editor answers only at ${address.url}: open that address (the request named the host ${JSON.stringify(headers.host ?? '')})`,
    };
  if (SAFE_METHODS.has(method)) return undefined;
  if (headers.origin === undefined)
    return { status: 403, message: `A change is accepted only from the editor's own page, ${address.url}: open it there` };
  if (headers.origin.toLowerCase() !== address.origin)
    return {
      status: 403,
      message: `A change is accepted only from the editor's own page, ${address.url}, not from ${JSON.stringify(headers.origin)}: make it there`,
    };
  if (method === 'POST' && !/^application\/json\s*(?:;\s*charset=utf-8\s*)?$/i.test(headers['content-type'] ?? ''))
    return { status: 415, message: 'The body of a change must be JSON: send it with Content-Type: application/json' };
  return undefined;
}
