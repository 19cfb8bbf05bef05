import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Change } from '../../src/editor/change.ts';
import { getConfig, type Who } from '../../src/editor/server/editorApi.ts';
import { history, publishAnswer, pushedSave } from '../../src/editor/server/gitRoutes.ts';
import { DEFAULT_BRANCHES, openWorkingBranch, type WorkingBranch } from '../../src/editor/git/workingBranch.ts';
import type { PublishOptions } from '../../src/editor/git/publish.ts';
import { carrierRepository, git, type CarrierRepository } from '../support/gitHttpRemote.ts';
import { wordsOfTheirOwn } from '../support/wordsOfTheirOwn.ts';

// Publish (src/editor/git/publish.ts): the working branch built as `npm run build` builds it, then
// merged into main and pushed to a real remote (git http-backend, tests/support/gitHttpRemote.ts);
// a protected main refuses it, and the editor gives the pull request's link instead. In the full
// tier: each publish builds the carrier (Vite and the prerender), about 10 processor-seconds.

const DANA: Who = { role: 'office', name: 'Dana Ortiz', email: 'dana@acme.example' };
/** Publish as the editor runs it: the check here, the build in a process of its own (src/editor/git/siteBuild.ts). */
const PUBLISH: PublishOptions = {};

let carrier: CarrierRepository;
let branch: WorkingBranch;

beforeEach(async () => {
  carrier = await carrierRepository('tests/fixtures/carriers/other');
  branch = await openWorkingBranch(carrier.configFile, DEFAULT_BRANCHES, () => undefined);
});
afterEach(() => carrier.remove());

const onRemote = (...args: string[]) => git(carrier.remote.bare, ...args);
const savePhone = async (phone: string) => {
  const base = (getConfig(carrier.configFile).body as { hash: string }).hash;
  const answer = await pushedSave(
    carrier.configFile,
    { base, edits: [{ op: 'set', path: ['company', 'phone'], value: phone }], commit: 'Changed the phone' },
    branch,
    DANA,
  );
  expect(answer.body).toMatchObject({ pushed: true });
};

describe('Publish', () => {
  it('builds the working branch and fast-forwards main to it on the remote; then has nothing more to publish', async () => {
    await savePhone('+1 406-555-0199');
    const answer = await publishAnswer({}, branch, PUBLISH);
    expect(answer).toMatchObject({
      status: 200,
      // Nothing more said: every page of the carrier comes in one round trip.
      body: { message: "Published: main now has every saved change. The site's CI builds and deploys it." },
    });
    expect(await onRemote('rev-parse', 'main')).toBe(await onRemote('rev-parse', 'site-edits'));
    expect((parse(await onRemote('show', 'main:site.config.yaml')) as { company: { phone: string } }).company.phone).toBe(
      '+1 406-555-0199',
    );
    expect(await publishAnswer({}, branch, PUBLISH)).toMatchObject({ status: 200, body: { published: null } });
  });

  it('publishes a home page too long for the first round trip, and says so: which page, and its heaviest section', async () => {
    const base = (getConfig(carrier.configFile).body as { hash: string }).hash;
    // About 3 KB as gzip on a home page of 11.
    const words = wordsOfTheirOwn(520, 1);
    const saved = await pushedSave(
      carrier.configFile,
      { base, edits: [{ op: 'set', path: ['routes', 0, 'sections', 1, 'intro'], value: words }], commit: 'A longer about text' },
      branch,
      DANA,
    );
    expect(saved.body).toMatchObject({ pushed: true });
    const answer = await publishAnswer({}, branch, PUBLISH);
    expect(answer.status).toBe(200);
    expect((answer.body as { message: string }).message).toMatch(
      /^Published: main now has every saved change\. The site's CI builds and deploys it\. One warning \(the site is published; worth a look\): page \/ › section 2 \(about "[^"]+"\): The page is [\d,]+ bytes as gzip \([\d,]+ as Brotli\), [\d,]+ over the 13,456 that arrive in a connection's first round trip: .* This section is the heaviest part, about [\d,]+ bytes; .*Shorter texts bring it back; the page works as it is\.$/,
    );
    expect(await onRemote('rev-parse', 'main')).toBe(await onRemote('rev-parse', 'site-edits'));
  });

  it('merges main where it moved meanwhile, the config by keys, and moves site-edits to the merge, here and on the remote', async () => {
    await savePhone('+1 406-555-0199');
    await carrier.pushedElsewhere((text) => text.replace(/^( {2}email: ).*$/m, '$1dispatch@acme.example'), 'Changed the email', 'main');
    const answer = await publishAnswer({}, branch, PUBLISH);
    expect(answer.status).toBe(200);
    const config = parse(await onRemote('show', 'main:site.config.yaml')) as { company: { phone: string; email: string } };
    expect(config.company).toMatchObject({ phone: '+1 406-555-0199', email: 'dispatch@acme.example' });
    expect(await onRemote('log', '-1', '--format=%s%n%P', 'main')).toMatch(/^Publish site-edits\n\w{40} \w{40}\n$/);
    // The working branch follows, here and on the remote: the next save is made on what is published, and published as it is.
    const merge = await onRemote('rev-parse', 'main');
    expect(await onRemote('rev-parse', 'site-edits')).toBe(merge);
    expect(await git(carrier.checkout, 'rev-parse', 'HEAD')).toBe(merge);
    expect((parse(readFileSync(carrier.configFile, 'utf8')) as { company: { email: string } }).company.email).toBe('dispatch@acme.example');
    expect(((await history(branch)).body as { changes: Change[] }).changes.filter((change) => !change.published)).toEqual([]);
    await savePhone('+1 406-555-0100');
    expect(await onRemote('rev-parse', 'site-edits^')).toBe(merge);
    expect(await publishAnswer({}, branch, PUBLISH)).toMatchObject({ status: 200 });
    expect(await onRemote('rev-parse', 'main')).toBe(await onRemote('rev-parse', 'site-edits'));
  });

  it('says a protected main refused it, with the link to open a pull request, and never forces it', async () => {
    await savePhone('+1 406-555-0199');
    carrier.remote.protect('main');
    const main = await onRemote('rev-parse', 'main');
    const answer = await publishAnswer({}, branch, PUBLISH);
    const link = `${carrier.remote.url.replace(/\.git$/, '')}/compare/main...site-edits`;
    expect(answer).toMatchObject({ status: 409, body: { pullRequest: link } });
    expect((answer.body as { error: string }).error).toMatch(
      new RegExp(
        `^Not published: the carrier's repository refused the change to main \\(a protected branch\\?\\): .*main is protected.*Open a pull request from site-edits into main instead: ${link.replace(/[.?]/g, '\\$&')}$`,
      ),
    );
    expect(await onRemote('rev-parse', 'main')).toBe(main);
  });

  it('refuses a working branch the build refuses, with its problems, and leaves main', async () => {
    await carrier.pushedElsewhere((text) => text.replace(/^( {2}phone: ).*$/m, '$1"not a phone"'), 'A phone typed by hand');
    const main = await onRemote('rev-parse', 'main');
    // Hosted, publishing is an admin's: an office person is refused before anything is built.
    expect(await publishAnswer({}, branch, PUBLISH, DANA)).toMatchObject({ status: 403 });
    const answer = await publishAnswer({}, branch, PUBLISH);
    expect(answer.status).toBe(422);
    expect((answer.body as { problems: { path: string }[] }).problems).toContainEqual(expect.objectContaining({ path: 'company.phone' }));
    expect(await onRemote('rev-parse', 'main')).toBe(main);
  });
});
