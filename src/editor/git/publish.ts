import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SiteConfigError, type Finding } from '../../config/problem.ts';
import { configAtCommit, asCommitted } from './configAtCommit.ts';
import { editsBetween } from './editsBetween.ts';
import { pullRequestLink, type Forge } from './pullRequestLink.ts';
import { dataOf, reapplyEdits } from './reapplyEdits.ts';
import { BuildFailure, checkedBuild } from './siteBuild.ts';
import { GitFailure, gitSays, runGit } from './runGit.ts';
import type { WorkingBranch } from './workingBranch.ts';

/**
 * Publish: the working branch's head, checked and built on the server as `npm run build` does
 * (./siteBuild.ts)
 * (in a worktree of its own, so the checkout the editor saves in is never touched), merged into
 * the published branch (a fast-forward where it can be, else a merge commit) and pushed, so that
 * the carrier's own CI checks and deploys it; the working branch then follows a merge made so
 * (./workingBranch.ts's checkout and the remote's), so that the next save starts from what is
 * published. Where the remote refuses the push (a protected branch), the answer says so with
 * the link to open a pull request instead.
 */
export type Publication =
  | { status: 'published'; commit: string; warnings: Finding[] }
  | { status: 'nothing to publish' }
  | { status: 'not pushed'; pushError: string }
  | { status: 'problems'; problems: Finding[] }
  | { status: 'build failed'; said: string }
  | { status: 'refused'; said: string; pullRequest?: string }
  | { status: 'cannot merge'; said: string; pullRequest?: string };

/**
 * Checks and builds the carrier whose config is `configFile` into `outDir`: throws SiteConfigError
 * with its problems (src/prerender/buildSite.ts); resolves with what the build warns of the pages.
 */
export type BuildCheck = (configFile: string, outDir: string) => Promise<Finding[]>;

export interface PublishOptions {
  /** ./siteBuild.ts's unless given. */
  build?: BuildCheck;
  /** The service of the remote, for the pull request's link; guessed from its URL when absent. */
  forge?: Forge;
}

/** Who publishes: the merge commit's author and committer, where one is made (else git's own settings). */
export interface Publisher {
  name: string;
  email: string;
}

export function publish(branch: WorkingBranch, { build = checkedBuild, forge }: PublishOptions = {}, by?: Publisher): Promise<Publication> {
  const { repo, configPath, settings } = branch;
  const { remote, branch: working, published } = settings;
  const publishedRef = `refs/remotes/${remote}/${published}`;
  return branch.exclusive(async () => {
    await branch.catchUp();
    const pushed = await branch.push();
    if (pushed.pushError) return { status: 'not pushed', pushError: pushed.pushError };
    const head = (await runGit(repo, ['rev-parse', 'HEAD'])).trim();
    const hasPublished = await gitSays(repo, ['rev-parse', '--verify', '--quiet', publishedRef]);
    if (hasPublished && (await gitSays(repo, ['merge-base', '--is-ancestor', head, publishedRef]))) return { status: 'nothing to publish' };
    const link = async () => {
      const url = (await runGit(repo, ['remote', 'get-url', remote])).trim();
      return pullRequestLink(url, working, published, forge);
    };
    const folder = mkdtempSync(join(tmpdir(), 'editor-publish-'));
    const tree = join(folder, 'site');
    try {
      // What is published: the working branch itself when the published one is behind it, else both merged.
      const fastForward = !hasPublished || (await gitSays(repo, ['merge-base', '--is-ancestor', publishedRef, head]));
      await runGit(repo, ['worktree', 'add', '--quiet', '--detach', tree, fastForward ? head : publishedRef]);
      if (!fastForward) {
        const identity = by && {
          GIT_AUTHOR_NAME: by.name,
          GIT_AUTHOR_EMAIL: by.email,
          GIT_COMMITTER_NAME: by.name,
          GIT_COMMITTER_EMAIL: by.email,
        };
        const unmerged = await merged(tree, head, configPath, `Publish ${working}`, identity);
        if (unmerged) return { status: 'cannot merge', said: unmerged, pullRequest: await link() };
      }
      let warnings: Finding[];
      try {
        warnings = await build(join(tree, configPath), join(folder, 'dist'));
      } catch (error) {
        if (error instanceof BuildFailure) return { status: 'build failed', said: error.message };
        if (!(error instanceof SiteConfigError)) throw error;
        return { status: 'problems', problems: error.problems };
      }
      const commit = (await runGit(tree, ['rev-parse', 'HEAD'])).trim();
      try {
        // Never forced: a published branch that moved meanwhile refuses it, and Publish is asked again.
        await runGit(repo, ['push', '--quiet', '--porcelain', remote, `${commit}:refs/heads/${published}`]);
      } catch (error) {
        if (!(error instanceof GitFailure)) throw error;
        return { status: 'refused', said: error.said, pullRequest: await link() };
      }
      await runGit(repo, ['update-ref', publishedRef, commit]);
      if (commit !== head) await workingFollows(branch, commit);
      return { status: 'published', commit, warnings };
    } finally {
      await runGit(repo, ['worktree', 'remove', '--force', tree]).catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    }
  });
}

