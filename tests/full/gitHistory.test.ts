import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Change } from '../../src/editor/change.ts';
import { DEFAULT_BRANCHES, openWorkingBranch, type WorkingBranch } from '../../src/editor/git/workingBranch.ts';
import { getConfig, type Who } from '../../src/editor/server/editorApi.ts';
import { history, pushedSave, undoChange } from '../../src/editor/server/gitRoutes.ts';
import { carrierRepository, git, type CarrierRepository } from '../support/gitHttpRemote.ts';

// History and Undo of the working branch (src/editor/git/changeLog.ts, src/editor/server/gitRoutes.ts)
// on a real remote (git http-backend, tests/support/gitHttpRemote.ts), as tests/gitRemote.test.ts
// sets it up; in the full tier, to keep the default tier's git tests near 10 processor-seconds.

const DANA: Who = { role: 'office', name: 'Dana Ortiz', email: 'dana@acme.example' };
const PHONE = ['company', 'phone'];
const EMAIL = ['company', 'email'];

let carrier: CarrierRepository;
let configFile: string;
let branch: WorkingBranch;

beforeEach(async () => {
  carrier = await carrierRepository('tests/fixtures/carriers/other');
  ({ configFile } = carrier);
  branch = await openWorkingBranch(configFile, DEFAULT_BRANCHES, () => undefined);
});
afterEach(() => carrier.remove());

const hashOf = () => (getConfig(configFile).body as { hash: string }).hash;
const onRemote = (...args: string[]) => git(carrier.remote.bare, ...args);

describe('history and undo', () => {
  const save = async (path: (string | number)[], value: unknown, commit: string) =>
    pushedSave(configFile, { base: hashOf(), edits: [{ op: 'set', path, value }], commit }, branch, DANA);

  it('lists each change with who, when, its message and diff, pushed and not yet published', async () => {
    await save(PHONE, '+1 406-555-0199', 'Changed the phone');
    const answer = await history(branch);
    expect(answer.status).toBe(200);
    const { branch: working, published, changes } = answer.body as { branch: string; published: string; changes: Change[] };
    expect([working, published]).toEqual(['site-edits', 'main']);
    expect(changes.map(({ message, author, pushed, published: onMain }) => ({ message, author, pushed, published: onMain }))).toEqual([
      { message: 'Changed the phone', author: 'Dana Ortiz', pushed: true, published: false },
      { message: 'The carrier as it was', author: 'Agency', pushed: true, published: true },
    ]);
    expect(changes[0]!.date).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(changes[0]!.diff.split('\n').filter((line) => /^[-+] /.test(line))).toEqual([
      expect.stringMatching(/^- {2}phone: /) as unknown,
      '+  phone: "+1 406-555-0199"',
    ]);
  });

  it('undoes a change with a new commit that sets back its keys alone, pushed, and keeps a later change to another key', async () => {
    const before = readFileSync(configFile, 'utf8');
    await save(PHONE, '+1 406-555-0199', 'Changed the phone');
    await save(EMAIL, 'jobs@acme.example', 'Changed the email');
    const { changes } = (await history(branch)).body as { changes: Change[] };
    const phoneChange = changes.find((change) => change.message === 'Changed the phone')!;
    const answer = await undoChange(configFile, { commit: phoneChange.commit }, branch, DANA);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ committed: 'Undid: Changed the phone', pushed: true });
    expect(await onRemote('log', '-1', '--format=%an: %s', 'site-edits')).toBe('Dana Ortiz: Undid: Changed the phone\n');
    // The undo's diff is the change's, reversed: the phone's line only.
    const diff = await onRemote('diff', `${phoneChange.commit}^`, 'site-edits', '--', 'site.config.yaml');
    expect(diff.split('\n').filter((line) => /^[-+] /.test(line))).toEqual([
      expect.stringMatching(/^- {2}email: /) as unknown,
      '+  email: jobs@acme.example',
    ]);
    expect(readFileSync(configFile, 'utf8')).toBe(before.replace(/^( {2}email: ).*$/m, '$1jobs@acme.example'));
  });

  it('refuses to undo a change whose key was changed again since, with both values', async () => {
    await save(PHONE, '+1 406-555-0199', 'Changed the phone');
    const [first] = ((await history(branch)).body as { changes: Change[] }).changes;
    await save(PHONE, '+1 406-555-0100', 'Changed the phone again');
    const head = await onRemote('rev-parse', 'site-edits');
    const answer = await undoChange(configFile, { commit: first!.commit }, branch, DANA);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ conflicts: [{ path: PHONE, theirs: '+1 406-555-0100' }] });
    expect(await onRemote('rev-parse', 'site-edits')).toBe(head);
    expect(await undoChange(configFile, { commit: 'nope' }, branch, DANA)).toMatchObject({ status: 400 });
  });
});
