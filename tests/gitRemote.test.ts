import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ConfigEdit } from '../src/config/write/editConfig.ts';
import { getConfig, type Who } from '../src/editor/server/editorApi.ts';
import { uploadFile } from '../src/editor/server/uploadFile.ts';
import { pushedSave } from '../src/editor/server/gitRoutes.ts';
import { DEFAULT_BRANCHES, openWorkingBranch, type WorkingBranch } from '../src/editor/git/workingBranch.ts';
import { carrierRepository, git, type CarrierRepository, type GitHttpRemote } from './support/gitHttpRemote.ts';

// Every save a commit, pushed to the carrier's repository (src/editor/git/, src/editor/server/gitRoutes.ts):
// the remote is a bare repository served by git's own HTTP backend on a loopback port, the editor's
// checkout a clone of it, and another person's computer a second clone. The API's functions are
// called as the server calls them, with the person who saves named. History and Undo, on the same
// set-up, are tests/full/gitHistory.test.ts's (this file's cost is near the default tier's ~10 s).

const CARRIER = 'tests/fixtures/carriers/other';
const DANA: Who = { role: 'office', name: 'Dana Ortiz', email: 'dana@acme.example' };
const SAM: Who = { role: 'office', name: 'Sam Reyes', email: 'sam@acme.example' };
const PHONE = ['company', 'phone'];
const EMAIL = ['company', 'email'];

let carrier: CarrierRepository;
let remote: GitHttpRemote;
let checkout: string;
let configFile: string;
let branch: WorkingBranch;
/** Retries the editor asked for, run when the test chooses: no timer in a test. */
let retries: { run: () => Promise<unknown>; delayMs: number }[];

beforeEach(async () => {
  carrier = await carrierRepository(CARRIER);
  ({ remote, checkout, configFile } = carrier);
  retries = [];
  branch = await openWorkingBranch(configFile, DEFAULT_BRANCHES, (run, delayMs) => retries.push({ run, delayMs }));
});
afterEach(() => carrier.remove());

const hashOf = () => (getConfig(configFile).body as { hash: string }).hash;
const onRemote = (...args: string[]) => git(remote.bare, ...args);
const remoteConfig = async () => parse(await onRemote('show', 'site-edits:site.config.yaml')) as { company: Record<string, string> };
const pushedElsewhere = (change: (text: string) => string, message: string) => carrier.pushedElsewhere(change, message);

