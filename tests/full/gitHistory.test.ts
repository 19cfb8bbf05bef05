import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Change } from '../../src/editor/change.ts';
import { DEFAULT_BRANCHES, openWorkingBranch, type WorkingBranch } from '../../src/editor/git/workingBranch.ts';
import { getConfig, type Who } from '../../src/editor/server/editorApi.ts';
import { history, pushedSave, undoChange } from '../../src/editor/server/gitRoutes.ts';
import { carrierRepository, committedNotes, git, type CarrierRepository } from '../support/gitHttpRemote.ts';

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

  it('lists each change above the one it follows, even one made on a machine whose clock was years behind', async () => {
    await save(PHONE, '+1 406-555-0199', 'Changed the phone');
    writeFileSync(configFile, readFileSync(configFile, 'utf8').replace(/^( {2}email: ).*$/m, '$1jobs@acme.example'));
    await git(carrier.checkout, 'add', '--all');
    const dated = '2001-01-01T12:00:00Z';
    execFileSync('git', ['commit', '--quiet', '-m', 'Changed the email'], {
      cwd: carrier.checkout,
      env: { ...process.env, GIT_AUTHOR_DATE: dated, GIT_COMMITTER_DATE: dated },
    });
    const { changes } = (await history(branch)).body as { changes: Change[] };
    expect(changes.map((change) => change.message)).toEqual(['Changed the email', 'Changed the phone', 'The carrier as it was']);
    expect(changes[0]!.date).toBe('2001-01-01T12:00:00+00:00');
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

  it('lists 100 changes a page, the next from `skip`, old pages marked published as new ones; refuses a page that is not one', async () => {
    await committedNotes(carrier.checkout, 1050);
    await git(carrier.checkout, 'push', '--quiet', 'origin', 'HEAD:main', 'HEAD:site-edits');
    await git(carrier.checkout, 'fetch', '--quiet', 'origin');
    type Page = { changes: Change[]; next: number | null };
    const page = async (query?: Record<string, string>) => {
      const answer = await history(branch, query);
      expect(answer.status).toBe(200);
      return answer.body as Page;
    };
    const first = await page();
    expect(first.changes.map((change) => change.message).slice(0, 2)).toEqual(['Note 1050', 'Note 1049']);
    expect([first.changes.length, first.next]).toEqual([100, 100]);
    const second = await page({ skip: '100' });
    expect(second.changes[0]!.message).toBe('Note 950');
    expect(second.next).toBe(200);
    const last = await page({ skip: '1000' });
    expect([last.changes.length, last.next]).toEqual([51, null]);
    expect(last.changes.at(-1)).toMatchObject({ message: 'The carrier as it was', pushed: true, published: true });
    expect(last.changes.every((change) => change.published && change.pushed)).toBe(true);
    for (const nonsense of [{ skip: 'ten' }, { skip: '-100' }, { skip: '0100' }, { skip: ['100', '200'] }, { page: '2' }]) {
      const refused = await history(branch, nonsense);
      expect(refused.status).toBe(400);
      expect((refused.body as { error: string }).error).toMatch(
        /^The request is not a page of the history: .+\. Close the history and open it again$/,
      );
    }
  });
});

