import { dirname } from 'node:path';
import { parseDocument } from 'yaml';
import { inspectConfigSource, type ConfigInspection } from '../../config/loadSiteConfig.ts';
import { placedMessage, SiteConfigError, type Finding } from '../../config/problem.ts';
import type { KeyPath } from '../../../schema/keyPath.ts';
import { changeOutsideRole, type Role } from '../people/roles.ts';
import { checkSave, diffOfSave, openConfig, writeSave, type OpenedConfig } from '../../config/write/saveConfig.ts';
import { draftText } from './draftText.ts';
import { editRequest } from './editRequest.ts';
import { commitSave, inGitCheckout } from './gitCommit.ts';
import { problemsOfNewFiles } from './savedFiles.ts';
import type { Draft } from './previewSite.ts';

/**
 * The editor's API on the one config file it was started on (its path fixed at start: no request
 * names a file): read it, preview edits, save them. Each answer is a status and a JSON body;
 * a refusal's body is `{ error, problems? }`, its problems located as `npm run check` prints them.
 * Nothing of the file is kept between requests: each one reads it, so a change made on disk
 * meanwhile is seen at once. What is kept is the config each person's preview draws (`Shown`),
 * the last one checked for them.
 */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** Told each config the API checks, with its inspection (or its problems): the asker's preview draws it (./previewSite.ts). */
export type Shown = (draft: Draft) => void;

/** The person signed in to the hosted editor: their role bounds their edits, their name and email author their commits. */
export interface Who {
  role: Role;
  name: string;
  email: string;
}

/**
 * GET /api/config: the file's text, its hash (the version edits are made on), its data (what
 * the YAML reads as, which the editor's forms show), whether a save can be committed with git,
 * and what the check finds in it. A file whose YAML cannot be read is refused (422): the
 * editor edits data, and it must be fixed in a text editor first.
 */
export function getConfig(configFile: string, shown?: Shown): ApiAnswer {
  return opened(configFile, (config) => {
    const doc = parseDocument(config.text, { merge: true });
    const checked = checkedText(config, config.text);
    if (doc.errors.length)
      return {
        status: 422,
        body: {
          error: 'The config is not valid YAML, so the editor cannot show it: fix it in a text editor, then reload',
          problems: checked.findings,
        },
      };
    shown?.(checked.inspection);
    return {
      status: 200,
      body: {
        file: config.shown,
        text: config.text,
        hash: config.sha256,
        data: doc.toJS() as unknown,
        git: inGitCheckout(config.file),
        findings: checked.findings,
      },
    };
  });
}

/** POST /api/preview: the text with the edits made, what saving it would change, and what the check would find; nothing is written. */
export function previewEdits(configFile: string, body: unknown, shown?: Shown, who?: Who): ApiAnswer {
  return edited(configFile, body, who, (config, text) => {
    const checked = checkedText(config, text);
    shown?.(checked.inspection);
    return { status: 200, body: { text, diff: diffOfSave(config, text), findings: checked.findings } };
  });
}

/**
 * POST /api/save: the edits made and saved, unless the file changed on disk since `base` (409),
 * the result has a problem, or a file it brings in (new to the config, or not committed as it
 * is) is one the check refuses (422, ./savedFiles.ts); with `commit`, then committed with that
 * message (`committed`; `committedFiles`, the config and each file it names that was new or
 * changed: ./gitCommit.ts), or saved and not committed, with what git said (`commitError`).
 * Hosted, the commit's author is the person signed in. `alsoCommitted`: files (absolute paths) the commit takes as they are in the
 * checkout, changed or removed (an undo's uploads put back).
 */
