import { parseCookie, stringifySetCookie } from 'cookie';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The hosted editor's cookies. `__Host-` names: the browser takes them only when Secure, from
 * the editor's own host and for every path, so no other site (a sibling subdomain) can set
 * or shadow them. httpOnly (no script reads them), SameSite=Strict (no other site's page sends
 * them). The session's lasts as long as its server-side record may (./../people/sessions.ts);
 * the ceremony's as long as a passkey prompt.
 */

export const SESSION_COOKIE = '__Host-editor-session';
export const CEREMONY_COOKIE = '__Host-editor-ceremony';

export const readCookie = (headers: IncomingHttpHeaders, name: string): string | undefined => parseCookie(headers.cookie ?? '')[name];

export const setCookie = (name: string, value: string, maxAgeSeconds: number) =>
  stringifySetCookie({ name, value, path: '/', httpOnly: true, secure: true, sameSite: 'strict', maxAge: maxAgeSeconds });

export const clearCookie = (name: string) => setCookie(name, '', 0);
