import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRANCHES, openWorkingBranch } from '../../src/editor/git/workingBranch.ts';
import { startEditor, type RunningEditor } from '../../src/editor/server/editorServer.ts';
import { axeViolations } from '../support/axe.ts';
import { connectChromium } from '../support/chromium.ts';
import { carrierRepository, git, type CarrierRepository } from '../support/gitHttpRemote.ts';
import { stopEditor } from '../support/stopEditor.ts';

// A conflict the editor's background retry found, shown in the page and resolved there: a save
// made while the carrier's repository (git's own HTTP backend, tests/support/gitHttpRemote.ts)
// was down, someone else changing the same value there meanwhile, the retry run (when the test
// chooses: no timer). The page's own controls only.

let carrier: CarrierRepository;
let editor: RunningEditor;
let browser: Browser;
const retries: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  carrier = await carrierRepository('tests/fixtures/carriers/other');
  const branch = await openWorkingBranch(carrier.configFile, DEFAULT_BRANCHES, (run) => retries.push(run));
  editor = await startEditor(carrier.configFile, '127.0.0.1', 0, undefined, { branch, publish: {} });
  browser = await connectChromium();
});
afterAll(async () => {
  await browser?.close();
  await stopEditor(editor);
  await carrier.remove();
});

const onRemote = (...args: string[]) => git(carrier.remote.bare, ...args);
const until = <T>(value: () => Promise<T>) => expect.poll(value, { interval: 50 });

describe('a conflict found by the retry, in the browser', () => {
  it('shows both values, sends nothing over theirs, and sends the values saved here once the person chooses them', async () => {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
    await page.goto(editor.address.origin);
    await page.waitForSelector('iframe[data-version]');
    const status = page.getByRole('status').first();

    await carrier.remote.stop();
    await page.getByRole('button', { name: 'Company', exact: true }).click();
    await page
      .locator('main.form')
      .getByLabel(/^Phone\*?$/)
      .fill('+1 406-555-0199');
    await page.getByRole('button', { name: 'Save…' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await until(() => status.textContent()).toMatch(/not yet sent to the carrier's repository/);

    await carrier.remote.start();
    await carrier.pushedElsewhere((text) => text.replace(/^( {2}phone: ).*$/m, '$1"+1 406-555-0111"'), 'Changed the phone');
    const theirs = await onRemote('rev-parse', 'site-edits');
    await retries.shift()!();
    expect(await onRemote('rev-parse', 'site-edits')).toBe(theirs);

    // Back at the page (opened again): the conflict, as a save's is shown.
    await page.reload();
    await until(() => status.textContent()).toMatch(/^Saves made here change values that someone else also changed/);
    const waiting = page.getByRole('alert').filter({ hasText: 'is kept here and not sent' });
    await until(() => waiting.count()).toBe(1);
    expect(await waiting.locator('p').textContent()).toMatch(/^The save "Changed the phone" by .+ is kept here and not sent/);
    expect(await waiting.getByRole('row').allTextContents()).toEqual([
      "WhereTheir value (on the site's repository)The value saved here (not sent)",
      'company.phone+1 406-555-0111+1 406-555-0199',
    ]);
    expect(await axeViolations(page)).toEqual([]);

    await waiting.getByRole('button', { name: 'Keep the values saved here and send them' }).click();
    await until(() => status.textContent()).toMatch(
      /^Kept the values saved here for "Changed the phone", and sent it to the site's repository\.$/,
    );
    expect(await waiting.count()).toBe(0);
    expect(await onRemote('show', 'site-edits:site.config.yaml')).toContain('phone: "+1 406-555-0199"');
    expect(await onRemote('merge-base', '--is-ancestor', theirs.trim(), 'site-edits')).toBe('');
    // The form shows the file as it now is.
    await page.getByRole('button', { name: 'Company', exact: true }).click();
    expect(
      await page
        .locator('main.form')
        .getByLabel(/^Phone\*?$/)
        .inputValue(),
    ).toBe('+1 406-555-0199');
    expect(messages).toEqual([]);
    await context.close();
  });
});
