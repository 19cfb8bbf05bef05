import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secrets the hosted editor hands out (invitation links, session cookies, CSRF tokens): 32
 * random bytes, base64url. The store keeps only their SHA-256, so a copy of the store (a backup
 * left about) opens no session and accepts no invitation.
 */
export const newSecret = () => randomBytes(32).toString('base64url');

/** The name a secret's record is kept under. */
export const secretHash = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** Whether two secrets are equal, in a time that does not say how much of them is. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
