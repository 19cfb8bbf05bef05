import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { challenges, type Challenges } from '../passkeys/challenges.ts';
import { relyingParty, type RelyingParty } from '../passkeys/relyingParty.ts';
import { dropExpiredInvitations } from '../people/invitations.ts';
import { dropExpiredSessions } from '../people/sessions.ts';
import { logEvent, type LogEntry } from '../people/signInLog.ts';
import { FILE_MODE, openStateStore, type StateStore } from '../people/stateStore.ts';
import { rateLimiter, type RateLimiter } from './rateLimit.ts';
import { publicAddress, type PublicAddress } from './publicAddress.ts';

/**
 * The hosted mode of the editor (`npm run edit -- --hosted`): the same editor, reached through a
 * proxy with TLS, where only people signed in with a passkey get anything but the sign-in and
 * invitation pages. This holds what the mode keeps while it runs: its public address, its
 * store of people and sessions, the passkey ceremonies under way, the rate limits, and the
 * clock (a test's own, to move time past an expiry).
 */
export interface Hosted {
  address: PublicAddress;
  store: StateStore;
  rp: RelyingParty;
  challenges: Challenges;
  limiter: RateLimiter;
  now: () => number;
  log(entry: LogEntry): void;
}

export interface HostedOptions {
  publicUrl: string | undefined;
  stateDir: string;
  now?: () => number;
}

/** The file of the state folder that says which public address it serves, for `npm run edit:invite`'s links. */
export const SETTINGS_FILE = 'settings.json';

export function openHosted({ publicUrl, stateDir, now = Date.now }: HostedOptions): Hosted {
  const address = publicAddress(publicUrl);
  const store = openStateStore(stateDir);
  writeFileSync(join(store.dir, SETTINGS_FILE), `${JSON.stringify({ publicUrl: address.url })}\n`, { mode: FILE_MODE });
  // What expired while the editor was stopped goes now; a live one is checked on each use.
  dropExpiredSessions(store, now());
  dropExpiredInvitations(store, now());
  return {
    address,
    store,
    rp: relyingParty(address.url),
    challenges: challenges(),
    limiter: rateLimiter(),
    now,
    log: (entry) => logEvent(store, now(), entry),
  };
}
