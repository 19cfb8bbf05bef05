import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { assetFile, assetRefs } from '../../config/files/assetFiles.ts';
import { inspectConfigSource } from '../../config/loadSiteConfig.ts';
import { SiteConfigError } from '../../config/problem.ts';
import type { KeyPath } from '../../../schema/keyPath.ts';
import { runGit } from '../git/runGit.ts';
import type { UploadChange } from '../git/uploadsChanged.ts';
import type { WorkingBranch } from '../git/workingBranch.ts';
import { mayChange } from '../people/roles.ts';
import { roleRefusal, type ApiAnswer, type Who } from './editorApi.ts';

/**
 * An undo's uploads put back in the checkout, before its save checks and commits them
 * (./gitRoutes.ts): a photo or logo the change replaced or removed gets its old bytes back; one
 * it added is removed where the config, as the undo leaves it (`text`), names it no more, and
 * kept where it still does (a later change uses it). A file put back must be within `who`'s role
 * by every key that names it (403 otherwise, nothing touched). `paths`: the files to commit with
 * the save; `putBack`, the checkout as it was, for a save refused; `nothingLeft`, the answer
 * where nothing of the change can be undone.
 */
export async function undoneUploads(
  branch: WorkingBranch,
  text: string,
  uploads: readonly UploadChange[],
  who: Who | undefined,
): Promise<{ ok: false; answer: ApiAnswer } | { ok: true; paths: string[]; putBack: () => Promise<void>; nothingLeft: ApiAnswer }> {
  const configDir = dirname(join(branch.repo, branch.configPath));
  const namedAt = keysNaming(text, branch.configPath, configDir);
  const restored: string[] = [];
  const removed: string[] = [];
  const kept: string[] = [];
  for (const { path, before } of uploads) {
    const file = join(branch.repo, path);
    const keys = namedAt.get(file) ?? [];
    if (before) {
      const outside = who && keys.find((key) => !mayChange(who.role, key));
      if (who && outside) return { ok: false, answer: roleRefusal(who, outside) };
      restored.push(path);
    } else if (keys.length) kept.push(`${path} (named at ${keys.map((key) => key.join(' › ')).join(', ')})`);
    else removed.push(path);
  }
  const git = (...args: string[]) => runGit(branch.repo, args);
  // From the commit before the change, into the checkout alone: the save's commit stages them.
  for (const { path, before } of uploads) if (before) await git('restore', `--source=${before}`, '--worktree', '--', path);
  for (const path of removed) rmSync(join(branch.repo, path), { force: true });
  const paths = [...restored, ...removed];
  return {
    ok: true,
    paths: paths.map((path) => join(branch.repo, path)),
    putBack: async () => {
      if (paths.length) await git('restore', '--source=HEAD', '--staged', '--worktree', '--', ...paths);
    },
    nothingLeft: {
      status: 409,
      body: {
        error: `This change cannot be undone: the file it added is still used by the config, ${kept.join('; ')}, from a later change. Undo that later change first`,
      },
    },
  };
}

/** The config's keys naming each file (its absolute path), as the check reads them; none where the check cannot read it (the save then says why). */
function keysNaming(text: string, shown: string, configDir: string): Map<string, KeyPath[]> {
  const named = new Map<string, KeyPath[]>();
  try {
    for (const { file, path } of assetRefs(inspectConfigSource(text, shown, { configDir }).config)) {
      const at = assetFile(configDir, file);
      named.set(at, [...(named.get(at) ?? []), path]);
    }
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
  }
  return named;
}
