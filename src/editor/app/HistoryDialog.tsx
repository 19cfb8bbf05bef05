import { useCallback, useEffect, useRef, useState } from 'react';
import type { Change } from '../change.ts';
import * as api from './api.ts';
import { ConflictList } from './ConflictList.tsx';
import { PublishedChecksLine } from './PublishedChecksLine.tsx';

export interface HistoryDialogProps {
  /** Whether the person has unsaved changes: an undo waits until they are saved or discarded. */
  unsaved: boolean;
  onClose: () => void;
  /** The file changed (a change undone): it as it now is, and what happened in words. */
  onChanged: (opened: api.OpenedFile, message: string) => void;
}

/**
 * Where the editor pushes its saves: the changes to the site (newest first), each with who made
 * it, when, its message and its diff, marked while not yet published; **Publish** (the changes
 * built and merged into the published branch, or the link of a pull request where that branch is
 * protected); **Undo this change** on each; **Show older changes** below a page, the next one
 * added; where the repository is on GitHub and the editor has a token, how the published
 * branch's last checks stand. A modal <dialog>.
 */
export function HistoryDialog({ unsaved, onClose, onChanged }: HistoryDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [history, setHistory] = useState<Awaited<ReturnType<typeof api.history>>>();
  const [said, setSaid] = useState('');
  const [refusal, setRefusal] = useState<api.Refusal>();
  const [busy, setBusy] = useState(false);
  const [checks, setChecks] = useState<Awaited<ReturnType<typeof api.checks>>['checks']>(null);
  const load = useCallback(() => api.history().then(setHistory, setRefusal), []);
  // Asked apart, so that the history is shown at once even while GitHub is slow to answer; a refusal of it shows nothing.
  const loadChecks = useCallback(
    () =>
      api.checks().then(
        (answer) => setChecks(answer.checks),
        () => setChecks(null),
      ),
    [],
  );
  // The page after the last shown, added below it; a change listed twice (saved between two pages) is shown once.
  const loadOlder = async (skip: number) => {
    try {
      const older = await api.history(skip);
      setHistory((shown) => {
        const listed = new Set(shown?.changes.map((change) => change.commit));
        return { ...older, changes: [...(shown?.changes ?? []), ...older.changes.filter((change) => !listed.has(change.commit))] };
      });
    } catch (error) {
      if (!(error instanceof api.Refusal)) throw error;
      setRefusal(error);
    }
  };
  useEffect(() => {
    dialog.current?.showModal();
    void load();
    void loadChecks();
  }, [load, loadChecks]);

  const act = async (work: () => Promise<string>) => {
    setBusy(true);
    setRefusal(undefined);
    setSaid('');
    try {
      setSaid(await work());
    } catch (error) {
      if (!(error instanceof api.Refusal)) throw error;
      setRefusal(error);
    } finally {
      setBusy(false);
      void load();
      void loadChecks();
    }
  };
  const publish = () => act(async () => (await api.publish()).message);
  const undo = (change: Change) =>
    act(async () => {
      const saved = await api.undo(change.commit);
      const words = `Undid "${change.message}"${saved.pushed ? " and sent it to the site's repository" : ''}.${saved.pushError ? ` ${saved.pushError}` : ''}`;
      onChanged(await api.openFile(), words);
      return words;
    });

  const unpublished = history?.changes.filter((change) => !change.published) ?? [];
  return (
    <dialog ref={dialog} className="save-dialog history-dialog" aria-labelledby="history-heading" onClose={onClose}>
      <h2 id="history-heading">History and publishing</h2>
      {history && (
        <p>
          {unpublished.length
            ? `${unpublished.length} change${unpublished.length === 1 ? '' : 's'} saved on ${history.branch} and not yet published on the site.`
            : `Every saved change is published (${history.published}).`}{' '}
          {history.pushError}
        </p>
      )}
      {checks && <PublishedChecksLine checks={checks} />}
      <div className="dialog-buttons">
        <button type="button" className="primary" disabled={busy || !unpublished.length} onClick={() => void publish()}>
          Publish
        </button>
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </div>
      <p role="status">{busy ? 'Working… (Publish builds the whole site: it takes a little while)' : said}</p>
      {refusal && (
        <div className="refusal" role="alert">
          <p>{refusal.message}</p>
          {refusal.pullRequest && (
            <p>
              <a href={refusal.pullRequest} target="_blank" rel="noreferrer">
                Open a pull request
              </a>
            </p>
          )}
          <ConflictList conflicts={refusal.conflicts} />
          {refusal.problems.length > 0 && (
            <ul>
              {refusal.problems.map((problem, i) => (
                <li key={i}>
                  {problem.place ?? problem.path}: {problem.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ol className="changes" aria-label="Changes, newest first">
        {history?.changes.map((change) => (
          <li key={change.commit}>
            <p>
              <strong>{change.message}</strong>{' '}
              {!change.published && <span className="badge">{change.pushed ? 'not yet published' : 'not yet sent'}</span>}
            </p>
            <p>
              {change.author}, <time dateTime={change.date}>{new Date(change.date).toLocaleString()}</time>
            </p>
            <details>
              <summary>What changed</summary>
              {/* Scrolled by keyboard too, so it takes focus (WCAG 2.1.1). */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <pre className="diff" tabIndex={0}>
                {shownLines(change.diff).map((line, i) => (
                  <span
                    key={i}
                    className={
                      line.startsWith('+') ? 'added' : line.startsWith('-') ? 'removed' : line.startsWith('@@') ? 'hunk' : undefined
                    }
                  >
                    {line}
                    {'\n'}
                  </span>
                ))}
              </pre>
            </details>
            <button
              type="button"
              disabled={busy || unsaved}
              title={unsaved ? 'Save or discard your changes first' : undefined}
              aria-label={`Undo this change: ${change.message}`}
              onClick={() => void undo(change)}
            >
              Undo this change
            </button>
          </li>
        ))}
      </ol>
      {history?.next != null && (
        <button type="button" disabled={busy} onClick={() => void loadOlder(history.next!)}>
          Show older changes
        </button>
      )}
    </dialog>
  );
}

/** The diff's lines a person reads: its hunks, without git's headers (which file, which blobs). */
const shownLines = (diff: string) =>
  diff
    .replace(/\n$/, '')
    .split('\n')
    .filter((line) => !/^(diff --git |index |--- |\+\+\+ |new file mode |deleted file mode )/.test(line));