/**
 * The working branch fast-forwarded to `merge` (the published branch's new head, made from the
 * working branch's head): on the remote, then here, so that the changes published from
 * elsewhere are in the file the next save is made on, and the next Publish has no merge to
 * make again. Never forced: where the remote's working branch moved meanwhile (or cannot be
 * reached), both stay, and the next Publish merges again. Inside `exclusive`.
 */
async function workingFollows({ repo, settings: { remote, branch } }: WorkingBranch, merge: string) {
  try {
    await runGit(repo, ['push', '--quiet', '--porcelain', remote, `${merge}:refs/heads/${branch}`]);
  } catch (error) {
    if (!(error instanceof GitFailure)) throw error;
    return;
  }
  await runGit(repo, ['update-ref', `refs/remotes/${remote}/${branch}`, merge]);
  // The checkout's files with it; should this fail, the next save's catch-up takes the remote's head.
  await runGit(repo, ['merge', '--quiet', '--ff-only', merge]).catch((error: unknown) => {
    if (!(error instanceof GitFailure)) throw error;
  });
}

/**
 * `head` merged into the published branch checked out in `tree`, committed with `message`; or
 * why not. The config is merged as the editor's edits: the working branch's changes since the
 * two parted, made on the published branch's config (./reapplyEdits.ts), so that two changes to
 * neighbouring lines both land where git's merge of lines would stop; a key both changed stops it.
 */
async function merged(
  tree: string,
  head: string,
  configPath: string,
  message: string,
  env: Record<string, string> | undefined,
): Promise<string | undefined> {
  try {
    await runGit(tree, ['merge', '--quiet', '--no-ff', '--no-edit', '-m', message, head], { env: env ?? {} });
    return undefined;
  } catch (error) {
    if (!(error instanceof GitFailure)) throw error;
    const unmerged = (await runGit(tree, ['diff', '--name-only', '-z', '--diff-filter=U'])).split('\0').filter(Boolean);
    if (unmerged.length !== 1 || unmerged[0] !== configPath) return error.said;
    const base = (await runGit(tree, ['merge-base', 'HEAD', head])).trim();
    const [before, after, published] = await Promise.all([base, head, 'HEAD'].map((commit) => configAtCommit(tree, commit, configPath)));
    if (!before || !after || !published) return error.said;
    const reapplied = reapplyEdits(before.text, published.text, editsBetween(dataOf(before.text), dataOf(after.text)), configPath);
    if (!reapplied.ok)
      return 'conflicts' in reapplied
        ? `both changed ${reapplied.conflicts.map(({ path }) => path.join('.')).join(', ')}`
        : reapplied.problems.map((problem) => problem.message).join('; ');
    writeFileSync(join(tree, configPath), asCommitted(reapplied.text, published));
    await runGit(tree, ['add', '--', configPath]);
    await runGit(tree, ['commit', '--quiet', '--no-edit', '-m', message], { env: env ?? {} });
    return undefined;
  }
}
