import type { IncomingMessage } from 'node:http';
import { INVITATION_PAGE } from '../people/invitations.ts';
import { findPerson } from '../people/people.ts';
import { liveSession } from '../people/sessions.ts';
import { sameSecret } from '../people/tokens.ts';
import { AUTH_ROUTES, failedEvent } from './authRoutes.ts';
import { clientAddress } from './clientAddress.ts';
import { CEREMONY_COOKIE, SESSION_COOKIE, clearCookie, readCookie } from './cookies.ts';
import { notAllowed, refused, type HostedAnswer } from './hostedAnswer.ts';
import type { Hosted } from './hostedEditor.ts';
import { SIGNED_IN_ROUTES, type SignedIn } from './signedInRoutes.ts';

/**
 * What every request to the hosted editor passes, after the Host and Origin check the local
 * editor makes too (../server/requestGuard.ts): the sign-in and invitation pages, the files
 * they load and their passkey ceremonies (rate-limited; whatever a ceremony's checks throw on
 * is a logged 400, never a 500) are open to anyone; everything else needs a live session, and
 * every change also the session's CSRF token in the `X-Editor-CSRF` header (a second defence
 * beside the Origin check and SameSite=Strict). The gate answers its own routes and refusals
 * (the body of a request it refuses is left unread: the server drops it); for the editor's
 * routes it lets the request on, with who asked.
 */

export const SIGN_IN_PAGE = '/sign-in';
export const CSRF_HEADER = 'x-editor-csrf';

export type Gate = { answer: HostedAnswer } | { signedIn: SignedIn } | { open: true };

export interface Asked {
  request: IncomingMessage;
  method: string;
  path: string;
  /** Whether `path` is a file of the sign-in or invitation page (../server/editorApp.ts knows). */
  openFile: boolean;
  /** The request's JSON body, read when a route needs it; or the refusal of the body. */
  body: () => Promise<{ ok: true; value: unknown } | { ok: false; status: number; message: string }>;
}

export async function hostedGate(hosted: Hosted, { request, method, path, openFile, body }: Asked): Promise<Gate> {
  const ip = clientAddress(request);
  const reading = method === 'GET' || method === 'HEAD';
  if (path === SIGN_IN_PAGE || path === INVITATION_PAGE) {
    if (!reading) return { answer: notAllowed(method, ['GET']) };
    return { answer: { status: 200, page: path === SIGN_IN_PAGE ? 'sign-in' : 'invitation' } };
  }
  if (openFile && reading) return { open: true };

  const ceremony = Object.hasOwn(AUTH_ROUTES, path) ? AUTH_ROUTES[path]! : undefined;
  if (ceremony) {
    if (method !== 'POST') return { answer: notAllowed(method, ['POST']) };
    const limited = hosted.limiter.attempt(ip, hosted.now());
    if (limited) {
      // Once per address and window: a flood of refused attempts adds one line, not one a request.
      if (limited.first) hosted.log({ event: 'rate-limited', ip, request: `${method} ${path}`, status: 429 });
      const wait = limited.waitSeconds;
      return {
        answer: refused(429, `Too many sign-in attempts: wait ${Math.ceil(wait / 60)} minute(s), then try again`, {
          retryAfterSeconds: wait,
        }),
      };
    }
    const read = await body();
    if (!read.ok) return { answer: refused(read.status, read.message) };
    try {
      return { answer: await ceremony(hosted, { ip, ceremony: readCookie(request.headers, CEREMONY_COOKIE) }, read.value) };
    } catch (error) {
      // What a browser sent that the ceremony's checks did not foresee is the request's fault,
      // not the server's: a plain refusal, and the log says what went wrong.
      hosted.log({
        event: failedEvent(path),
        ip,
        request: `${method} ${path}`,
        status: 400,
        detail: `the request could not be checked: ${String(error).slice(0, 300)}`,
      });
      return { answer: refused(400, 'What your browser sent could not be checked: reload the page and try again') };
    }
  }

  const secret = readCookie(request.headers, SESSION_COOKIE);
  const session = secret === undefined ? undefined : liveSession(hosted.store, secret, hosted.now());
  const person = session && findPerson(hosted.store, session.personId);
  if (!session || !person) {
    const cookies = secret === undefined ? [] : [clearCookie(SESSION_COOKIE)];
    if (path.startsWith('/api/'))
      return { answer: refused(401, `Sign in first: open ${hosted.address.url.slice(0, -1)}${SIGN_IN_PAGE}`, { cookies }) };
    return { answer: { status: 303, location: SIGN_IN_PAGE, cookies } };
  }
  const signedIn: SignedIn = { person, session, ip };
  if (!reading) {
    const sent = request.headers[CSRF_HEADER];
    if (typeof sent !== 'string' || !sameSecret(sent, session.csrf)) {
      hosted.log({
        event: 'refused',
        ip,
        person: person.email,
        request: `${method} ${path}`,
        status: 403,
        detail: 'missing or wrong CSRF token',
      });
      return { answer: refused(403, "This change did not come from the editor's page as it is now: reload the page, then make it again") };
    }
  }
  const own = Object.hasOwn(SIGNED_IN_ROUTES, path) ? SIGNED_IN_ROUTES[path]! : undefined;
  if (!own) return { signedIn };
  const route = reading ? own.GET : method === 'POST' ? own.POST : undefined;
  if (!route) return { answer: notAllowed(method, Object.keys(own)) };
  let value: unknown;
  if (method === 'POST') {
    const read = await body();
    if (!read.ok) return { answer: refused(read.status, read.message) };
    value = read.value;
  }
  return { answer: route(hosted, signedIn, value) };
}
