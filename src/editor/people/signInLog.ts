import type { StateStore } from './stateStore.ts';

/**
 * The sign-in log, `sign-in.log` in the state folder: one JSON line an event, appended, never
 * rewritten: sign-ins and their failures, invitations made, used and cancelled, people removed, sign-outs,
 * and every refusal (401, 403; 429 once per address and window, so that a flood adds one line)
 * with who asked (when known), from where, and why. An admin reads it with `tail`, or `jq`.
 */

export const SIGN_IN_LOG = 'sign-in.log';

export type LogEvent =
  | 'signed-in'
  | 'sign-in-failed'
  | 'registered'
  | 'registration-failed'
  | 'invited'
  | 'invitation-cancelled'
  | 'removed'
  | 'signed-out'
  | 'refused'
  | 'rate-limited';

export interface LogEntry {
  event: LogEvent;
  /** The client's address (from the proxy's X-Forwarded-For behind nginx). */
  ip: string;
  /** The person acting, by email, when known. */
  person?: string;
  /** The request's method and path. */
  request?: string;
  status?: number;
  /** What happened, in words. */
  detail?: string;
}

export const logEvent = (store: StateStore, now: number, entry: LogEntry) =>
  store.append(SIGN_IN_LOG, JSON.stringify({ at: new Date(now).toISOString(), ...entry }));
