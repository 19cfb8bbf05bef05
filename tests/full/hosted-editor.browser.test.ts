import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHosted } from '../../src/editor/hosted/hostedEditor.ts';
import { SIGN_IN_LOG } from '../../src/editor/people/signInLog.ts';
import { startEditor, type RunningEditor } from '../../src/editor/server/editorServer.ts';
import { axeViolations } from '../support/axe.ts';
import { connectChromium } from '../support/chromium.ts';
import { freePort } from '../support/freePort.ts';
import { acceptInvitation, passkeyDevice } from '../support/passkeyDevice.ts';
import { runTsx } from '../support/runTsx.ts';
import { stopEditor } from '../support/stopEditor.ts';

// The hosted editor as its people use it, in Chromium with a virtual authenticator (the
// DevTools protocol's WebAuthn domain: real passkey ceremonies, a software device): the first
// admin's invitation made with `npm run edit:invite`, opened; a passkey registered; signed out
// and in again with it; an edit saved and committed, authored as that person, in a real git
// repository; an office person invited from the editor, refused the theme, and their link
// refused when opened again. http://localhost is a secure context, so passkeys work there;
// the relying party is `localhost`.

const CARRIER = 'tests/fixtures/carriers/other';
let editor: RunningEditor;
let browser: Browser;
let repo: string;
let state: string;
let origin: string;
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), 'hosted-browser-'));
  state = join(mkdtempSync(join(tmpdir(), 'hosted-browser-state-')), 'state');
  cpSync(CARRIER, repo, { recursive: true });
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Server Account');
  git('config', 'user.email', 'server@example.org');
  git('config', 'commit.gpgSign', 'false');
  git('config', 'core.hooksPath', '.git/hooks');
  git('add', '.');
  git('commit', '--quiet', '-m', 'The carrier as it was');
  const port = await freePort();
  origin = `http://localhost:${port}`;
  editor = await startEditor(join(repo, 'site.config.yaml'), '127.0.0.1', port, openHosted({ publicUrl: origin, stateDir: state }));
  browser = await connectChromium();
});
afterAll(async () => {
  await browser?.close();
  await stopEditor(editor);
  rmSync(repo, { recursive: true, force: true });
  rmSync(join(state, '..'), { recursive: true, force: true });
});

const until = <T>(value: () => Promise<T>) => expect.poll(value, { interval: 50 });

/** What the pages said of a script or style their Content-Security-Policy blocked, or of an error: nothing, in every test. */
const blocked: string[] = [];
const device = () => passkeyDevice(browser, blocked);