describe('undo of a change to the uploads alone', () => {
  const logo = (background: string) =>
    sharp({ create: { width: 400, height: 200, channels: 3, background } })
      .png()
      .toBuffer();
  /** A commit made in the checkout (the agency's, say) writing `files` into uploads/ and making `change` to the config: its hash. */
  const committed = async (message: string, files: Record<string, Buffer>, change = (text: string) => text) => {
    mkdirSync(join(carrier.checkout, 'uploads'), { recursive: true });
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(carrier.checkout, 'uploads', name), bytes);
    writeFileSync(configFile, change(readFileSync(configFile, 'utf8')));
    await git(carrier.checkout, 'add', '--all');
    await git(carrier.checkout, 'commit', '--quiet', '-m', message);
    return (await git(carrier.checkout, 'rev-parse', 'HEAD')).trim();
  };
  const namingLogo = (text: string) => text.replace(/^company:\n/m, 'company:\n  logo: uploads/logo.png\n');
  const uploaded = (name: string) => join(carrier.checkout, 'uploads', name);

  it('gives a replaced photo its old bytes back and removes an added one nothing names, each a new commit, pushed', async () => {
    const [first, second] = await Promise.all([logo('#204060'), logo('#a03010')]);
    await committed('Added the logo', { 'logo.png': first }, namingLogo);
    const replaced = await committed('Replaced the logo', { 'logo.png': second });
    const spare = await committed('Added a spare photo', { 'spare.png': second });

    const undone = await undoChange(configFile, { commit: replaced }, branch, DANA);
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ committed: 'Undid: Replaced the logo', pushed: true });
    expect(readFileSync(uploaded('logo.png'))).toEqual(first);
    expect(await onRemote('log', '-1', '--format=%an: %s', '--name-status', 'site-edits')).toBe(
      'Dana Ortiz: Undid: Replaced the logo\n\nM\tuploads/logo.png\n',
    );
    expect(await onRemote('rev-parse', 'site-edits:uploads/logo.png')).toBe(await onRemote('rev-parse', `${replaced}^:uploads/logo.png`));

    const removed = await undoChange(configFile, { commit: spare }, branch, DANA);
    expect(removed.status).toBe(200);
    expect(existsSync(uploaded('spare.png'))).toBe(false);
    expect(await onRemote('show', '--name-status', '--format=%s', 'site-edits')).toBe(
      'Undid: Added a spare photo\n\nD\tuploads/spare.png\n',
    );
    expect((await git(carrier.checkout, 'status', '--porcelain')).trim()).toBe('');
  });

  it("refuses the office an undo that would put back a file an admin's key names (a brand font), touching nothing", async () => {
    const fonts = 'tests/fixtures/carriers/ridgeline/brand/fonts';
    const [regular, bold] = [`${fonts}/source-sans-3-latin-400-normal.woff2`, `${fonts}/barlow-condensed-latin-700-normal.woff2`].map(
      (file) => readFileSync(file),
    );
    await committed('Added the brand font', { 'brand.woff2': regular! }, (text) =>
      text.replace(
        /^theme:\n/m,
        'theme:\n  fonts:\n    body:\n      family: Brand Sans\n      src: uploads/brand.woff2\n      weight: 400\n',
      ),
    );
    const replaced = await committed('Replaced the brand font', { 'brand.woff2': bold! });
    const head = (await git(carrier.checkout, 'rev-parse', 'HEAD')).trim();

    const refused = await undoChange(configFile, { commit: replaced }, branch, DANA);
    expect(refused.status).toBe(403);
    expect((refused.body as { error: string }).error).toBe(
      'Your role (office) cannot change theme › fonts › body › src: nothing was saved. An admin of the editor can change it',
    );
    expect((await git(carrier.checkout, 'rev-parse', 'HEAD')).trim()).toBe(head);
    expect(readFileSync(uploaded('brand.woff2'))).toEqual(bold);
    expect((await git(carrier.checkout, 'status', '--porcelain')).trim()).toBe('');
    const admin: Who = { ...DANA, role: 'admin' };
    expect((await undoChange(configFile, { commit: replaced }, branch, admin)).status).toBe(200);
    expect(readFileSync(uploaded('brand.woff2'))).toEqual(regular);
  });

  it('says why where a later change depends on it: the file replaced again, or the added file named since', async () => {
    const [first, second, third] = await Promise.all([logo('#204060'), logo('#a03010'), logo('#10a030')]);
    const added = await committed('Added a photo', { 'logo.png': first });
    await committed('Used it as the logo', {}, namingLogo);
    await committed('Added a fleet photo', { 'fleet.png': first });
    const replaced = await committed('Replaced the fleet photo', { 'fleet.png': second });
    await committed('Replaced the fleet photo again', { 'fleet.png': third });
    const head = (await git(carrier.checkout, 'rev-parse', 'HEAD')).trim();

    const again = await undoChange(configFile, { commit: replaced }, branch, DANA);
    expect(again.status).toBe(409);
    expect((again.body as { error: string }).error).toBe(
      'This change cannot be undone: a later change replaced or removed uploads/fleet.png again. Undo that later change first',
    );
    const named = await undoChange(configFile, { commit: added }, branch, DANA);
    expect(named.status).toBe(409);
    expect((named.body as { error: string }).error).toMatch(
      /^This change cannot be undone: the file it added is still used by the config, uploads\/logo\.png \(named at company › logo\)/,
    );
    expect((await git(carrier.checkout, 'rev-parse', 'HEAD')).trim()).toBe(head);
    expect(readFileSync(uploaded('fleet.png'))).toEqual(third);
    expect(readFileSync(uploaded('logo.png'))).toEqual(first);
  });
});
