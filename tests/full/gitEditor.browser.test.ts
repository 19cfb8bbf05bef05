import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkingBranch, DEFAULT_BRANCHES } from '../../src/editor/git/workingBranch.ts';
import { startEditor, type RunningEditor } from '../../src/editor/server/editorServer.ts';
import { axeViolations } from '../support/axe.ts';
import { connectChromium } from '../support/chromium.ts';
import { carrierRepository, committedNotes, git, type CarrierRepository } from '../support/gitHttpRemote.ts';
import { stopEditor } from '../support/stopEditor.ts';

// The editor started to push its saves (`npm run edit -- --push`), in Chromium, on a clone of a
// carrier's repository served by git's own HTTP backend (tests/support/gitHttpRemote.ts), with a
// protected main: a save sent to site-edits, History and publishing, Publish refused with the
// pull request's link, Undo this change; a long history shown a page at a time. The page's own
// controls only.

let carrier: CarrierRepository;
let editor: RunningEditor;
let browser: Browser;

beforeAll(async () => {
  carrier = await carrierRepository('tests/fixtures/carriers/other');
  const branch = await openWorkingBranch(carrier.configFile, DEFAULT_BRANCHES, () => undefined);
  editor = await startEditor(carrier.configFile, '127.0.0.1', 0, undefined, {
    branch,
    publish: {},
  });
  browser = await connectChromium();
});
afterAll(async () => {
  await browser?.close();
  await stopEditor(editor);
  await carrier.remove();
});

const onRemote = (...args: string[]) => git(carrier.remote.bare, ...args);
const until = <T>(value: () => Promise<T>) => expect.poll(value, { interval: 50 });

describe('the editor pushing its saves, in the browser', () => {
  it('sends a save to site-edits, lists it unpublished, gives the pull request where main is protected, and undoes it', async () => {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
    await page.goto(editor.address.origin);
    await page.waitForSelector('iframe[data-version]');
    const status = page.getByRole('status').first();

    await page.getByRole('button', { name: 'Company', exact: true }).click();
    await page
      .locator('main.form')
      .getByLabel(/^Phone\*?$/)
      .fill('+1 406-555-0199');
    await page.getByRole('button', { name: 'Save…' }).click();
    const save = page.getByRole('dialog');
    expect(await save.textContent()).toContain('sent to the branch site-edits');
    await save.getByRole('button', { name: 'Save', exact: true }).click();
    await until(() => status.textContent()).toMatch(/^Saved .* and sent it to the site's repository\.$/);
    expect(await onRemote('show', 'site-edits:site.config.yaml')).toContain('phone: "+1 406-555-0199"');

    carrier.remote.protect('main');
    await page.getByRole('button', { name: 'History and publishing…' }).click();
    const history = page.getByRole('dialog', { name: 'History and publishing' });
    await until(() => history.getByRole('listitem').count()).toBe(2);
    expect(await history.textContent()).toContain('1 change saved on site-edits and not yet published on the site.');
    const change = history.getByRole('listitem').first();
    expect(await change.textContent()).toMatch(/^Changed the phone not yet published/);
    await change.getByText('What changed').click();
    expect(await change.locator('.diff .added').allTextContents()).toEqual(['+  phone: "+1 406-555-0199"\n']);

    await history.getByRole('button', { name: 'Publish' }).click();
    const refused = history.getByRole('alert');
    await until(() => refused.textContent()).toMatch(/^Not published: the carrier's repository refused the change to main/);
    // Publish built the site beside the preview's renderer, which still draws the page.
    expect((await page.request.get(`${editor.address.origin}/preview/`)).status()).toBe(200);
    expect(await axeViolations(page)).toEqual([]);
    const link = refused.getByRole('link', { name: 'Open a pull request' });
    expect(await link.getAttribute('href')).toBe(`${carrier.remote.url.replace(/\.git$/, '')}/compare/main...site-edits`);

    await change.getByRole('button', { name: 'Undo this change: Changed the phone' }).click();
    await until(() => onRemote('log', '-1', '--format=%s', 'site-edits')).toBe('Undid: Changed the phone\n');
    await until(() => history.getByRole('listitem').count()).toBe(3);
    expect(await onRemote('show', 'site-edits:site.config.yaml')).toBe(await onRemote('show', 'main:site.config.yaml'));
    expect(messages).toEqual([]);
    await context.close();
  });

  it('shows a long history 100 changes at a time, the older ones on "Show older changes"', async () => {
    await committedNotes(carrier.checkout, 150);
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await page.goto(editor.address.origin);
    await page.getByRole('button', { name: 'History and publishing…' }).click();
    const history = page.getByRole('dialog', { name: 'History and publishing' });
    const changes = history.getByRole('list', { name: 'Changes, newest first' }).getByRole('listitem');
    await until(() => changes.count()).toBe(100);
    expect(await changes.first().textContent()).toMatch(/^Note 150 not yet sent/);
    await history.getByRole('button', { name: 'Show older changes' }).click();
    // The 150 notes, and before them the carrier as it was, the phone's change and its undo.
    await until(() => changes.count()).toBe(153);
    expect(await changes.last().textContent()).toMatch(/^The carrier as it was/);
    expect(await history.getByRole('button', { name: 'Show older changes' }).count()).toBe(0);
    // The page's cursor is the server's to check.
    const nonsense = await page.request.get(`${editor.address.origin}/api/history?skip=ten`);
    expect(nonsense.status()).toBe(400);
    await context.close();
  });
});
