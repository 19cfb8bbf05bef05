import { z } from 'zod';
import { authenticationJson, registrationJson } from '../passkeys/credentialJson.ts';
import { registrationOptions, verifyRegistration } from '../passkeys/registration.ts';
import { signInOptions, verifySignIn } from '../passkeys/signIn.ts';
import { openInvitation, takeInvitation } from '../people/invitations.ts';
import { lastAdminLost, listPeople, newPersonId, personWithPasskey, savePerson, shownPerson, type Person } from '../people/people.ts';
import { ABSOLUTE_MS, startSession } from '../people/sessions.ts';
import type { LogEvent } from '../people/signInLog.ts';
import { CHALLENGE_MS } from '../passkeys/challenges.ts';
import { CEREMONY_COOKIE, SESSION_COOKIE, clearCookie, setCookie } from './cookies.ts';
import { parsedBody, refused, type HostedAnswer } from './hostedAnswer.ts';
import type { Hosted } from './hostedEditor.ts';

/**
 * The routes anyone may call (rate-limited by ./hostedGate.ts): the passkey ceremonies of the
 * invitation page (register a passkey with an invitation) and of the sign-in page. Each answers
 * the options for the browser's passkey prompt with a ceremony cookie, then checks the answer
 * of that same ceremony, and on success starts a session. Every failure is logged and told in
 * words; none says more than that the passkey or link was not accepted.
 */

export interface Caller {
  ip: string;
  /** The ceremony cookie the browser sent. */
  ceremony: string | undefined;
}

const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'expected the secret of an invitation link');
const invitationOptionsBody = z.strictObject({ token });
const registerBody = z.strictObject({ token, response: registrationJson });
const signInOptionsBody = z.strictObject({});
const signInBody = z.strictObject({ response: authenticationJson });

const INVITATION_GONE =
  'This invitation link has expired (links last 24 hours), was used already, or was cancelled: ask whoever invited you to send a new one';
const CEREMONY_GONE = 'The passkey prompt was not answered in time, or was started in another tab: start again';

const ceremonyCookie = (secret: string) => setCookie(CEREMONY_COOKIE, secret, CHALLENGE_MS / 1000);

/** The answer of a passkey accepted: the session's cookie, the ceremony's cleared. */
function signedIn(hosted: Hosted, person: Person): HostedAnswer {
  const secret = startSession(hosted.store, person.id, hosted.now());
  return {
    status: 200,
    body: { person: shownPerson(person) },
    cookies: [setCookie(SESSION_COOKIE, secret, ABSOLUTE_MS / 1000), clearCookie(CEREMONY_COOKIE)],
  };
}

/** The sign-in log's event for a ceremony of `path` that failed: an invitation's is a registration's. */
export const failedEvent = (path: string): LogEvent =>
  path.startsWith('/api/auth/invitation/') ? 'registration-failed' : 'sign-in-failed';