export async function saveEdits(
  configFile: string,
  body: unknown,
  _shown?: Shown,
  who?: Who,
  alsoCommitted: readonly string[] = [],
): Promise<ApiAnswer> {
  return edited(configFile, body, who, async (config, text, commit) => {
    const checked = checkSave(config, text);
    const unusable = checked.status === 'checked' ? await problemsOfNewFiles(checked.save) : [];
    if (unusable.length)
      return {
        status: 422,
        body: {
          error: `A file this change names cannot be used, so nothing was saved: ${placedMessage(unusable[0]!)}`,
          problems: unusable,
        },
      };
    const saved = checked.status === 'checked' ? writeSave(checked.save) : checked;
    if (saved.status === 'saved') {
      const author = who && { name: who.name, email: who.email };
      const committed = commit === undefined ? undefined : commitSave(saved.opened.file, saved.namedFiles, commit, author, alsoCommitted);
      return {
        status: 200,
        body: {
          hash: saved.opened.sha256,
          diff: saved.diff,
          findings: saved.findings,
          ...(committed?.ok ? { committed: commit, committedFiles: committed.files } : {}),
          ...(committed && !committed.ok ? { commitError: `Saved, but git could not commit it: ${committed.message}` } : {}),
        },
      };
    }
    if (saved.status === 'invalid')
      return {
        status: 422,
        body: { error: 'The config would have a problem: nothing was saved. Fix it and save again', problems: saved.problems },
      };
    return changedOnDisk(saved.onDisk, saved.problems);
  });
}

/** `answer` of the config as it is on disk, or its problem when it is not a readable text (422). */
function opened<A extends ApiAnswer | Promise<ApiAnswer>>(configFile: string, answer: (config: OpenedConfig) => A): ApiAnswer | A {
  let config: OpenedConfig;
  try {
    config = openConfig(configFile);
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    return {
      status: 422,
      body: { error: 'The config file cannot be opened: fix it in a text editor, then reload', problems: error.problems },
    };
  }
  return answer(config);
}

/**
 * `answer` of the edited text of a valid request made on the version on disk, within the role of
 * `who` (when hosted); otherwise the refusal.
 */
function edited<A extends ApiAnswer | Promise<ApiAnswer>>(
  configFile: string,
  body: unknown,
  who: Who | undefined,
  answer: (config: OpenedConfig, text: string, commit?: string) => A,
): ApiAnswer | A {
  const request = editRequest.safeParse(body);
  if (!request.success)
    return {
      status: 400,
      body: {
        error: `The request is not a list of edits the editor makes: ${request.error.issues
          .slice(0, 5)
          .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
          .join('; ')}`,
      },
    };
  return opened(configFile, (config) => {
    if (config.sha256 !== request.data.base) return changedOnDisk(config);
    const result = draftText(config.text, request.data.edits, config.shown);
    if (!result.ok) return { status: 422, body: { error: 'An edit cannot be made: nothing was changed', problems: result.problems } };
    return outsideRole(who, config.text, result.text) ?? answer(config, result.text, request.data.commit);
  });
}

/**
 * The 403 of an edit that changes, in `after`, a value the role of `who` may not change
 * (../people/roles.ts), judged by the data before and after, not by how the edit is phrased.
 */
export function outsideRole(who: Who | undefined, before: string, after: string): ApiAnswer | undefined {
  if (!who) return undefined;
  const path = changeOutsideRole(who.role, parseDocument(before, { merge: true }).toJS(), parseDocument(after, { merge: true }).toJS());
  return path && roleRefusal(who, path);
}

export const roleRefusal = (who: Who, path: KeyPath): ApiAnswer => ({
  status: 403,
  body: {
    error: `Your role (${who.role}) cannot change ${path.join(' › ') || 'the whole file'}: nothing was saved. An admin of the editor can change it`,
  },
});

/** 409: the file is no longer the version the edits were made on; with it as it is now, to reload and make them again. */
function changedOnDisk(onDisk: OpenedConfig | undefined, problems?: Finding[]): ApiAnswer {
  return {
    status: 409,
    body: {
      error:
        'The file changed on disk since it was opened (saved from a text editor, or a git pull?): nothing was saved. Reload it and make the changes again',
      ...(problems ? { problems } : {}),
      onDisk: onDisk ? { text: onDisk.text, hash: onDisk.sha256 } : null,
    },
  };
}

/**
 * The check of `text` of the opened file: every finding (its errors, or its warnings and notes),
 * and the inspection as a function that returns it or throws its problems, for the preview.
 */
function checkedText(config: OpenedConfig, text: string): { findings: Finding[]; inspection: () => ConfigInspection } {
  try {
    const inspection = inspectConfigSource(text, config.shown, { configDir: dirname(config.file) });
    return { findings: inspection.findings, inspection: () => inspection };
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    return {
      findings: error.problems,
      inspection: () => {
        throw error;
      },
    };
  }
}
