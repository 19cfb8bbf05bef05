import type { Conflict } from '../branchState.ts';

/** A value as the person reads it: its text, or its data as JSON; absent is "removed". */
const shown = (value: unknown) => (value === undefined ? '(removed)' : typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The keys someone else changed too, each with their value and the person's, so that they choose
 * (src/editor/git/reapplyEdits.ts says why nothing was saved over them). `columns`: what the two
 * values are (a save's, by default: theirs saved, the person's not).
 */
export function ConflictList({
  conflicts,
  columns = ['Their value (saved)', 'Your value (not saved)'],
}: {
  conflicts: readonly Conflict[];
  columns?: readonly [string, string];
}) {
  if (!conflicts.length) return null;
  return (
    <table className="conflicts">
      <caption>Changed by someone else too</caption>
      <thead>
        <tr>
          <th scope="col">Where</th>
          <th scope="col">{columns[0]}</th>
          <th scope="col">{columns[1]}</th>
        </tr>
      </thead>
      <tbody>
        {conflicts.map((conflict) => (
          <tr key={conflict.path.join('.')}>
            <th scope="row">
              <code>{conflict.path.join('.')}</code>
            </th>
            <td>{shown(conflict.theirs)}</td>
            <td>{shown(conflict.yours)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
