/**
 * The relying party of the passkeys (WebAuthn's name for the site they sign in to): its id is
 * the public address's host name, and each ceremony must come from its exact origin. A passkey
 * made for edit.acme.example works there alone: a look-alike site gets nothing from it.
 */
export interface RelyingParty {
  /** `edit.acme.example` (`localhost` in tests). */
  id: string;
  /** `https://edit.acme.example`: the only origin a ceremony is accepted from. */
  origin: string;
  /** What the person's device shows when it asks for the passkey. */
  name: string;
}

export function relyingParty(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: `Site editor (${url.hostname})` };
}
