import { z } from 'zod';
import {
  cancelInvitation,
  cancelInvitationsTo,
  invitationRequest,
  invite,
  INVITATION_HOURS,
  pendingInvitations,
} from '../people/invitations.ts';
import { findPerson, lastAdminLost, listPeople, removePerson, shownPerson, type Person } from '../people/people.ts';
import { endSession, endSessionsOf, type Session } from '../people/sessions.ts';
import { SESSION_COOKIE, clearCookie } from './cookies.ts';
import { parsedBody, refused, type HostedAnswer } from './hostedAnswer.ts';
import type { Hosted } from './hostedEditor.ts';

/**
 * The routes of a signed-in person besides the editor's own: who they are (with the CSRF token
 * the page sends with every change), signing out, and, for an admin, the people: list them and
 * the invitations not used yet, invite someone (the link is shown once, to be sent by the admin),
 * cancel an invitation, remove someone (their sessions end at once, their invitations are
 * cancelled). The last admin can be neither removed nor invited again as office staff (an
 * invitation to someone's email gives them its role), or no one could invite again.
 */

export interface SignedIn {
  person: Person;
  session: Session;
  ip: string;
}

type Route = (hosted: Hosted, signedIn: SignedIn, body: unknown) => HostedAnswer;

/** A request naming one record (a person, an invitation) by its id. */
const idBody = z.strictObject({ id: z.string().max(64) });

function adminOnly(route: Route): Route {
  return (hosted, signedIn, body) => {
    if (signedIn.person.role === 'admin') return route(hosted, signedIn, body);
    hosted.log({ event: 'refused', ip: signedIn.ip, person: signedIn.person.email, status: 403, detail: 'people: not an admin' });
    return refused(403, 'Only an admin of the editor invites and removes people: ask one');
  };
}

export const SIGNED_IN_ROUTES: Record<string, { GET?: Route; POST?: Route }> = {
  '/api/session': {
    GET: (_hosted, { person, session }) => ({
      status: 200,
      body: { hosted: true, person: shownPerson(person), csrf: session.csrf },
    }),
  },
  '/api/auth/sign-out': {
    POST: (hosted, { person, session, ip }) => {
      endSession(hosted.store, session);
      hosted.log({ event: 'signed-out', ip, person: person.email });
      return { status: 200, body: { signedOut: true }, cookies: [clearCookie(SESSION_COOKIE)] };
    },
  },
  '/api/people': {
    GET: adminOnly((hosted) => ({
      status: 200,
      body: {
        people: listPeople(hosted.store).map(({ id, name, email, role, passkeys, addedAt }) => ({
          id,
          name,
          email,
          role,
          passkeys: passkeys.length,
          addedAt: new Date(addedAt).toISOString(),
        })),
        invitations: pendingInvitations(hosted.store, hosted.now()).map(({ id, name, email, role, expiresAt }) => ({
          id,
          name,
          email,
          role,
          expiresAt: new Date(expiresAt).toISOString(),
        })),
      },
    })),
  },
  '/api/people/invite': {
    POST: adminOnly((hosted, { person, ip }, body) => {
      const asked = parsedBody(invitationRequest.strict(), body, 'an invitation (name, email, role)');
      if (!asked.ok) return asked.answer;
      const last = lastAdminLost(hosted.store, asked.value.email, asked.value.role);
      if (last)
        return refused(
          409,
          `${last.name} is the last admin, and this invitation would make them ${asked.value.role} staff: invite another admin first`,
        );
      const link = invite(hosted.store, hosted.address.url, asked.value, person.id, hosted.now());
      hosted.log({ event: 'invited', ip, person: person.email, detail: `${asked.value.email} as ${asked.value.role}` });
      return { status: 200, body: { link, expiresInHours: INVITATION_HOURS } };
    }),
  },
  '/api/people/invitations/cancel': {
    POST: adminOnly((hosted, { person, ip }, body) => {
      const asked = parsedBody(idBody, body, 'an invitation to cancel');
      if (!asked.ok) return asked.answer;
      const cancelled = cancelInvitation(hosted.store, asked.value.id);
      if (!cancelled) return refused(404, 'No such invitation (used, expired or cancelled already?): reload the list');
      hosted.log({ event: 'invitation-cancelled', ip, person: person.email, detail: `${cancelled.email} as ${cancelled.role}` });
      return { status: 200, body: { cancelled: asked.value.id } };
    }),
  },
  '/api/people/remove': {
    POST: adminOnly((hosted, { person, ip }, body) => {
      const asked = parsedBody(idBody, body, 'a person to remove');
      if (!asked.ok) return asked.answer;
      const removed = findPerson(hosted.store, asked.value.id);
      if (!removed) return refused(404, 'No such person (removed already?): reload the list');
      if (lastAdminLost(hosted.store, removed.email))
        return refused(409, `${removed.name} is the last admin: invite another admin first, so that someone can still invite people`);
      removePerson(hosted.store, removed.id);
      endSessionsOf(hosted.store, removed.id);
      // An invitation to them not used yet would let them back in.
      cancelInvitationsTo(hosted.store, removed.email);
      hosted.log({ event: 'removed', ip, person: person.email, detail: removed.email });
      return { status: 200, body: { removed: removed.id } };
    }),
  },
};
