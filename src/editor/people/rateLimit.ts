/**
 * How many sign-in and invitation attempts are answered: per client address, and for everyone
 * together (a guess spread over many addresses), in fixed windows, kept in memory (a restart
 * forgives, which a guesser cannot cause). Past the limit the answer is 429 with Retry-After.
 * Passkeys cannot be guessed; the limit keeps a flood of attempts from filling the log and the
 * disk, and makes a stolen invitation link's guessing pointless.
 */

export interface Limit {
  attempts: number;
  windowMs: number;
}

export const PER_ADDRESS: Limit = { attempts: 20, windowMs: 10 * 60_000 };
export const FOR_EVERYONE: Limit = { attempts: 300, windowMs: 10 * 60_000 };

export interface RateLimiter {
  /** Counts an attempt from `address`: undefined when it may go on, else the seconds to wait. */
  attempt(address: string, now: number): number | undefined;
}

export function rateLimiter(perAddress: Limit = PER_ADDRESS, forEveryone: Limit = FOR_EVERYONE): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const count = (key: string, limit: Limit, now: number): number | undefined => {
    let window = windows.get(key);
    if (!window || now - window.start >= limit.windowMs) {
      window = { start: now, count: 0 };
      windows.set(key, window);
    }
    window.count++;
    return window.count > limit.attempts ? Math.ceil((window.start + limit.windowMs - now) / 1000) : undefined;
  };
  return {
    attempt(address, now) {
      // Windows past are dropped as new ones start, so the map holds the addresses of the last window only.
      if (windows.size > 10_000) for (const [key, window] of windows) if (now - window.start >= perAddress.windowMs) windows.delete(key);
      const waits = [count('*', forEveryone, now), count(`ip:${address}`, perAddress, now)].filter((wait) => wait !== undefined);
      return waits.length ? Math.max(...waits) : undefined;
    },
  };
}
