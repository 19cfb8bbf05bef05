import type { ConfigEdit } from '../../config/write/editConfig.ts';
import type { Finding } from '../../config/problem.ts';
import type { Data } from './draft/applyEdit.ts';
import type { SchemaNode } from './draft/languageView.ts';
import type { Role } from '../people/roles.ts';
import type { Change } from '../change.ts';
import type { BranchState, Conflict, PublishedChecks, Resolution } from '../branchState.ts';

/** The editor's API (src/editor/server/editorApi.ts), as its page calls it. */

export interface OpenedFile {
  file: string;
  text: string;
  hash: string;
  data: Data;
  findings: Finding[];
  /** Whether a save can be committed with git (the config is in a git checkout). */
  git: boolean;
}

export interface Preview {
  text: string;
  diff: string;
  findings: Finding[];
}

/**
 * A refusal: the server's message, its located problems, the file as it is on disk when it
 * changed meanwhile (409), with the keys someone else changed too, and where a publish was
 * refused, the link to open a pull request instead.
 */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly problems: Finding[] = [],
    readonly onDisk?: { text: string; hash: string } | null,
    readonly conflicts: Conflict[] = [],
    readonly pullRequest?: string | null,
  ) {
    super(message);
  }
}

interface RefusalBody {
  error?: string;
  problems?: Finding[];
  onDisk?: { text: string; hash: string } | null;
  conflicts?: Conflict[];
  pullRequest?: string | null;
}

/** Who is signed in to the hosted editor (src/editor/hosted/), or the local editor, where no one signs in. */
export type Session = { hosted: false } | { hosted: true; person: { id: string; name: string; email: string; role: Role }; csrf: string };

/** The session's CSRF token, sent with every change (hosted): the server refuses a change without it. */
let csrf: string | undefined;

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json', ...(csrf ? { 'X-Editor-CSRF': csrf } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Hosted, a session that ended (signed out elsewhere, expired, the person removed) goes back to the sign-in page.
  if (response.status === 401) location.assign('/sign-in');
  const answer = (await response.json()) as T & RefusalBody;
  if (!response.ok)
    throw new Refusal(
      response.status,
      answer.error ?? `The editor answered ${response.status}`,
      answer.problems,
      answer.onDisk,
      answer.conflicts,
      answer.pullRequest,
    );
  return answer;
}

export async function session(): Promise<Session> {
  const answer = await call<Session>('/api/session');
  if (answer.hosted) csrf = answer.csrf;
  return answer;
}
export const signOut = () => call<{ signedOut: true }>('/api/auth/sign-out', {});

export interface PersonShown {
  id: string;
  name: string;
  email: string;
  role: Role;
  passkeys: number;
  addedAt: string;
}
/** An invitation not used yet, as an admin sees it (its id is its secret's hash, which opens nothing). */
export interface InvitationShown {
  id: string;
  name: string;
  email: string;
  role: Role;
  expiresAt: string;
}
export const people = () => call<{ people: PersonShown[]; invitations: InvitationShown[] }>('/api/people');
export const invite = (who: { name: string; email: string; role: Role }) =>
  call<{ link: string; expiresInHours: number }>('/api/people/invite', who);
export const removePerson = (id: string) => call<{ removed: string }>('/api/people/remove', { id });
export const cancelInvitation = (id: string) => call<{ cancelled: string }>('/api/people/invitations/cancel', { id });

export const openFile = () => call<OpenedFile>('/api/config');
export const formSchema = () => call<SchemaNode>('/api/schema');
export const preview = (base: string, edits: ConfigEdit[]) => call<Preview>('/api/preview', { base, edits });
/** What a save says of its commit and, where the editor pushes its saves, of its push. */
export interface Saved {
  hash: string;
  diff: string;
  findings: Finding[];
  committed?: string;
  commitError?: string;
  pushed?: boolean;
  pushError?: string;
}

export const save = (base: string, edits: ConfigEdit[], commit?: string) =>
  call<Saved>('/api/save', {
    base,
    edits,
    ...(commit ? { commit } : {}),
  });

/** The working branch where the editor pushes its saves (src/editor/server/gitRoutes.ts), and how its pushes stand. */
export type Branch = BranchState;

/** The working branch, or `{ pushed: false }` where the editor does not push its saves. */
export const branch = () => call<Branch | { pushed: false }>('/api/branch');
/** How the published branch's last checks stand on GitHub; null where the editor has nothing to show (no GitHub remote, no token). */
export const checks = () => call<{ checks: PublishedChecks | null }>('/api/branch/checks');
/** The conflict a waiting save met (`Branch['conflict']`), resolved: `keep` its values or theirs. */
export const resolve = (keep: Resolution, { commit, onto }: { commit: string; onto: string }) =>
  call<Branch & { message: string }>('/api/branch/resolve', { keep, commit, onto });
/** A page of the history, newest first; `next`, the `skip` of the older page (null: this one ends with the oldest change). */
export const history = (skip = 0) =>
  call<Branch & { changes: Change[]; next: number | null }>(skip ? `/api/history?skip=${skip}` : '/api/history');
export const undo = (commit: string) => call<Saved>('/api/undo', { commit });
export const publish = () => call<{ published: string | null; message: string }>('/api/publish', {});

/** Puts `file` into the carrier's folder for the field at `field`, checked with the draft as `npm run check` would: the path to write, or the refusal. */
export async function upload(base: string, edits: ConfigEdit[], field: (string | number)[], file: File, kind: 'photo' | 'logo') {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return call<{ src: string }>('/api/upload', { base, edits, upload: { name: file.name, field, kind, data: btoa(binary) } });
}
