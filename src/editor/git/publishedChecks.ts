import { request } from '@octokit/request';
import { z } from 'zod';
import type { PublishedChecks } from '../branchState.ts';
import { forgeOf, type Forge } from './pullRequestLink.ts';
import { remoteRepository } from './remoteRepository.ts';
import { runGit } from './runGit.ts';
import type { WorkingBranch } from './workingBranch.ts';

/**
 * How the carrier's CI stands on the published branch, where the repository is on GitHub and the
 * editor has a token: the branch's latest check runs, from GitHub's REST API
 * (`GET /repos/{owner}/{repo}/commits/{ref}/check-runs`, through @octokit/request), told as one
 * state. Asked when a page asks for it, never on a timer; the answer is kept a little while, so
 * that many pages open at once ask GitHub once; a GitHub that is slow or down is waited for a
 * few seconds at most, then said ("unreachable"), so the editor itself is never slowed.
 * The token goes to GitHub alone: nothing of it is in the answer.
 */

export interface ChecksSettings {
  /** A GitHub token that may read the repository's checks; without one, nothing is asked. */
  token: string | undefined;
  /** GitHub's REST API: api.github.com for github.com, `https://HOST/api/v3` (GitHub Enterprise Server) for another host, unless given. */
  apiBase?: string;
  /** The remote's service when its host does not say it (GitHub Enterprise Server on its own host name). */
  forge?: Forge;
  /** The clock the answer's age is read on (a test's own). */
  now?: () => number;
  /** Ends the wait for GitHub's answer: by default a signal that aborts WAIT_MS after the question (a test's own, like `now`). */
  waitOver?: () => AbortSignal;
}

export interface PublishedChecksSource {
  /** The checks as GitHub last said them, asked again when that answer is older than a little while. */
  state(): Promise<PublishedChecks>;
}

/** How long an answer is kept: short enough that a run finishing is seen soon, long enough that a room of open pages asks once. */
export const CHECKS_KEPT_MS = 30_000;
const WAIT_MS = 5_000;

/** The part of GitHub's answer read here (https://docs.github.com/rest/checks/runs#list-check-runs-for-a-git-reference). */
const checkRunsAnswer = z.object({
  total_count: z.number(),
  check_runs: z.array(
    z.object({
      name: z.string(),
      status: z.string(),
      conclusion: z.string().nullable(),
      html_url: z.string().nullable(),
    }),
  ),
});
type CheckRun = z.infer<typeof checkRunsAnswer>['check_runs'][number];

/** A conclusion of a run that did not pass (GitHub's words); success, neutral and skipped pass. */
const FAILED = new Set(['failure', 'timed_out', 'cancelled', 'action_required', 'startup_failure', 'stale']);

/** The checks of `published` on the repository `remoteUrl` names, or undefined (nothing to show, nothing asked) where it is not on GitHub or there is no token. */
export function publishedChecksOf(remoteUrl: string, published: string, settings: ChecksSettings): PublishedChecksSource | undefined {
  const { token, forge, now = Date.now, waitOver = () => AbortSignal.timeout(WAIT_MS) } = settings;
  const repository = remoteRepository(remoteUrl);
  if (!token || !repository || (forge ?? forgeOf(repository.host)) !== 'github') return undefined;
  const [owner, repo, ...rest] = repository.path.split('/');
  if (!owner || !repo || rest.length) return undefined;
  const baseUrl = (
    settings.apiBase ?? (repository.host === 'github.com' ? 'https://api.github.com' : `https://${repository.host}/api/v3`)
  ).replace(/\/+$/, '');

  const ask = async (): Promise<PublishedChecks> => {
    try {
      const answer = await request('GET /repos/{owner}/{repo}/commits/{ref}/check-runs', {
        baseUrl,
        owner,
        repo,
        ref: published,
        per_page: 100,
        headers: { authorization: `Bearer ${token}`, 'x-github-api-version': '2022-11-28' },
        request: { signal: waitOver() },
      });
      const runs = checkRunsAnswer.safeParse(answer.data);
      // An answer of another shape is not GitHub's (a proxy's page, another service): as if it had not answered.
      if (!runs.success) return { state: 'unreachable', branch: published };
      return stateOf(runs.data.check_runs, published);
    } catch (error) {
      const { status, response } = error as { status?: number; response?: { headers?: Record<string, unknown> } };
      // GitHub's rate limit answers 429, or 403 with no request left (https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api).
      if (status === 429 || (status === 403 && response?.headers?.['x-ratelimit-remaining'] === '0'))
        return { state: 'limited', branch: published };
      if (status === 401 || status === 403) return { state: 'refused', branch: published };
      // A repository the token may not read is, to GitHub, one that does not exist.
      if (status === 404 || status === 422) return { state: 'not-found', branch: published };
      return { state: 'unreachable', branch: published };
    }
  };

  let kept: { at: number; answer: Promise<PublishedChecks> } | undefined;
  return {
    state: () => {
      // The question under way, or its answer while fresh, is every page's: GitHub is asked once.
      if (!kept || now() - kept.at >= CHECKS_KEPT_MS) kept = { at: now(), answer: ask() };
      return kept.answer;
    },
  };
}

/** The checks of the working branch's published branch, on its remote (as `git remote get-url` gives it). */
export async function publishedChecksOfBranch(branch: WorkingBranch, settings: ChecksSettings) {
  if (!settings.token) return undefined;
  const { remote, published } = branch.settings;
  const remoteUrl = (await runGit(branch.repo, ['remote', 'get-url', remote])).trim();
  return publishedChecksOf(remoteUrl, published, settings);
}

/** The runs told as one state: failed if one failed, else running, else queued while one waits, else passed; the run to open, that one. */
function stateOf(runs: CheckRun[], branch: string): PublishedChecks {
  if (!runs.length) return { state: 'none', branch };
  const failed = runs.find((run) => run.status === 'completed' && run.conclusion !== null && FAILED.has(run.conclusion));
  const running = runs.find((run) => run.status === 'in_progress');
  const queued = runs.find((run) => run.status !== 'completed' && run.status !== 'in_progress');
  const [state, run] = failed
    ? (['failed', failed] as const)
    : running
      ? (['running', running] as const)
      : queued
        ? (['queued', queued] as const)
        : (['passed', runs[0]!] as const);
  const url = run.html_url && /^https?:\/\//.test(run.html_url) ? run.html_url : undefined;
  return { state, branch, name: run.name, ...(url ? { url } : {}) };
}
