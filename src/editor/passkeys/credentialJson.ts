import { z } from 'zod';
import { transports } from '../people/people.ts';

/**
 * What a browser sends back from a passkey ceremony (@simplewebauthn/browser's
 * RegistrationResponseJSON and AuthenticationResponseJSON), validated before the library reads
 * it: base64url fields of bounded size, nothing else.
 */

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'expected base64url');
/** Levels extension outputs may nest: browsers' are two or three deep (`credProps.rk`, `prf.results.first`). */
const EXTENSION_DEPTH = 8;

/** Whether `value` nests deeper than `levels`, walked without recursion: no depth of a request can exhaust the stack. */
function nestsDeeperThan(value: unknown, levels: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= levels) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** Extension outputs: small and shallow, read by no one here, kept only because the library expects them. */
const extensions = z.record(z.string().max(50), z.unknown()).superRefine((record, context) => {
  // Depth first: JSON.stringify recurses, and throws on a value nested deep enough.
  if (nestsDeeperThan(record, EXTENSION_DEPTH))
    context.addIssue({ code: 'custom', message: `extension results nested more than ${EXTENSION_DEPTH} deep` });
  else if (JSON.stringify(record).length > 2000) context.addIssue({ code: 'custom', message: 'extension results too large' });
});
const common = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: extensions,
};

export const registrationJson = z.strictObject({
  ...common,
  response: z.strictObject({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(20_000),
    authenticatorData: base64url(4000).optional(),
    transports: transports.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
});

export const authenticationJson = z.strictObject({
  ...common,
  response: z.strictObject({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
});
