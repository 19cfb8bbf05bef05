/**
 * How many sign-in and invitation attempts are answered: per client address, and for everyone
 * together (a guess spread over many addresses), in fixed windows, kept in memory (a restart
 * forgives, which a guesser cannot cause). Past the limit the answer is 429 with Retry-After.
 * Passkeys and invitation secrets (32 random bytes) cannot be guessed anyway: the limits keep a
 * flood of attempts from filling the log and taking the server's time. The limit for everyone
 * is high enough that an office never meets it, and a flood that reaches it delays sign-ins by
 * at most one window, never edits of people signed in.
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

export function rateLimiter(): RateLimiter {
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
      // Past 10 000 addresses, the windows that have ended are dropped: the map holds about one window's addresses.
      if (windows.size > 10_000) for (const [key, window] of windows) if (now - window.start >= PER_ADDRESS.windowMs) windows.delete(key);
      const waits = [count('*', FOR_EVERYONE, now), count(`ip:${address}`, PER_ADDRESS, now)].filter((wait) => wait !== undefined);
      return waits.length ? Math.max(...waits) : undefined;
    },
  };
}
