import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import * as api from './api.ts';
import type { Role } from '../people/roles.ts';

/**
 * An admin's list of the people who may sign in to the hosted editor and of the invitations not
 * used yet: invite someone (the one-time link is shown here, to send them), cancel an invitation
 * (sent to the wrong address, or no longer wanted), or remove someone (their sessions end at
 * once, their invitations are cancelled). A modal <dialog>: focus stays in it, Escape closes it.
 */
export function PeopleDialog({ me, onClose }: { me: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [people, setPeople] = useState<api.PersonShown[]>([]);
  const [invitations, setInvitations] = useState<api.InvitationShown[]>([]);
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('office');
  const load = useCallback(
    () =>
      api.people().then(
        (answer) => {
          setPeople(answer.people);
          setInvitations(answer.invitations);
        },
        (error: unknown) => setProblem((error as Error).message),
      ),
    [],
  );
  useEffect(() => {
    dialog.current?.showModal();
    void load();
  }, [load]);
  const invite = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    try {
      const made = await api.invite({ name, email, role });
      setLink(made.link);
      setName('');
      setEmail('');
      await load();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const remove = async (person: api.PersonShown) => {
    if (!window.confirm(`Remove ${person.name}? They are signed out at once, and can sign in again only with a new invitation.`)) return;
    setProblem('');
    try {
      await api.removePerson(person.id);
      if (person.id === me) location.assign('/sign-in');
      else await load();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const cancel = async (invitation: api.InvitationShown) => {
    setProblem('');
    setLink('');
    try {
      await api.cancelInvitation(invitation.id);
      await load();
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <dialog ref={dialog} className="people" aria-labelledby="people-heading" onClose={onClose}>
      <h2 id="people-heading">People who may sign in</h2>
      <ul>
        {people.map((person) => (
          <li key={person.id}>
            {person.name} &lt;{person.email}&gt;, {person.role}, {person.passkeys} passkey{person.passkeys === 1 ? '' : 's'}{' '}
            <button type="button" onClick={() => void remove(person)}>
              Remove {person.name}
            </button>
          </li>
        ))}
      </ul>
      {invitations.length > 0 && (
        <>
          <h3>Invitations not used yet</h3>
          <ul>
            {invitations.map((invitation) => (
              <li key={invitation.id}>
                {invitation.name} &lt;{invitation.email}&gt;, {invitation.role}, until{' '}
                <time dateTime={invitation.expiresAt}>{new Date(invitation.expiresAt).toLocaleString()}</time>{' '}
                <button type="button" onClick={() => void cancel(invitation)}>
                  Cancel the invitation of {invitation.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <form onSubmit={(event) => void invite(event)}>
        <h3>Invite someone</h3>
        <label>
          Name <input required value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
        </label>
        <label>
          Email <input required type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
        </label>
        <label>
          Role{' '}
          <select value={role} onChange={(event) => setRole(event.target.value as Role)}>
            <option value="office">office: contact details, postings, texts, photos, sections</option>
            <option value="admin">admin: everything, and people</option>
          </select>
        </label>
        <button type="submit">Make an invitation link</button>
      </form>
      {link && (
        <p role="status">
          Send this link to them (it works once, for 24 hours): <output className="invitation-link">{link}</output>
        </p>
      )}
      {problem && <p role="alert">{problem}</p>}
      <button type="button" onClick={() => dialog.current?.close()}>
        Close
      </button>
    </dialog>
  );
}
