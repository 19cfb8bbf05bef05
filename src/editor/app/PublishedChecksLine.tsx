import type { PublishedChecks } from '../branchState.ts';

/**
 * The published branch's last checks on GitHub (the carrier's CI), in plain words beside what
 * is published: "Checks on main: passed", with the link to the run; or why they are not known.
 */
export function PublishedChecksLine({ checks }: { checks: PublishedChecks }) {
  switch (checks.state) {
    case 'unreachable':
      return <p className="checks">Checks on {checks.branch}: could not reach GitHub. Open this again in a little while.</p>;
    case 'refused':
      return (
        <p className="checks" role="alert">
          Checks on {checks.branch}: GitHub refused the token: ask the person who set up the editor to renew it.
        </p>
      );
    case 'limited':
      return (
        <p className="checks">
          Checks on {checks.branch}: GitHub answers no more questions from this token for now. Open this again in an hour.
        </p>
      );
    case 'not-found':
      return (
        <p className="checks" role="alert">
          Checks on {checks.branch}: GitHub shows this token no such repository or branch: ask the person who set up the editor to give the
          token &ldquo;Checks: read&rdquo; on this repository.
        </p>
      );
    case 'none':
      return <p className="checks">Checks on {checks.branch}: none has run yet.</p>;
    default:
      return (
        <p className="checks">
          Checks on {checks.branch}: {checks.state}
          {checks.url && (
            <>
              {' '}
              (
              <a href={checks.url} target="_blank" rel="noreferrer">
                {checks.name} on GitHub
              </a>
              )
            </>
          )}
          .
        </p>
      );
  }
}