const log = () =>
  readFileSync(join(state, SIGN_IN_LOG), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the hosted editor in a browser, with passkeys', () => {
  let adminLink: string;
  let admin: { context: BrowserContext; page: Page };

  it('invites the first admin from the command line; the link registers a passkey and opens the editor', async () => {
    const run = await runTsx(
      ['src/cli/editInvite.ts', repo, '--role', 'admin', '--name', 'Dana Ortiz', '--email', 'dana@acme.example', '--state', state],
      { env: { ...process.env, EDITOR_PUBLIC_URL: '' } },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    adminLink = run.stdout.match(/^http:\/\/\S+$/m)![0];
    expect(adminLink).toMatch(new RegExp(`^${origin}/invitation#[A-Za-z0-9_-]{43}$`));
    admin = await device();
    await acceptInvitation(admin.page, adminLink, /^Welcome, Dana Ortiz \(dana@acme\.example\): you are invited as an admin/);
    expect(await admin.page.locator('.signed-in').textContent()).toMatch(/^Signed in as Dana Ortiz \(admin\)/);
    expect(log().at(-1)).toMatchObject({ event: 'registered', person: 'dana@acme.example' });
  });

  it('signs out, and signs in again with the passkey alone, by keyboard', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${origin}/sign-in`);
    // Signed out is signed out: the editor sends the browser back to the sign-in page.
    await page.goto(`${origin}/`);
    await page.waitForURL(`${origin}/sign-in`);
    const go = page.getByRole('button', { name: 'Sign in with a passkey' });
    await until(() => go.isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await go.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin}/`);
    await page.waitForSelector('iframe[data-version]');
    expect(log().at(-1)).toMatchObject({ event: 'signed-in', person: 'dana@acme.example' });
  });

  it('saves an edit committed as the person signed in', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'Company', exact: true }).click();
    await page
      .locator('main.form')
      .getByLabel(/^Phone\*?$/)
      .fill('+1 406-555-0199');
    await until(() => page.locator('.problems h2').textContent()).toBe('No problem: ready to save');
    await page.getByRole('button', { name: 'Save…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Commit the save').check();
    await dialog.getByLabel('Message').fill('New office phone');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await until(() => page.locator('header .status').textContent()).toMatch(/^Saved .* and committed it/);
    expect(git('log', '-1', '--format=%s|%an <%ae>|%cn <%ce>')).toBe(
      'New office phone|Dana Ortiz <dana@acme.example>|Dana Ortiz <dana@acme.example>\n',
    );
    expect(git('show', 'HEAD:site.config.yaml')).toContain('phone: "+1 406-555-0199"');
  });

  it('an admin invites office staff, who cannot change the theme by any request; their link works once', async () => {
    const { page } = admin;
    await page.getByRole('button', { name: 'People…' }).click();
    const people = page.getByRole('dialog');
    await people.getByLabel('Name').fill('Omar Office');
    await people.getByLabel('Email').fill('omar@acme.example');
    await people.getByRole('button', { name: 'Make an invitation link' }).click();
    const link = (await people.locator('.invitation-link').textContent())!;
    expect(link).toMatch(new RegExp(`^${origin}/invitation#`));
    // One sent to a wrong address is cancelled from the list of those not used yet.
    await people.getByLabel('Name').fill('Omar Typo');
    await people.getByLabel('Email').fill('omar@acme.exmaple');
    await people.getByRole('button', { name: 'Make an invitation link' }).click();
    await until(() => people.getByRole('button', { name: /^Cancel the invitation of/ }).allTextContents()).toEqual([
      'Cancel the invitation of Omar Office',
      'Cancel the invitation of Omar Typo',
    ]);
    const mistyped = (await people.locator('.invitation-link').textContent())!;
    await people.getByRole('button', { name: 'Cancel the invitation of Omar Typo' }).click();
    await until(() => people.getByRole('button', { name: /^Cancel the invitation of/ }).allTextContents()).toEqual([
      'Cancel the invitation of Omar Office',
    ]);
    expect(log().at(-1)).toMatchObject({ event: 'invitation-cancelled', detail: 'omar@acme.exmaple as office' });

    const office = await device();
    await acceptInvitation(office.page, link, /^Welcome, Omar Office \(omar@acme\.example\): you are invited as office staff/);
    // The theme is not among the parts shown to office staff…
    expect(await office.page.getByRole('button', { name: 'Company', exact: true }).count()).toBe(1);
    expect(await office.page.getByRole('button', { name: 'Theme', exact: true }).count()).toBe(0);
    // …and in the company's details, the site's address is shown but cannot be changed.
    await office.page.getByRole('button', { name: 'Company', exact: true }).click();
    const company = office.page.locator('main.form');
    expect(await company.locator('[id="f:company.siteUrl"]').isEditable()).toBe(false);
    expect(await company.locator('[id="f:company.phone"]').isEditable()).toBe(true);
    // …and a request made anyway, with the page's own session and token, is refused and logged.
    const refused = await office.page.evaluate(async () => {
      const session = (await (await fetch('/api/session')).json()) as { csrf: string };
      const config = (await (await fetch('/api/config')).json()) as { hash: string };
      const answer = await fetch('/api/save', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Editor-CSRF': session.csrf },
        body: JSON.stringify({ base: config.hash, edits: [{ op: 'set', path: ['theme', 'colors', 'primary'], value: '#000000' }] }),
      });
      return { status: answer.status, body: (await answer.json()) as { error: string } };
    });
    expect(refused).toEqual({
      status: 403,
      body: { error: 'Your role (office) cannot change theme › colors › primary: nothing was saved. An admin of the editor can change it' },
    });
    expect(log().at(-1)).toMatchObject({ event: 'refused', person: 'omar@acme.example', status: 403 });
    expect(readFileSync(join(repo, 'site.config.yaml'), 'utf8')).toContain('primary: "#0e756d"');

    const again = await device();
    for (const gone of [link, mistyped]) {
      await again.page.goto(gone);
      await until(() => again.page.getByRole('alert').textContent()).toMatch(/expired .*, was used already, or was cancelled/);
      expect(await again.page.getByRole('button', { name: 'Make my passkey' }).isDisabled()).toBe(true);
    }
    expect(await axeViolations(again.page)).toEqual([]);
    await Promise.all([office.context.close(), again.context.close(), admin.context.close()]);
    expect(blocked).toEqual([]);
  });
});
