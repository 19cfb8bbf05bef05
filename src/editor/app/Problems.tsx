import type { Finding } from '../../config/problem.ts';

export interface ProblemsProps {
  findings: Finding[];
  /** Where a finding's field is, as the editor names it (./parts/parts.ts, placeOfField). */
  placeOf: (finding: Finding) => string;
  onGo: (finding: Finding) => void;
}

/**
 * What the check finds in the config as it now is, as `npm run check` says it: the errors, which
 * keep it from being saved, then the warnings. Each one links to its field, named as the editor
 * names its parts and the form its fields (no key path, no line: the person editing here never
 * sees the file).
 */
export function Problems({ findings, placeOf, onGo }: ProblemsProps) {
  const errors = findings.filter((finding) => finding.severity === 'error');
  const warnings = findings.filter((finding) => finding.severity === 'warning');
  return (
    <section className="problems" aria-labelledby="problems-heading">
      <h2 id="problems-heading">
        {errors.length ? `${errors.length} problem${errors.length === 1 ? '' : 's'} to fix before saving` : 'No problem: ready to save'}
      </h2>
      {errors.length > 0 && <FindingList findings={errors} placeOf={placeOf} onGo={onGo} />}
      {warnings.length > 0 && (
        <details>
          <summary>
            {warnings.length} warning{warnings.length === 1 ? '' : 's'} (the site builds; worth a look)
          </summary>
          <FindingList findings={warnings} placeOf={placeOf} onGo={onGo} />
        </details>
      )}
    </section>
  );
}

function FindingList({ findings, placeOf, onGo }: ProblemsProps) {
  return (
    <ul>
      {findings.map((finding, i) => (
        <li key={i}>
          <button type="button" className="link" onClick={() => onGo(finding)}>
            {placeOf(finding)}
          </button>
          : {finding.message}
        </li>
      ))}
    </ul>
  );
}
