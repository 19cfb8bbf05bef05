import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import type { z } from 'zod';
import type { Passkey } from '../people/people.ts';
import { CHALLENGE_MS } from './challenges.ts';
import type { registrationJson } from './credentialJson.ts';
import type { RelyingParty } from './relyingParty.ts';

/**
 * Registering a passkey (the invitation page): the options the browser's passkey prompt is
 * started with, then the check of what the authenticator made. The passkey is discoverable (a
 * "resident key"), so signing in later asks for no name: the device offers the person's passkey
 * for this site. The device's user verification (its PIN, face or fingerprint) is preferred,
 * not required: the passkey alone is something the person has, as a key is.
 */

export function registrationOptions(
  rp: RelyingParty,
  who: { personId: string; email: string; name: string },
  existing: readonly Passkey[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: new TextEncoder().encode(who.personId),
    userName: who.email,
    userDisplayName: who.name,
    timeout: CHALLENGE_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.id })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** The new passkey, or why it was not accepted (in words for the person). */
export async function verifyRegistration(
  rp: RelyingParty,
  response: z.infer<typeof registrationJson>,
  challenge: string,
  now: number,
): Promise<{ ok: true; passkey: Passkey } | { ok: false; reason: string }> {
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!verified.verified) return { ok: false, reason: 'the passkey could not be verified' };
    const { credential } = verified.registrationInfo;
    return {
      ok: true,
      passkey: {
        id: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        ...(credential.transports ? { transports: credential.transports } : {}),
        addedAt: now,
      },
    };
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
}
