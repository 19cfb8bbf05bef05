/**
 * How many sign-in and invitation attempts are answered: per client address, and for everyone
 * together (a guess spread over many addresses), in fixed windows, kept in memory (a restart
 * forgives, which a guesser cannot cause). Past the limit the answer is 429 with Retry-After.
 * Passkeys and invitation secrets (32 random bytes) cannot be guessed anyway: the limits keep a
 * flood of attempts from filling the log and taking the server's time. An address's own limit
 * is asked first, and only the attempts it lets through count for everyone: one address alone
 * uses at most its own share of the limit for everyone, so it cannot lock the others out. The
 * limit for everyone is high enough that an office never meets it, and a flood from many
 * addresses that reaches it delays sign-ins by at most one window, never edits of people
 * signed in.
 */

export interface Limit {
  attempts: number;
  windowMs: number;
}

export const PER_ADDRESS: Limit = { attempts: 20, windowMs: 10 * 60_000 };
export const FOR_EVERYONE: Limit = { attempts: 300, windowMs: 10 * 60_000 };

/** An attempt refused: the seconds to wait, and whether it is the address's first refusal in its window (the one the sign-in log records). */
export interface Refusal {
  waitSeconds: number;
  first: boolean;
}

export interface RateLimiter {
  /** Counts an attempt from `address`: undefined when it may go on, else its refusal. */
  attempt(address: string, now: number): Refusal | undefined;
}

interface Window {
  start: number;
  count: number;
  /** Whether an attempt of this window was refused already. */
  refused: boolean;
}

export function rateLimiter(): RateLimiter {
  const windows = new Map<string, Window>();
  /** The window of `key` as it is at `now`, a new one when the last has ended. */
  const windowOf = (key: string, limit: Limit, now: number): Window => {
    let window = windows.get(key);
    if (!window || now - window.start >= limit.windowMs) {
      window = { start: now, count: 0, refused: false };
      windows.set(key, window);
    }
    return window;
  };
  /** Counts an attempt in `window`: the seconds until it ends when the attempt is past `limit`. */
  const count = (window: Window, limit: Limit, now: number): number | undefined => {
    window.count++;
    return window.count > limit.attempts ? Math.ceil((window.start + limit.windowMs - now) / 1000) : undefined;
  };
  return {
    attempt(address, now) {
      // Past 10 000 addresses, the windows that have ended are dropped: the map holds about one window's addresses.
      if (windows.size > 10_000) for (const [key, window] of windows) if (now - window.start >= PER_ADDRESS.windowMs) windows.delete(key);
      const own = windowOf(`ip:${address}`, PER_ADDRESS, now);
      const wait = count(own, PER_ADDRESS, now) ?? count(windowOf('*', FOR_EVERYONE, now), FOR_EVERYONE, now);
      if (wait === undefined) return undefined;
      const first = !own.refused;
      own.refused = true;
      return { waitSeconds: wait, first };
    },
  };
}
