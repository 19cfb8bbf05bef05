import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';

/**
 * A passkey made by a client of its own, as anyone can send the hosted editor one: a registration
 * answer with a "none" attestation (nothing signs the authenticator data, so its credential id and
 * key are whatever the client says), built here byte by byte over a fresh P-256 key. For what a
 * hostile client can do that a browser's authenticator would not (tests/hostedEditor.test.ts);
 * the ceremonies of real devices are tests/full/hosted-editor.browser.test.ts's.
 */

type Cbor = number | string | Buffer | Map<Cbor, Cbor>;

/** The head of a CBOR item (RFC 8949, 3.1): its major type and its length or value, up to 65,535. */
function head(major: number, value: number): Buffer {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 256) return Buffer.from([(major << 5) | 24, value]);
  return Buffer.from([(major << 5) | 25, value >> 8, value & 255]);
}

/** CBOR of the few kinds an attestation holds: small integers, text, bytes and maps. */
function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

/**
 * The registration answer to `options` (the editor's, from /api/auth/invitation/options) for a
 * page at `origin`, with the credential id `credentialId` (base64url; a new random one unless given).
 */
export function softRegistration(options: { challenge: string; rp: { id: string } }, origin: string, credentialId?: string) {
  const id = credentialId ? Buffer.from(credentialId, 'base64url') : randomBytes(16);
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' });
  // COSE_Key (RFC 9053): EC2, ES256, P-256, x, y.
  const key = new Map<Cbor, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  const authenticatorData = Buffer.concat([
    createHash('sha256').update(options.rp.id).digest(),
    // Flags: the user present (0x01) and verified (0x04), a credential attested (0x40).
    Buffer.from([0x45]),
    Buffer.alloc(4),
    // No AAGUID.
    Buffer.alloc(16),
    Buffer.from([id.length >> 8, id.length & 255]),
    id,
    cbor(key),
  ]);
  const attestation = new Map<Cbor, Cbor>([
    ['fmt', 'none'],
    ['attStmt', new Map()],
    ['authData', authenticatorData],
  ]);
  const clientData = { type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false };
  return {
    id: id.toString('base64url'),
    rawId: id.toString('base64url'),
    type: 'public-key' as const,
    response: {
      clientDataJSON: Buffer.from(JSON.stringify(clientData)).toString('base64url'),
      attestationObject: cbor(attestation).toString('base64url'),
    },
    clientExtensionResults: {},
  };
}
