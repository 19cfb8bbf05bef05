import { useState } from 'react';
import * as api from './api.ts';
import { PeopleDialog } from './PeopleDialog.tsx';

type Person = Extract<api.Session, { hosted: true }>['person'];

/** Hosted: who is signed in, their Sign out, and for an admin the people who may sign in. */
export function SignedIn({ person }: { person: Person }) {
  const [showPeople, setShowPeople] = useState(false);
  const [problem, setProblem] = useState('');
  const signOut = async () => {
    try {
      await api.signOut();
      location.assign('/sign-in');
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <div className="signed-in">
      <span>
        Signed in as <strong>{person.name}</strong> ({person.role === 'admin' ? 'admin' : 'office'})
      </span>
      {person.role === 'admin' && (
        <button type="button" onClick={() => setShowPeople(true)}>
          People…
        </button>
      )}
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
      {problem && <span role="alert">{problem}</span>}
      {showPeople && <PeopleDialog me={person.id} onClose={() => setShowPeople(false)} />}
    </div>
  );
}
