import { newSecret } from '../people/tokens.ts';

/**
 * The challenges of passkey ceremonies: each made for one ceremony (a registration with one
 * invitation, or one sign-in), tied to the browser that asked for it by a short-lived cookie of
 * its own, answered within 5 minutes, and taken when answered, right or wrong, so it is never
 * answered twice. Kept in memory: a ceremony cut by a restart is simply started again.
 */

export const CHALLENGE_MS = 5 * 60_000;

export interface Ceremony {
  kind: 'registration' | 'sign-in';
  challenge: string;
  /** A registration's: the invitation's secret, and the id the new person gets. */
  invitation?: string;
  personId?: string;
}

export interface Challenges {
  /** Keeps `ceremony` and gives the secret of the cookie that ties it to the browser. */
  begin(ceremony: Ceremony, now: number): string;
  /** Takes the ceremony of `secret` (once only), while it is of `kind` and unexpired. */
  take(secret: string | undefined, kind: Ceremony['kind'], now: number): Ceremony | undefined;
}

/** At most this many ceremonies are open at once: older ones go first (rate limits keep it far off). */
const MAX_OPEN = 10_000;

export function challenges(): Challenges {
  const open = new Map<string, Ceremony & { expiresAt: number }>();
  return {
    begin(ceremony, now) {
      for (const [key, held] of open) if (held.expiresAt <= now || open.size >= MAX_OPEN) open.delete(key);
      const secret = newSecret();
      open.set(secret, { ...ceremony, expiresAt: now + CHALLENGE_MS });
      return secret;
    },
    take(secret, kind, now) {
      if (!secret) return undefined;
      const held = open.get(secret);
      open.delete(secret);
      return held && held.kind === kind && held.expiresAt > now ? held : undefined;
    },
  };
}
