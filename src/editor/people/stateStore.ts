import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import type { z } from 'zod';
import { writeAtomically } from '../../config/write/writeAtomically.ts';

/**
 * The hosted editor's own state (people, their passkeys, invitations, sessions, the sign-in
 * log): a folder outside the carrier's repository, so nothing of it is ever committed or pushed,
 * and no other server is needed. Each record is one small JSON file written atomically
 * (src/config/write/writeAtomically.ts): a crash mid-write leaves the old record or the new one,
 * and two processes (the editor and `npm run edit:invite`) each write their own files, never one
 * shared file. Folders are 0700 and files 0600: only the account the editor runs as reads them.
 */

export const FOLDER_MODE = 0o700;
export const FILE_MODE = 0o600;

/** The kinds of records, one folder each. */
export type RecordKind = 'people' | 'invitations' | 'sessions';

export interface StateStore {
  /** The folder, as printed to the person who runs the editor. */
  dir: string;
  read<T>(kind: RecordKind, name: string, shape: z.ZodType<T>): T | undefined;
  write(kind: RecordKind, name: string, record: unknown): void;
  /** Removes the record; true when this call removed it (so of two removals of one record, one alone is told true). */
  remove(kind: RecordKind, name: string): boolean;
  list<T>(kind: RecordKind, shape: z.ZodType<T>): { name: string; record: T }[];
  /** Appends one line to a log of the folder (a single write of a line, so lines never interleave). */
  append(log: string, line: string): void;
}

/** Where the state of the editor of `configFile` lives: `--state`, else EDITOR_STATE_DIR, else ./defaultStateDir. */
export const stateDirOf = (configFile: string, option: string | undefined, env: NodeJS.ProcessEnv = process.env) =>
  resolve(option || env.EDITOR_STATE_DIR || defaultStateDir(configFile, env));

/**
 * Where the state of the editor of `configFile` lives when neither `--state` nor
 * EDITOR_STATE_DIR says: `$XDG_STATE_HOME/carrier-editor/<folder>-<hash>` (else
 * `~/.local/state/…`), named by the carrier's folder and a hash of its full path, so that two
 * checkouts never share people.
 */
export function defaultStateDir(configFile: string, env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_STATE_HOME || join(homedir(), '.local', 'state');
  const folder = dirname(resolve(configFile));
  const hash = createHash('sha256').update(folder).digest('hex').slice(0, 8);
  return join(base, 'carrier-editor', `${basename(folder) || 'site'}-${hash}`);
}

/** Record names are hashes and ids the store made itself, and log names its own: anything else (`..`, a slash) would be a path out of the folder. */
const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,127}$/;

function checked(name: string): string {
  if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`Not a record name: ${JSON.stringify(name)}`);
  return name;
}

/** The store in `dir`, created (with its folders) when it is not there yet. */
export function openStateStore(dir: string): StateStore {
  const root = resolve(dir);
  const kinds: RecordKind[] = ['people', 'invitations', 'sessions'];
  fs.mkdirSync(root, { recursive: true, mode: FOLDER_MODE });
  fs.chmodSync(root, FOLDER_MODE);
  for (const kind of kinds) fs.mkdirSync(join(root, kind), { recursive: true, mode: FOLDER_MODE });
  const file = (kind: RecordKind, name: string) => join(root, kind, `${checked(name)}.json`);
  const parse = <T>(path: string, shape: z.ZodType<T>): T | undefined => {
    let text: string;
    try {
      text = fs.readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    const read = shape.safeParse(JSON.parse(text));
    if (!read.success) throw new Error(`${path} is not a record the editor wrote: ${read.error.issues[0]?.message ?? ''}`);
    return read.data;
  };
  return {
    dir: root,
    read: (kind, name, shape) => parse(file(kind, name), shape),
    write: (kind, name, record) => void writeAtomically(file(kind, name), Buffer.from(JSON.stringify(record)), undefined, FILE_MODE),
    remove(kind, name) {
      try {
        fs.unlinkSync(file(kind, name));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
    list: (kind, shape) =>
      fs
        .readdirSync(join(root, kind))
        .filter((entry) => entry.endsWith('.json') && !entry.startsWith('.'))
        .map((entry) => entry.slice(0, -'.json'.length))
        .flatMap((name) => {
          const record = parse(file(kind, name), shape);
          return record === undefined ? [] : [{ name, record }];
        }),
    append(log, line) {
      const fd = fs.openSync(join(root, checked(log)), 'a', FILE_MODE);
      try {
        fs.writeSync(fd, `${line}\n`);
      } finally {
        fs.closeSync(fd);
      }
    },
  };
}