export const AUTH_ROUTES: Record<string, (hosted: Hosted, caller: Caller, body: unknown) => Promise<HostedAnswer>> = {
  '/api/auth/invitation/options': async (hosted, caller, body) => {
    const asked = parsedBody(invitationOptionsBody, body, 'an invitation link');
    if (!asked.ok) return asked.answer;
    const invitation = openInvitation(hosted.store, asked.value.token, hosted.now());
    if (!invitation) {
      hosted.log({ event: 'refused', ip: caller.ip, status: 403, detail: 'invitation expired, used or unknown' });
      return refused(403, INVITATION_GONE);
    }
    const known = listPeople(hosted.store).find((someone) => someone.email === invitation.email);
    const personId = known?.id ?? newPersonId();
    const options = await registrationOptions(
      hosted.rp,
      { personId, email: invitation.email, name: invitation.name },
      known?.passkeys ?? [],
    );
    const secret = hosted.challenges.begin(
      { kind: 'registration', challenge: options.challenge, invitation: asked.value.token, personId },
      hosted.now(),
    );
    return {
      status: 200,
      body: { options, name: invitation.name, email: invitation.email, role: invitation.role },
      cookies: [ceremonyCookie(secret)],
    };
  },

  '/api/auth/invitation/register': async (hosted, caller, body) => {
    const asked = parsedBody(registerBody, body, 'a passkey made from an invitation');
    if (!asked.ok) return asked.answer;
    const ceremony = hosted.challenges.take(caller.ceremony, 'registration', hosted.now());
    if (!ceremony || ceremony.invitation !== asked.value.token) {
      hosted.log({ event: 'registration-failed', ip: caller.ip, status: 403, detail: 'no open ceremony for this invitation' });
      return refused(403, CEREMONY_GONE);
    }
    const made = await verifyRegistration(hosted.rp, asked.value.response, ceremony.challenge, hosted.now());
    if (!made.ok) {
      hosted.log({ event: 'registration-failed', ip: caller.ip, status: 403, detail: made.reason });
      return refused(403, 'Your device made a passkey this editor cannot accept: try again, or with another device');
    }
    // Refused before the invitation is taken: with another device, or from a new invitation, it can still be used.
    if (personWithPasskey(hosted.store, made.passkey.id)) {
      hosted.log({ event: 'registration-failed', ip: caller.ip, status: 409, detail: 'passkey already registered' });
      return refused(409, 'This passkey is in the editor already: sign in with it, or make one on another device');
    }
    const waiting = openInvitation(hosted.store, asked.value.token, hosted.now());
    const last = waiting && lastAdminLost(hosted.store, waiting.email, waiting.role);
    if (last) {
      hosted.log({ event: 'registration-failed', ip: caller.ip, status: 409, detail: `would leave no admin: ${last.email}` });
      return refused(409, `${last.name} is the last admin, and this invitation would make them ${waiting.role} staff: ask for a new one`);
    }
    const invitation = takeInvitation(hosted.store, asked.value.token, hosted.now());
    if (!invitation) {
      hosted.log({ event: 'refused', ip: caller.ip, status: 403, detail: 'invitation used or expired during registration' });
      return refused(403, INVITATION_GONE);
    }
    const known = listPeople(hosted.store).find((someone) => someone.email === invitation.email);
    const person: Person = known
      ? { ...known, name: invitation.name, role: invitation.role, passkeys: [...known.passkeys, made.passkey] }
      : {
          id: ceremony.personId!,
          name: invitation.name,
          email: invitation.email,
          role: invitation.role,
          addedAt: hosted.now(),
          passkeys: [made.passkey],
        };
    savePerson(hosted.store, person);
    hosted.log({
      event: 'registered',
      ip: caller.ip,
      person: person.email,
      detail: `role ${person.role}, invited by ${invitation.invitedBy}`,
    });
    return signedIn(hosted, person);
  },

  '/api/auth/sign-in/options': async (hosted, _caller, body) => {
    const asked = parsedBody(signInOptionsBody, body, 'a sign-in');
    if (!asked.ok) return asked.answer;
    const options = await signInOptions(hosted.rp);
    const secret = hosted.challenges.begin({ kind: 'sign-in', challenge: options.challenge }, hosted.now());
    return { status: 200, body: { options }, cookies: [ceremonyCookie(secret)] };
  },

  '/api/auth/sign-in/verify': async (hosted, caller, body) => {
    const asked = parsedBody(signInBody, body, 'a sign-in with a passkey');
    if (!asked.ok) return asked.answer;
    const ceremony = hosted.challenges.take(caller.ceremony, 'sign-in', hosted.now());
    if (!ceremony) {
      hosted.log({ event: 'sign-in-failed', ip: caller.ip, status: 403, detail: 'no open sign-in ceremony' });
      return refused(403, CEREMONY_GONE);
    }
    const found = personWithPasskey(hosted.store, asked.value.response.id);
    if (!found) {
      hosted.log({ event: 'sign-in-failed', ip: caller.ip, status: 403, detail: 'unknown passkey (its person removed?)' });
      return refused(
        403,
        "This passkey is not one of this editor's (or its person was removed): sign in with the passkey made from your invitation, or ask an admin for a new invitation",
      );
    }
    const checked = await verifySignIn(hosted.rp, asked.value.response, ceremony.challenge, found.passkey);
    if (!checked.ok) {
      hosted.log({ event: 'sign-in-failed', ip: caller.ip, person: found.person.email, status: 403, detail: checked.reason });
      return refused(403, 'The passkey was not accepted: try again, or ask an admin for a new invitation');
    }
    const person: Person = {
      ...found.person,
      passkeys: found.person.passkeys.map((key) => (key.id === found.passkey.id ? { ...key, counter: checked.counter } : key)),
    };
    savePerson(hosted.store, person);
    hosted.log({ event: 'signed-in', ip: caller.ip, person: person.email });
    return signedIn(hosted, person);
  },
};
