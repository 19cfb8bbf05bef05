import { createHash } from 'node:crypto';
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { decodeConfig, unreadableConfig } from '../read/configSource.ts';
import { carrierConfigFile } from '../carrierConfig.ts';
import { assetFile, assetRefs } from '../files/assetFiles.ts';
import { inspectConfigSource, type ConfigInspection, type InspectOptions } from '../loadSiteConfig.ts';
import { SiteConfigError, type Finding } from '../problem.ts';
import { saveDiff } from './saveDiff.ts';
import { writeAtomically } from './writeAtomically.ts';

/**
 * A config file opened for editing, and saved back: what was read is remembered (its bytes'
 * hash), so that a save never overwrites a file that changed on disk meanwhile (a text editor, a
 * `git pull`); a save is checked by the same reader as `npm run check` and written atomically,
 * in the file's own line ends. The text edits apply to is src/config/write/editConfig.ts's.
 */
export interface OpenedConfig {
  /** The file's real path: a link is followed, so a save replaces the file it points to and the link stays. */
  file: string;
  /** The file as problems name it (relative to the working folder). */
  shown: string;
  /** The text as the config reader reads it (UTF-8, line feeds, no byte order mark): what edits apply to. */
  text: string;
  /** SHA-256 of the bytes read: a save compares it with the file on disk. */
  sha256: string;
  /** When the file was last changed, as read: a hint for a caller that watches the file, never the test of a change (a checkout may keep it, a second may hold two saves). */
  mtimeMs: number;
  /** The file's line ends (CR LF when every line ends so) and byte order mark, written back as they were. */
  lineEnd: '\n' | '\r\n';
  bom: boolean;
}

/** The outcome of a save: written, refused for the config's problems, or refused because the file changed on disk since it was read. */
export type SaveResult =
  | {
      status: 'saved';
      opened: OpenedConfig;
      diff: string;
      findings: Finding[];
      /** Every file the saved config names (photos, logos, fonts), as absolute paths inside its folder. */
      namedFiles: string[];
    }
  | { status: 'invalid'; problems: Finding[] }
  | {
      status: 'changed on disk';
      problems: Finding[];
      /** The file as it is now (undefined if it is gone), to reload and apply the edits again. */
      onDisk: OpenedConfig | undefined;
      /** The text that was not saved. */
      unsaved: string;
    };

/** Reads the config `file` for editing. Throws SiteConfigError, located, for a file that is not a readable UTF-8 text. */
export function openConfig(file = carrierConfigFile()): OpenedConfig {
  const shown = relative(process.cwd(), file) || file;
  const fail = (message: string, line = 1, column = 1) =>
    new SiteConfigError([{ file: shown, line, column, path: '', message, severity: 'error' }]);
  let real: string;
  let bytes: Buffer;
  let mtimeMs: number;
  try {
    real = realpathSync(file);
    ({ mtimeMs } = statSync(real));
    bytes = readFileSync(real);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (typeof code !== 'string') throw error;
    throw fail(unreadableConfig(code));
  }
  const decoded = decodeConfig(bytes);
  if ('problem' in decoded) throw fail(decoded.problem.message, decoded.problem.line, decoded.problem.column);
  const text = new TextDecoder().decode(bytes);
  const feeds = text.split('\n').length - 1;
  return {
    file: real,
    shown,
    text: decoded.text,
    sha256: sha256(bytes),
    mtimeMs,
    lineEnd: feeds > 0 && text.split('\r\n').length - 1 === feeds ? '\r\n' : '\n',
    bom: bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf,
  };
}

/** What saving `text` would change in the opened file: a unified diff, empty when nothing. */
export const diffOfSave = (opened: OpenedConfig, text: string) => saveDiff(opened.shown, opened.text, text);

/**
 * Saves `text` (the opened text, edited) over the opened file: refused, with nothing written,
 * when the file on disk is no longer the one that was opened, or when the config has a problem
 * `npm run check` would report (its problems returned, located in the new text); otherwise
 * written atomically, with the warnings and notes the check found.
 */
export function saveConfig(opened: OpenedConfig, text: string, options: InspectOptions = {}): SaveResult {
  const checked = checkSave(opened, text, options);
  return checked.status === 'checked' ? writeSave(checked.save) : checked;
}

/** A save checked as `npm run check` checks a config, not yet written: the bytes to write, and what the check made of them. */
export interface CheckedSave {
  opened: OpenedConfig;
  text: string;
  bytes: Buffer;
  inspection: ConfigInspection;
}

/**
 * The first half of `saveConfig`: the save refused (changed on disk, or invalid), or checked,
 * with nothing written. Between the halves a caller may check more of it, with the check's own
 * reading of the config (the editor: the files a save brings in, src/editor/server/savedFiles.ts).
 */
export function checkSave(
  opened: OpenedConfig,
  text: string,
  options: InspectOptions = {},
): Exclude<SaveResult, { status: 'saved' }> | { status: 'checked'; save: CheckedSave } {
  if (!unchangedOnDisk(opened)) return changedOnDisk(opened, text);
  const bytes = encoded(text, opened);
  try {
    return {
      status: 'checked',
      save: { opened, text, bytes, inspection: inspectConfigSource(bytes, opened.shown, { ...options, configDir: dirname(opened.file) }) },
    };
  } catch (error) {
    if (error instanceof SiteConfigError) return { status: 'invalid', problems: error.problems };
    throw error;
  }
}

/** The second half of `saveConfig`: the checked save written atomically, unless the file changed on disk meanwhile. */
export function writeSave({ opened, text, bytes, inspection }: CheckedSave): SaveResult {
  const configDir = dirname(opened.file);
  const diff = diffOfSave(opened, text);
  // Asked again once the new bytes are on disk beside it: the file may have changed while they were checked and written.
  if (diff && !writeAtomically(opened.file, bytes, () => unchangedOnDisk(opened))) return changedOnDisk(opened, text);
  return {
    status: 'saved',
    opened: { ...opened, text, sha256: sha256(bytes), mtimeMs: statSync(opened.file).mtimeMs },
    diff,
    findings: inspection.findings,
    namedFiles: assetRefs(inspection.config).map(({ file }) => assetFile(configDir, file)),
  };
}

/** The refusal of a save because the opened file changed on disk, with it as it is now and the text not saved. */
const changedOnDisk = (opened: OpenedConfig, text: string): Extract<SaveResult, { status: 'changed on disk' }> => ({
  status: 'changed on disk',
  problems: [
    {
      file: opened.shown,
      line: 1,
      column: 1,
      path: '',
      severity: 'error',
      message:
        'The file changed on disk since it was opened (saved from a text editor, or a git pull?): nothing was saved. Reload it and make the changes again',
    },
  ],
  onDisk: reopened(opened.file, opened.shown),
  unsaved: text,
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Whether the file on disk still holds the bytes that were opened. */
function unchangedOnDisk(opened: OpenedConfig): boolean {
  try {
    return sha256(readFileSync(opened.file)) === opened.sha256;
  } catch {
    return false;
  }
}

/** The file opened again, or undefined when it is gone or no longer a config's text. */
function reopened(file: string, shown: string): OpenedConfig | undefined {
  try {
    return { ...openConfig(file), shown };
  } catch {
    return undefined;
  }
}

/** `text` as the bytes of the opened file: its line ends and byte order mark as they were. */
function encoded(text: string, { lineEnd, bom }: OpenedConfig): Buffer {
  const lines = lineEnd === '\r\n' ? text.replace(/\n/g, '\r\n') : text;
  return Buffer.from(bom ? `\uFEFF${lines}` : lines, 'utf8');
}
