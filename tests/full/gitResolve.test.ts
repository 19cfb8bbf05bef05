import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { branchState, type WaitingConflict } from '../../src/editor/branchState.ts';
import { DEFAULT_BRANCHES, openWorkingBranch, type WorkingBranch } from '../../src/editor/git/workingBranch.ts';
import { getConfig, type Who } from '../../src/editor/server/editorApi.ts';
import { branchState as branchAnswer, pushedSave, resolveConflict } from '../../src/editor/server/gitRoutes.ts';
import { carrierRepository, git, type CarrierRepository, type GitHttpRemote } from '../support/gitHttpRemote.ts';

// A save that waited here while the remote moved, whose values someone else changed there too
// (the background retry finds it: src/editor/git/workingBranch.ts), resolved by a person's choice
// (POST /api/branch/resolve, src/editor/server/gitRoutes.ts). On a real remote (git http-backend,
// tests/support/gitHttpRemote.ts), set up as tests/gitRemote.test.ts does; in the full tier, to
// keep the default tier's git tests near 10 processor-seconds.

const DANA: Who = { role: 'office', name: 'Dana Ortiz', email: 'dana@acme.example' };
const ALEX: Who = { role: 'admin', name: 'Alex Kim', email: 'alex@acme.example' };
const PHONE = ['company', 'phone'];

let carrier: CarrierRepository;
let remote: GitHttpRemote;
let checkout: string;
let configFile: string;
let branch: WorkingBranch;
/** Retries the editor asked for, run when the test chooses: no timer in a test. */
let retries: { run: () => Promise<unknown>; delayMs: number }[];

beforeEach(async () => {
  carrier = await carrierRepository('tests/fixtures/carriers/other');
  ({ remote, checkout, configFile } = carrier);
  retries = [];
  branch = await openWorkingBranch(configFile, DEFAULT_BRANCHES, (run, delayMs) => retries.push({ run, delayMs }));
});
afterEach(() => carrier.remove());

const hashOf = () => (getConfig(configFile).body as { hash: string }).hash;
const onRemote = (...args: string[]) => git(remote.bare, ...args);
const remoteConfig = async () => parse(await onRemote('show', 'site-edits:site.config.yaml')) as { company: Record<string, string> };
const pushedElsewhere = (change: (text: string) => string, message: string) => carrier.pushedElsewhere(change, message);

