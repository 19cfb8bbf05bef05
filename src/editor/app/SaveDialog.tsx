import { useEffect, useRef, useState } from 'react';
import type { ConfigEdit } from '../../config/write/editConfig.ts';
import * as api from './api.ts';

export interface SaveDialogProps {
  file: string;
  base: string;
  edits: ConfigEdit[];
  /** What saving changes, in words: the items added, removed and moved, each value changed (./draft/changesInWords.ts). */
  changes: string[];
  /** What saving changes in the file, as `git diff` shows it. */
  diff: string;
  /** Whether the file is in a git checkout, where the save can be committed. */
  git: boolean;
  /** The commit message proposed: what the edits did, in plain words (./draft/commitMessage.ts). */
  proposedMessage: string;
  /** Where the editor pushes its saves: every save is then a commit, pushed to this branch. */
  pushTo?: string;
  onClose: () => void;
  onSaved: (opened: api.OpenedFile, message: string) => void;
  onRefused: (refusal: api.Refusal) => void;
}

/**
 * Shows what saving will change before anything is written: in words, each change as the editor
 * names the parts and fields; and, opened on demand, the lines of the file, for whoever keeps it.
 * In a git checkout, offers to commit the save with a plain message. A modal <dialog>: focus
 * stays in it, Escape closes it.
 */
export function SaveDialog({
  file,
  base,
  edits,
  changes,
  diff,
  git,
  proposedMessage,
  pushTo,
  onClose,
  onSaved,
  onRefused,
}: SaveDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [asked, setCommit] = useState(false);
  const commit = asked || pushTo !== undefined;
  const [message, setMessage] = useState(proposedMessage);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const lines = diff.split('\n').filter((line) => !line.startsWith('---') && !line.startsWith('+++'));
  const added = lines.filter((line) => line.startsWith('+')).length;
  const removed = lines.filter((line) => line.startsWith('-')).length;
  const save = async () => {
    setBusy(true);
    try {
      const saved = await api.save(base, edits, commit ? message : undefined);
      const opened = await api.openFile();
      onSaved(opened, savedWords(file, saved));
    } catch (error) {
      if (error instanceof api.Refusal) onRefused(error);
      else throw error;
    }
  };
  return (
    <dialog ref={dialog} className="save-dialog" aria-labelledby="save-heading" onClose={onClose}>
      <h2 id="save-heading">Save {file}?</h2>
      <h3 id="changes-heading">What changes</h3>
      {changes.length ? (
        <ul className="changes" aria-labelledby="changes-heading">
          {changes.map((change, i) => (
            <li key={i}>{change}</li>
          ))}
        </ul>
      ) : (
        // Edits that undo each other: the file may still change in its layout (the lines below).
        <p>No value of the site changes.</p>
      )}
      <details>
        <summary>
          The lines of the file: {added} added, {removed} removed; the rest (its comments too) stays as it is
        </summary>
        {/* Scrolled by keyboard too, so it takes focus (WCAG 2.1.1). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <pre className="diff" tabIndex={0} aria-label="What changes in the file">
          {lines.map((line, i) => (
            <span
              key={i}
              className={line.startsWith('+') ? 'added' : line.startsWith('-') ? 'removed' : line.startsWith('@@') ? 'hunk' : undefined}
            >
              {line}
              {'\n'}
            </span>
          ))}
        </pre>
      </details>
      {git && (
        <fieldset>
          <legend>Git</legend>
          {pushTo === undefined ? (
            <label>
              <input type="checkbox" checked={commit} onChange={(event) => setCommit(event.target.checked)} /> Commit the save
            </label>
          ) : (
            <p>The save is committed with this message and sent to the branch {pushTo} of the site's repository.</p>
          )}
          {commit && (
            <label>
              Message <input value={message} onChange={(event) => setMessage(event.target.value)} maxLength={200} required />
            </label>
          )}
        </fieldset>
      )}
      <div className="dialog-buttons">
        <button type="button" className="primary" disabled={busy || (commit && !message.trim())} onClick={() => void save()}>
          Save
        </button>
        <button type="button" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}

/** What the save did, in words: saved, committed, sent to the repository, or what stopped the commit or the push. */
function savedWords(file: string, saved: api.Saved): string {
  const committed = saved.committed ? ` and committed it: "${saved.committed}"` : '';
  const pushed = saved.pushed ? ", and sent it to the site's repository" : '';
  return `Saved ${file}${committed}${pushed}.${saved.commitError ? ` ${saved.commitError}` : ''}${saved.pushError ? ` ${saved.pushError}` : ''}`;
}
