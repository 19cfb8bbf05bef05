import { z } from 'zod';
import { personEmail, personName } from './people.ts';
import { ROLES } from './roles.ts';
import type { StateStore } from './stateStore.ts';
import { newSecret, secretHash } from './tokens.ts';

/**
 * Invitations: how a person comes to the hosted editor. An admin (or `npm run edit:invite` on
 * the server) invites a name, an email and a role; the link holds a secret that only its hash is
 * kept of, `invitations/<hash>.json`. The link is good for one passkey, within 24 hours: taking
 * it removes its record, so of two registrations with one link, one alone goes through. An admin
 * sees the invitations not used yet, and can cancel one; removing a person cancels theirs. The
 * hash names an invitation there: it opens nothing (the secret is in the link alone).
 */

export const INVITATION_HOURS = 24;

const invitation = z.strictObject({
  name: personName,
  email: personEmail,
  role: z.enum(ROLES),
  expiresAt: z.number(),
  /** Who invited: a person's id, or `command line`. */
  invitedBy: z.string(),
});

export type Invitation = z.infer<typeof invitation>;
export const invitationRequest = invitation.pick({ name: true, email: true, role: true });
export type InvitationRequest = z.infer<typeof invitationRequest>;

/** The page an invitation link opens; the secret goes after `#`, which a browser never sends, so it is in no server's log. */
export const INVITATION_PAGE = '/invitation';

/** Makes an invitation; the link to send (its secret is nowhere else). */
export function invite(store: StateStore, publicUrl: string, who: InvitationRequest, invitedBy: string, now: number): string {
  const token = newSecret();
  const record: Invitation = { ...invitationRequest.parse(who), expiresAt: now + INVITATION_HOURS * 3_600_000, invitedBy };
  store.write('invitations', secretHash(token), record);
  return `${new URL(INVITATION_PAGE, publicUrl).href}#${token}`;
}

/** The invitation `token` opens, while it is unused and unexpired. */
export function openInvitation(store: StateStore, token: string, now: number): Invitation | undefined {
  const found = store.read('invitations', secretHash(token), invitation);
  return found && found.expiresAt > now ? found : undefined;
}

/** Takes the invitation (it is then used): the invitation, or undefined when it was used, or has expired, meanwhile. */
export function takeInvitation(store: StateStore, token: string, now: number): Invitation | undefined {
  const found = openInvitation(store, token, now);
  return found && store.remove('invitations', secretHash(token)) ? found : undefined;
}

/** Removes the invitations that have expired: nothing can use them. */
export function dropExpiredInvitations(store: StateStore, now: number) {
  for (const { name, record } of store.list('invitations', invitation)) if (record.expiresAt <= now) store.remove('invitations', name);
}

/** The hash of an invitation's secret, as its record is named (base64url SHA-256). */
const invitationId = /^[A-Za-z0-9_-]{43}$/;

/** The invitations not used yet and not expired, the oldest first, each named by its id (its secret's hash). */
export function pendingInvitations(store: StateStore, now: number): (Invitation & { id: string })[] {
  return store
    .list('invitations', invitation)
    .filter(({ record }) => record.expiresAt > now)
    .map(({ name, record }) => ({ id: name, ...record }))
    .sort((a, b) => a.expiresAt - b.expiresAt);
}

/** Cancels the invitation of id `id`: the invitation it was, or undefined when there is none (used, expired, cancelled). */
export function cancelInvitation(store: StateStore, id: string): Invitation | undefined {
  if (!invitationId.test(id)) return undefined;
  const found = store.read('invitations', id, invitation);
  return found && store.remove('invitations', id) ? found : undefined;
}

/** Cancels every invitation to `email`. */
export function cancelInvitationsTo(store: StateStore, email: string) {
  for (const { name, record } of store.list('invitations', invitation)) if (record.email === email) store.remove('invitations', name);
}