describe('a save pushed to the working branch', () => {
  it('puts the checkout on site-edits, made from main, and pushes each save there as the person who saved', async () => {
    expect((await git(checkout, 'symbolic-ref', '--short', 'HEAD')).trim()).toBe('site-edits');
    const answer = await pushedSave(
      configFile,
      { base: hashOf(), edits: [{ op: 'set', path: PHONE, value: '+1 406-555-0199' }], commit: 'Changed the phone' },
      branch,
      DANA,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ committed: 'Changed the phone', pushed: true });
    expect(answer.body).not.toHaveProperty('pushError');
    expect(await onRemote('log', '-1', '--format=%an <%ae>%n%s', 'site-edits')).toBe('Dana Ortiz <dana@acme.example>\nChanged the phone\n');
    expect((await remoteConfig()).company.phone).toBe('+1 406-555-0199');
    // The published branch is untouched until Publish.
    expect(await onRemote('log', '--format=%s', 'main')).toBe('The carrier as it was\n');
    expect(retries).toEqual([]);
  });

  it('keeps the commit while the remote is down, says so, and pushes it when a retry finds it back', async () => {
    await remote.stop();
    const answer = await pushedSave(
      configFile,
      { base: hashOf(), edits: [{ op: 'set', path: PHONE, value: '+1 406-555-0123' }], commit: 'Changed the phone' },
      branch,
      DANA,
    );
    expect(answer.status).toBe(200);
    const body = answer.body as { committed: string; pushed: boolean; pushError: string };
    expect(body).toMatchObject({ committed: 'Changed the phone', pushed: false });
    expect(body.pushError).toMatch(
      /^Saved and committed here, but not yet sent to the carrier's repository \(origin site-edits\): .+ The editor tries again/,
    );
    expect(await git(checkout, 'log', '-1', '--format=%s %an')).toBe('Changed the phone Dana Ortiz\n');
    expect(branch.state()).toMatchObject({ unpushed: 1 });
    // A retry asked for, after a wait; a second failure waits longer.
    expect(retries).toHaveLength(1);
    await retries.shift()!.run();
    expect(retries).toHaveLength(1);
    expect(retries[0]!.delayMs).toBeGreaterThan(15_000);
    await remote.start();
    await retries.shift()!.run();
    expect(branch.state()).toEqual({ unpushed: 0 });
    expect(await onRemote('log', '-1', '--format=%an %s', 'site-edits')).toBe('Dana Ortiz Changed the phone\n');
    expect(retries).toEqual([]);
  });

  it('pushes a waiting commit with the next save when the remote is back', async () => {
    await remote.stop();
    await pushedSave(
      configFile,
      { base: hashOf(), edits: [{ op: 'set', path: PHONE, value: '+1 406-555-0123' }], commit: 'Changed the phone' },
      branch,
      DANA,
    );
    await remote.start();
    const answer = await pushedSave(
      configFile,
      { base: hashOf(), edits: [{ op: 'set', path: EMAIL, value: 'jobs@acme.example' }], commit: 'Changed the email' },
      branch,
      DANA,
    );
    expect(answer.body).toMatchObject({ pushed: true });
    expect(await onRemote('log', '--format=%s', 'site-edits')).toBe('Changed the email\nChanged the phone\nThe carrier as it was\n');
  });

  it('makes the edits again on what someone else pushed meanwhile to another key: both land', async () => {
    const base = hashOf();
    await pushedElsewhere((text) => text.replace(/^( {2}email: ).*$/m, '$1dispatch@acme.example'), 'Changed the email');
    const answer = await pushedSave(
      configFile,
      { base, edits: [{ op: 'set', path: PHONE, value: '+1 406-555-0199' }], commit: 'Changed the phone' },
      branch,
      DANA,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ pushed: true });
    const { company } = await remoteConfig();
    expect(company).toMatchObject({ phone: '+1 406-555-0199', email: 'dispatch@acme.example' });
    expect(await onRemote('log', '--format=%an: %s', 'site-edits')).toBe(
      'Dana Ortiz: Changed the phone\nSam Reyes: Changed the email\nAgency: The carrier as it was\n',
    );
    // The file here is the remote's, with both.
    expect(readFileSync(configFile, 'utf8')).toBe(await onRemote('show', 'site-edits:site.config.yaml'));
  });

  it('saves nothing over a value someone else changed meanwhile, and gives both values', async () => {
    const base = hashOf();
    await pushedElsewhere((text) => text.replace(/^( {2}phone: ).*$/m, '$1"+1 406-555-0111"'), 'Changed the phone');
    const before = await onRemote('rev-parse', 'site-edits');
    const answer = await pushedSave(
      configFile,
      { base, edits: [{ op: 'set', path: PHONE, value: '+1 406-555-0199' }], commit: 'Changed the phone' },
      branch,
      DANA,
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      error: expect.stringMatching(/^Someone else changed a value you changed.*nothing was saved/) as unknown,
      conflicts: [{ path: PHONE, theirs: '+1 406-555-0111', yours: '+1 406-555-0199' }],
      onDisk: { hash: hashOf() },
    });
    expect(await onRemote('rev-parse', 'site-edits')).toBe(before);
    expect((await git(checkout, 'status', '--porcelain')).trim()).toBe('');
  });

  it('makes two saves sent at once from the same version one after the other: different keys both land', async () => {
    const base = hashOf();
    const [phone, email] = await Promise.all([
      pushedSave(
        configFile,
        { base, edits: [{ op: 'set', path: PHONE, value: '+1 406-555-0199' }], commit: 'Changed the phone' },
        branch,
        DANA,
      ),
      pushedSave(
        configFile,
        { base, edits: [{ op: 'set', path: EMAIL, value: 'jobs@acme.example' }], commit: 'Changed the email' },
        branch,
        SAM,
      ),
    ]);
    expect([phone.status, email.status]).toEqual([200, 200]);
    expect((await remoteConfig()).company).toMatchObject({ phone: '+1 406-555-0199', email: 'jobs@acme.example' });
    expect(await onRemote('log', '--format=%an: %s', '-2', 'site-edits')).toBe(
      'Sam Reyes: Changed the email\nDana Ortiz: Changed the phone\n',
    );
  });

  it('keeps the photo a waiting save named when it is made again on what the remote has now', async () => {
    const { routes } = parse(readFileSync(configFile, 'utf8')) as { routes: { sections: { type: string }[] }[] };
    const field = ['routes', 0, 'sections', routes[0]!.sections.findIndex((section) => section.type === 'fleet'), 'image', 'src'];
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f4e' } })
      .jpeg()
      .toBuffer();
    const uploaded = await uploadFile(configFile, {
      base: hashOf(),
      edits: [],
      upload: { name: 'Fleet Yard.jpg', field, kind: 'photo', data: photo.toString('base64') },
    });
    await remote.stop();
    const saved = await pushedSave(
      configFile,
      { base: hashOf(), edits: [(uploaded.body as { edit: ConfigEdit }).edit], commit: 'New photo of the fleet' },
      branch,
      DANA,
    );
    expect(saved.body).toMatchObject({ committedFiles: ['site.config.yaml', 'uploads/fleet-yard.jpg'], pushed: false });
    await remote.start();
    await pushedElsewhere((text) => text.replace(/^( {2}email: ).*$/m, '$1dispatch@acme.example'), 'Changed the email');
    await retries.shift()!.run();
    expect(await onRemote('log', '-1', '--format=%an: %s', 'site-edits')).toBe('Dana Ortiz: New photo of the fleet\n');
    expect(await onRemote('show', '--name-only', '--format=', 'site-edits')).toBe('site.config.yaml\nuploads/fleet-yard.jpg\n');
    expect(await onRemote('rev-parse', 'site-edits:uploads/fleet-yard.jpg')).toBe(
      await git(checkout, 'hash-object', 'uploads/fleet-yard.jpg'),
    );
    expect((await remoteConfig()).company.email).toBe('dispatch@acme.example');
  });

  it('never forces a push the remote refuses: a commit made elsewhere in the same moment stays', async () => {
    // The remote moves between the editor's fetch and its push: its push is refused, and it makes its commit again on the new head.
    await remote.stop();
    await pushedSave(
      configFile,
      { base: hashOf(), edits: [{ op: 'set', path: PHONE, value: '+1 406-555-0199' }], commit: 'Changed the phone' },
      branch,
      DANA,
    );
    await remote.start();
    await pushedElsewhere((text) => text.replace(/^( {2}email: ).*$/m, '$1dispatch@acme.example'), 'Changed the email');
    const theirs = (await onRemote('rev-parse', 'site-edits')).trim();
    await retries.shift()!.run();
    expect(branch.state()).toEqual({ unpushed: 0 });
    expect(await onRemote('merge-base', '--is-ancestor', theirs, 'site-edits')).toBe('');
    expect((await remoteConfig()).company).toMatchObject({ phone: '+1 406-555-0199', email: 'dispatch@acme.example' });
  });
});