describe('a conflict the retry found, resolved', () => {
  /**
   * `who` saves `value` at `path` (as `commit`) while the remote is down; meanwhile someone else
   * pushes `theirs` there (as `message`); the retry then finds the conflict, read as the page
   * reads GET /api/branch (the schema its type comes from holds).
   */
  const conflictFound = async (
    { path, value, commit, who }: { path: string[]; value: string; commit: string; who: Who },
    theirs: (text: string) => string,
    message: string,
  ) => {
    await remote.stop();
    await pushedSave(configFile, { base: hashOf(), edits: [{ op: 'set', path, value }], commit }, branch, who);
    await remote.start();
    await pushedElsewhere(theirs, message);
    await retries.shift()!.run();
    return branchState.parse(branchAnswer(branch).body).conflict!;
  };
  const phoneSaved = { path: PHONE, value: '+1 406-555-0199', commit: 'Changed the phone', who: DANA };
  /** Dana's phone saved while the remote is down; meanwhile someone else changes it there, and the email. */
  const waitingConflict = () =>
    conflictFound(
      phoneSaved,
      (text) => text.replace(/^( {2}phone: ).*$/m, '$1"+1 406-555-0111"').replace(/^( {2}email: ).*$/m, '$1dispatch@acme.example'),
      'Changed the phone and the email',
    );

  it('says which save waits, with both values, and sends it with the values chosen: theirs', async () => {
    const onto = (await onRemote('rev-parse', 'site-edits')).trim();
    const waiting = await waitingConflict();
    expect(waiting).toEqual({
      commit: (await git(checkout, 'rev-parse', 'HEAD')).trim(),
      onto: (await onRemote('rev-parse', 'site-edits')).trim(),
      message: 'Changed the phone',
      author: 'Dana Ortiz',
      conflicts: [{ path: PHONE, theirs: '+1 406-555-0111', yours: '+1 406-555-0199' }],
    } satisfies WaitingConflict);
    expect(waiting.onto).not.toBe(onto);
    // Until someone chooses, a later save waits behind it too.
    const later = await pushedSave(
      configFile,
      { base: hashOf(), edits: [{ op: 'set', path: ['company', 'name'], value: 'Acme Freight LLC' }], commit: 'Renamed' },
      branch,
      DANA,
    );
    expect(later.body).toMatchObject({ pushed: false, conflict: { commit: waiting.commit } });

    const answer = await resolveConflict({ keep: 'theirs', commit: waiting.commit, onto: waiting.onto }, branch, DANA);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      unpushed: 0,
      message: expect.stringMatching(/^Kept their values for "Changed the phone"/) as unknown,
    });
    expect((await remoteConfig()).company).toMatchObject({
      phone: '+1 406-555-0111',
      email: 'dispatch@acme.example',
      name: 'Acme Freight LLC',
    });
    expect(await onRemote('log', '--format=%an: %s', 'site-edits')).toBe(
      'Dana Ortiz: Renamed\nSam Reyes: Changed the phone and the email\nAgency: The carrier as it was\n',
    );
    expect(readFileSync(configFile, 'utf8')).toBe(await onRemote('show', 'site-edits:site.config.yaml'));
    expect(branch.state()).toEqual({ unpushed: 0 });
  });

  it('keeps the values saved here when chosen, refuses a conflict no longer shown, and one outside the role', async () => {
    const waiting = await waitingConflict();
    const stale = await resolveConflict({ keep: 'mine', commit: waiting.commit, onto: waiting.commit }, branch, DANA);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ conflict: waiting });
    expect((await resolveConflict({ keep: 'both', commit: waiting.commit, onto: waiting.onto }, branch, DANA)).status).toBe(400);

    const answer = await resolveConflict({ keep: 'mine', commit: waiting.commit, onto: waiting.onto }, branch, ALEX);
    expect(answer.status).toBe(200);
    expect((await remoteConfig()).company).toMatchObject({ phone: '+1 406-555-0199', email: 'dispatch@acme.example' });
    // Dana's save, made again with the values Alex chose: Alex committed it.
    expect(await onRemote('log', '-1', '--format=%an, committed by %cn <%ce>: %s', 'site-edits')).toBe(
      'Dana Ortiz, committed by Alex Kim <alex@acme.example>: Changed the phone\n',
    );
    // Nothing waits any more: the same choice again changes nothing.
    const again = await resolveConflict({ keep: 'mine', commit: waiting.commit, onto: waiting.onto }, branch, ALEX);
    expect(again.status).toBe(409);
    expect((again.body as { error: string }).error).toMatch(/^This conflict is no longer waiting/);
  });

  it('refuses a choice that would give the config a problem, with the problem, and keeps the conflict waiting', async () => {
    // Theirs pushed by other means, unchecked: a phone no one can call.
    const waiting = await conflictFound(phoneSaved, (text) => text.replace(/^( {2}phone: ).*$/m, '$1"call the office"'), 'A broken phone');
    const head = await onRemote('rev-parse', 'site-edits');
    const before = readFileSync(configFile, 'utf8');

    const answer = await resolveConflict({ keep: 'theirs', commit: waiting.commit, onto: waiting.onto }, branch, DANA);
    expect(answer.status).toBe(422);
    const { error, problems } = answer.body as { error: string; problems: unknown[] };
    expect(error).toBe(
      'Keeping their values would give the config a problem: nothing was changed. Choose the other values, or fix the problem after',
    );
    // Where, as the person reads it, and what to do.
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'site.config.yaml',
        line: 14,
        path: 'company.phone',
        severity: 'error',
        message: expect.stringMatching(/^Not a North American phone number: write 10 digits/) as unknown,
      }),
    ]);
    expect(await onRemote('rev-parse', 'site-edits')).toBe(head);
    expect(readFileSync(configFile, 'utf8')).toBe(before);
    expect(branch.state().conflict).toEqual(waiting);

    const mine = await resolveConflict({ keep: 'mine', commit: waiting.commit, onto: waiting.onto }, branch, DANA);
    expect(mine.status).toBe(200);
    expect((await remoteConfig()).company.phone).toBe('+1 406-555-0199');
  });

  it("refuses an office person's choice of the theme's values, nothing changed", async () => {
    const primary = ['theme', 'colors', 'primary'];
    const waiting = await conflictFound(
      { path: primary, value: '#123456', commit: 'New colour', who: ALEX },
      (text) => text.replace(/^( {4}primary: ).*$/m, '$1"#654321"'),
      'Their colour',
    );
    expect(waiting.conflicts).toEqual([{ path: primary, theirs: '#654321', yours: '#123456' }]);
    const head = await onRemote('rev-parse', 'site-edits');
    const answer = await resolveConflict({ keep: 'mine', commit: waiting.commit, onto: waiting.onto }, branch, DANA);
    expect(answer.status).toBe(403);
    expect((answer.body as { error: string }).error).toMatch(/^Your role \(office\) cannot change theme › colors › primary/);
    expect(await onRemote('rev-parse', 'site-edits')).toBe(head);
    expect(branch.state().conflict).toEqual(waiting);
  });
});
