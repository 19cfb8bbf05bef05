import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ROLES, type Role } from './roles.ts';
import type { StateStore } from './stateStore.ts';

/**
 * The people who may sign in to the hosted editor: each with a name and an email (the author of
 * their saves' commits), a role (./roles.ts), and their passkeys' public keys (never a password,
 * never a private key: those stay on their devices). One record a person, `people/<id>.json`.
 */

/** How a browser reaches an authenticator, as WebAuthn names it. */
export const transports = z.array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])).max(8);

const passkey = z.strictObject({
  /** The credential's id, base64url, as the authenticator gave it. */
  id: z.string().min(1),
  /** Its COSE public key, base64url. */
  publicKey: z.string().min(1),
  /** The signature counter last seen: a lower one means a cloned authenticator. */
  counter: z.number().int().nonnegative(),
  transports: transports.optional(),
  addedAt: z.number(),
});

export const personName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[^\p{Cc}<>]+$/u, 'A name is one line of text, without < or >');
export const personEmail = z.email().max(200);

export const person = z.strictObject({
  id: z.string().regex(/^[a-f0-9-]{36}$/),
  name: personName,
  email: personEmail,
  role: z.enum(ROLES),
  addedAt: z.number(),
  passkeys: z.array(passkey),
});

export type Person = z.infer<typeof person>;
export type Passkey = z.infer<typeof passkey>;

/** What the editor's page is told of a person: everything but their keys. */
export const shownPerson = ({ id, name, email, role }: Person) => ({ id, name, email, role });

export const newPersonId = () => randomUUID();

export const findPerson = (store: StateStore, id: string): Person | undefined =>
  /^[a-f0-9-]{36}$/.test(id) ? store.read('people', id, person) : undefined;

export const listPeople = (store: StateStore): Person[] =>
  store
    .list('people', person)
    .map(({ record }) => record)
    .sort((a, b) => a.addedAt - b.addedAt);

export const savePerson = (store: StateStore, record: Person) => store.write('people', record.id, person.parse(record));

/** The person one of whose passkeys has the credential id `credentialId`, with that passkey. */
export function personWithPasskey(store: StateStore, credentialId: string): { person: Person; passkey: Passkey } | undefined {
  for (const someone of listPeople(store)) {
    const key = someone.passkeys.find((candidate) => candidate.id === credentialId);
    if (key) return { person: someone, passkey: key };
  }
  return undefined;
}

export const removePerson = (store: StateStore, id: string) => store.remove('people', id);

/**
 * The last admin, when the person of `email` is the only one and would stop being an admin: made
 * `role`, or removed (no role). No one could then invite or remove people again.
 */
export function lastAdminLost(store: StateStore, email: string, role?: Role): Person | undefined {
  const admins = listPeople(store).filter((someone) => someone.role === 'admin');
  return admins.length === 1 && admins[0]!.email === email && role !== 'admin' ? admins[0] : undefined;
}
