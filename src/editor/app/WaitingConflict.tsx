import { useState } from 'react';
import type { Resolution, WaitingConflict as Waiting } from '../branchState.ts';
import { ConflictList } from './ConflictList.tsx';

/**
 * A save committed here and not sent, because someone else changed some of the same values on
 * the carrier's repository meanwhile (found by a save or by the editor's retry in the background):
 * each key with both values, as a conflict at save time shows them, and the two ways on. Nothing
 * is sent over their values until the person chooses; the server checks the choice as a save.
 */
export function WaitingConflict({ conflict, onResolve }: { conflict: Waiting; onResolve: (keep: Resolution) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const choose = (keep: Resolution) => {
    setBusy(true);
    void onResolve(keep).finally(() => setBusy(false));
  };
  return (
    <div className="refusal" role="alert">
      <p>
        The save "{conflict.message}" by {conflict.author} is kept here and not sent: someone else changed{' '}
        {conflict.conflicts.length === 1 ? 'a value it changes' : `${conflict.conflicts.length} values it changes`} on the carrier's
        repository meanwhile. Nothing was saved over theirs: choose which values to keep.
      </p>
      <ConflictList
        conflicts={conflict.conflicts}
        columns={["Their value (on the site's repository)", 'The value saved here (not sent)']}
      />
      <button type="button" disabled={busy} onClick={() => choose('mine')}>
        Keep the values saved here and send them
      </button>
      <button type="button" disabled={busy} onClick={() => choose('theirs')}>
        Keep their values
      </button>
    </div>
  );
}
