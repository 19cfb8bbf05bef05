import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { z } from 'zod';
import type { Passkey } from '../people/people.ts';
import { CHALLENGE_MS } from './challenges.ts';
import type { authenticationJson } from './credentialJson.ts';
import type { RelyingParty } from './relyingParty.ts';

/**
 * Signing in with a passkey: options with no list of credentials (the device offers the
 * person's discoverable passkey for this site, so no name is typed), then the check of the
 * signature against the public key kept for that passkey, and of its counter.
 */

export const signInOptions = (rp: RelyingParty): Promise<PublicKeyCredentialRequestOptionsJSON> =>
  generateAuthenticationOptions({ rpID: rp.id, timeout: CHALLENGE_MS, userVerification: 'preferred' });

/** The passkey's new counter, or why the sign-in was not accepted. */
export async function verifySignIn(
  rp: RelyingParty,
  response: z.infer<typeof authenticationJson>,
  challenge: string,
  passkey: Passkey,
): Promise<{ ok: true; counter: number } | { ok: false; reason: string }> {
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        ...(passkey.transports ? { transports: passkey.transports } : {}),
      },
      requireUserVerification: false,
    });
    return verified.verified
      ? { ok: true, counter: verified.authenticationInfo.newCounter }
      : { ok: false, reason: 'signature not verified' };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}
