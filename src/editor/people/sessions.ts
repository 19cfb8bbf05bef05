import { z } from 'zod';
import type { StateStore } from './stateStore.ts';
import { newSecret, secretHash } from './tokens.ts';

/**
 * Sessions of the hosted editor, kept on the server (`sessions/<hash of the cookie>.json`), so
 * that signing out, or removing a person, ends them at once. A session ends after 12 hours
 * without a request (a working day with a long lunch) and 7 days after the sign-in whatever
 * happens (a lost phone's session does not last). A person keeps at most LIVE_SESSIONS at once:
 * signing in once more ends their oldest, so that sessions left on borrowed or lost devices do
 * not pile up. Each has its own CSRF token, which the editor's page sends with every change.
 */

export const IDLE_MS = 12 * 3_600_000;
export const ABSOLUTE_MS = 7 * 24 * 3_600_000;
/** Sessions a person keeps at once: a phone, a laptop and an office PC, each with a browser or two. */
export const LIVE_SESSIONS = 10;
/** How stale the last-seen time may get before it is written again: not a write a request. */
const TOUCH_MS = 5 * 60_000;

const session = z.strictObject({
  personId: z.string(),
  csrf: z.string(),
  startedAt: z.number(),
  lastSeenAt: z.number(),
});

export type Session = z.infer<typeof session> & { hash: string };

/** Starts a session of `personId`, ending their oldest beyond LIVE_SESSIONS: the cookie's secret, which only the browser keeps. */
export function startSession(store: StateStore, personId: string, now: number): string {
  const secret = newSecret();
  const hash = secretHash(secret);
  store.write('sessions', hash, { personId, csrf: newSecret(), startedAt: now, lastSeenAt: now });
  const others = store
    .list('sessions', session)
    .filter(({ name, record }) => record.personId === personId && name !== hash)
    .sort((a, b) => b.record.startedAt - a.record.startedAt);
  for (const { name } of others.slice(LIVE_SESSIONS - 1)) store.remove('sessions', name);
  return secret;
}

/** The live session of the cookie `secret` (seen now), or undefined; an expired one is removed. */
export function liveSession(store: StateStore, secret: string, now: number): Session | undefined {
  if (!/^[A-Za-z0-9_-]{43}$/.test(secret)) return undefined;
  const hash = secretHash(secret);
  const found = store.read('sessions', hash, session);
  if (!found) return undefined;
  if (now - found.lastSeenAt > IDLE_MS || now - found.startedAt > ABSOLUTE_MS) {
    store.remove('sessions', hash);
    return undefined;
  }
  if (now - found.lastSeenAt > TOUCH_MS) store.write('sessions', hash, { ...found, lastSeenAt: now });
  return { ...found, hash };
}

export const endSession = (store: StateStore, { hash }: Session) => store.remove('sessions', hash);

/** Ends every session of `personId` (removed, or signed out everywhere). */
export function endSessionsOf(store: StateStore, personId: string) {
  for (const { name, record } of store.list('sessions', session)) if (record.personId === personId) store.remove('sessions', name);
}

/** Removes the sessions that have expired. */
export function dropExpiredSessions(store: StateStore, now: number) {
  for (const { name, record } of store.list('sessions', session))
    if (now - record.lastSeenAt > IDLE_MS || now - record.startedAt > ABSOLUTE_MS) store.remove('sessions', name);
}
