import { spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHosted, type Hosted } from '../../src/editor/hosted/hostedEditor.ts';
import { invite } from '../../src/editor/people/invitations.ts';
import { SIGN_IN_LOG } from '../../src/editor/people/signInLog.ts';
import { startEditor, type RunningEditor } from '../../src/editor/server/editorServer.ts';
import { launchChromium } from '../support/chromium.ts';
import { freePort } from '../support/freePort.ts';
import { runNginx, type RunningNginx } from '../support/nginx.ts';
import { acceptInvitation, passkeyDevice } from '../support/passkeyDevice.ts';

// The hosted editor behind nginx with TLS, as docs/hosting.md sets it up: the nginx site of that
// page, taken from it as written (its ports, certificate paths and editor port put in, and the
// Host header as the page says for a port other than 443), a throwaway certificate for
// edit.acme.example, and Chromium resolving that name to this machine and trusting that
// certificate. A person registers a passkey from an invitation and signs in again through it.

const NAME = 'edit.acme.example';
const OPENSSL_INSTALL = 'apt-get install -y openssl';

let scratch: string;
let nginx: RunningNginx;
let editor: RunningEditor;
let hosted: Hosted;
let browser: Browser;
let origin: string;

/** The nginx site of docs/hosting.md, to run here. */
function documentedSite(listen: { http: string; https: string }, editorPort: number): string {
  const page = readFileSync('docs/hosting.md', 'utf8');
  const site = page.match(/```nginx\n([\s\S]*?)```/)![1]!;
  const run = site
    .replace(/^\s*listen \[::\].*\n/gm, '')
    .replace('listen 80;', `listen ${listen.http};`)
    .replace('listen 443 ssl http2;', `listen ${listen.https} ssl http2;`)
    .replace(`/etc/letsencrypt/live/${NAME}/fullchain.pem`, join(scratch, 'fullchain.pem'))
    .replace(`/etc/letsencrypt/live/${NAME}/privkey.pem`, join(scratch, 'privkey.pem'))
    .replace('proxy_pass http://127.0.0.1:4174;', `proxy_pass http://127.0.0.1:${editorPort};`)
    .replace('proxy_set_header Host $host;', 'proxy_set_header Host $http_host;');
  // Each replacement found its line: the page still says what this test runs.
  for (const written of [listen.http, listen.https, scratch, `127.0.0.1:${editorPort}`, '$http_host'])
    expect(run, `docs/hosting.md's nginx site changed: ${written}`).toContain(written);
  return run;
}

beforeAll(async () => {
  const openssl = spawnSync('openssl', ['version'], { encoding: 'utf8' });
  if (openssl.error || openssl.status !== 0)
    throw new Error(
      `openssl is not installed; this test makes the certificate of its https server with it. Install it: ${OPENSSL_INSTALL}`,
    );
  scratch = mkdtempSync(join(tmpdir(), 'hosted-nginx-'));
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2'],
      ...['-keyout', join(scratch, 'privkey.pem'), '-out', join(scratch, 'fullchain.pem'), '-subj', `/CN=${NAME}`],
      ...['-addext', `subjectAltName=DNS:${NAME}`],
    ],
    { encoding: 'utf8' },
  );
  expect(made.status, made.stderr).toBe(0);
  const editorPort = await freePort();
  nginx = await runNginx((listen) => documentedSite(listen, editorPort), { tls: {} });
  origin = `https://${NAME}:${nginx.httpsPort}`;
  hosted = openHosted({ publicUrl: origin, stateDir: join(scratch, 'state') });
  editor = await startEditor(join(process.cwd(), 'tests/fixtures/carriers/other/site.config.yaml'), '127.0.0.1', editorPort, hosted);
  // Chromium trusts the throwaway certificate by its public key (as a trusted one, so passkeys
  // work: they are refused on a page with a certificate error), and finds the name here.
  const spki = new X509Certificate(readFileSync(join(scratch, 'fullchain.pem'))).publicKey.export({ type: 'spki', format: 'der' });
  browser = await launchChromium({
    extraFlags: [
      `--host-resolver-rules=MAP ${NAME} 127.0.0.1`,
      `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
    ],
  });
});
afterAll(async () => {
  await browser?.close();
  await nginx?.close();
  if (editor) {
    editor.server.closeAllConnections();
    await new Promise((resolve) => editor.server.close(resolve));
    await editor.close();
  }
  rmSync(scratch, { recursive: true, force: true });
});

describe('the hosted editor behind nginx with TLS, as docs/hosting.md sets it up', () => {
  it('sends plain http to https', async () => {
    const answer = await new Promise<{ status: number; location?: string }>((resolve, reject) =>
      httpRequest({ host: '127.0.0.1', port: nginx.port, path: '/sign-in', headers: { Host: NAME }, agent: false }, (response) => {
        response.resume();
        resolve({ status: response.statusCode!, location: response.headers.location });
      })
        .on('error', reject)
        .end(),
    );
    expect(answer).toEqual({ status: 301, location: `https://${NAME}/sign-in` });
  });

  it('registers a passkey from an invitation and signs in with it, through the proxy', async () => {
    const blocked: string[] = [];
    const { context, page } = await passkeyDevice(browser, blocked);
    const signIn = await page.goto(`${origin}/`);
    expect(page.url()).toBe(`${origin}/sign-in`);
    expect(signIn!.headers()['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    const link = invite(
      hosted.store,
      hosted.address.url,
      { name: 'Dana Ortiz', email: 'dana@acme.example', role: 'admin' },
      'test',
      Date.now(),
    );
    await acceptInvitation(page, link, /^Welcome, Dana Ortiz/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${origin}/sign-in`);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL(`${origin}/`);
    expect(await page.locator('.signed-in').textContent()).toMatch(/^Signed in as Dana Ortiz \(admin\)/);
    const cookies = await context.cookies(origin);
    expect(cookies.map(({ name, httpOnly, secure, sameSite }) => ({ name, httpOnly, secure, sameSite }))).toEqual([
      { name: '__Host-editor-session', httpOnly: true, secure: true, sameSite: 'Strict' },
    ]);
    // The log has the client's address as nginx saw it (X-Forwarded-For), not the proxy's alone.
    const lines = readFileSync(join(scratch, 'state', SIGN_IN_LOG), 'utf8')
      .trim()
      .split('\n');
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ event: 'signed-in', person: 'dana@acme.example', ip: '127.0.0.1' });
    expect(blocked).toEqual([]);
    expect(await nginx.errorLog()).not.toMatch(/\[(error|crit|alert|emerg)\]/);
    await context.close();
  });
});
