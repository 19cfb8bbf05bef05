import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type ConnectionOptions } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxConfig } from '../../src/prerender/hostConfigs.ts';
import { HSTS_MAX_AGE, type ServingPolicy } from '../../src/hosting/policy.ts';
import { builtPolicy } from '../support/builtPolicy.ts';
import { builtSite } from '../support/builtSite.ts';
import { startNginx, type RunningNginx } from '../support/nginx.ts';
import { pageFileOf } from '../support/siteFiles.ts';

// The nginx config the build writes for an https site, run as a server would run it: with a
// certificate (made here, for the site's names) on its https port and its redirect server on its
// plain port. What the MDN HTTP Observatory grades, asked of it as the Observatory does.

const OPENSSL_INSTALL = 'apt-get install -y openssl';

const policy = builtPolicy();
const canonical = policy.canonicalHost; // www.example.com
const [otherName] = policy.redirectHosts; // example.com
const SIX_MONTHS = 15_768_000; // seconds: the Observatory's floor for HSTS

let scratch: string;
let certificate: Buffer;
let nginx: RunningNginx;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request, as written (no redirect followed, no compression asked), on a fresh connection. */
function ask(scheme: 'http' | 'https', host: string, target: string, method = 'GET', to = nginx): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', path: target, method, headers: { host }, agent: false } as const;
    const done = (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    };
    const req =
      scheme === 'http'
        ? httpRequest({ ...options, port: to.port }, done)
        : httpsRequest({ ...options, port: to.httpsPort, servername: host, ca: certificate }, done);
    req.on('error', reject);
    req.end();
  });
}

/** A TLS handshake with the https port, as `host`, the certificate checked against ours; what it agreed on. */
function handshake(host: string, options: Partial<ConnectionOptions> = {}) {
  return new Promise<{ protocol: string | null; alpn: string | false | null }>((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: nginx.httpsPort!, servername: host, ca: certificate, ...options }, () => {
      resolve({ protocol: socket.getProtocol(), alpn: socket.alpnProtocol });
      socket.end();
    });
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  const openssl = spawnSync('openssl', ['version'], { encoding: 'utf8' });
  if (openssl.error || openssl.status !== 0) {
    throw new Error(
      `openssl is not installed; this test makes the certificate of its https server with it. Install it: ${OPENSSL_INSTALL}`,
    );
  }
  scratch = await mkdtemp(join(tmpdir(), 'nginx-tls-'));
  const [certFile, keyFile] = [join(scratch, 'fullchain.pem'), join(scratch, 'privkey.pem')];
  // One certificate for every name of the site, as the config asks (P-256: quick to make).
  const made = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2'],
      ...['-keyout', keyFile, '-out', certFile, '-subj', `/CN=${canonical}`],
      ...['-addext', `subjectAltName=${[canonical, ...policy.redirectHosts].map((name) => `DNS:${name}`).join(',')}`],
    ],
    { encoding: 'utf8' },
  );
  expect(made.status, made.stderr).toBe(0);
  certificate = await readFile(certFile);
  // What an ACME client leaves in its webroot while it renews the certificate.
  await mkdir(join(scratch, 'acme/.well-known/acme-challenge'), { recursive: true });
  await writeFile(join(scratch, 'acme/.well-known/acme-challenge/token-4711'), 'token-4711.thumbprint');
  nginx = await startNginx(builtSite(), policy, {
    tls: { certificate: certFile, certificateKey: keyFile, acmeRoot: join(scratch, 'acme') },
  });
}, 60_000);

afterAll(async () => {
  await nginx?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

it('the test site is an https site with another name, as the example config says', () => {
  expect(policy.origin).toBe('https://www.example.com');
  expect(otherName).toBe('example.com');
  expect(nginx.siteConfig).toBe(
    nginxConfig(policy, {
      root: builtSite(),
      listen: `127.0.0.1:${nginx.port}`,
      tls: {
        listen: `127.0.0.1:${nginx.httpsPort}`,
        certificate: join(scratch, 'fullchain.pem'),
        certificateKey: join(scratch, 'privkey.pem'),
        acmeRoot: join(scratch, 'acme'),
      },
    }),
  );
});

const targets = ['/', '/drivers?utm_source=flyer&lane=TX%20to%20OK', '/es/privacy/', '/no-such-page?q=1', '/icon-192.png', '/.env'];

describe('http://, on every name of the site', () => {
  it.each(targets.flatMap((target) => [canonical, otherName!].map((host) => [host, target] as const)))(
    'http://%s%s: one 301 to the same path and query on https://www.example.com, which answers without another redirect',
    async (host, target) => {
      const redirect = await ask('http', host, target);
      expect(redirect.status).toBe(301);
      expect(redirect.headers.location).toBe(`${policy.origin}${target}`);
      const landed = await ask('https', canonical, target);
      expect([200, 404]).toContain(landed.status);
    },
  );

  it('redirects any method, and sends no Strict-Transport-Security over http (a browser would ignore it)', async () => {
    for (const method of ['HEAD', 'POST', 'DELETE']) {
      const answer = await ask('http', canonical, '/privacy', method);
      expect([answer.status, answer.headers.location], method).toEqual([301, `${policy.origin}/privacy`]);
      expect(answer.headers['strict-transport-security'], method).toBeUndefined();
      expect(answer.headers['x-content-type-options'], method).toBe('nosniff');
    }
  });

  it("serves an ACME client's answer from its webroot, and redirects any other path there", async () => {
    const token = await ask('http', otherName!, '/.well-known/acme-challenge/token-4711');
    expect([token.status, token.body.toString(), token.headers['content-type']]).toEqual([200, 'token-4711.thumbprint', 'text/plain']);
    const missing = await ask('http', canonical, '/.well-known/acme-challenge/no-such-token');
    expect([missing.status, missing.headers.location]).toEqual([301, `${policy.origin}/.well-known/acme-challenge/no-such-token`]);
  });
});

describe('https://, the other names', () => {
  it.each(targets)('https://example.com%s: one 301 to the same path and query on https://www.example.com, with HSTS', async (target) => {
    const answer = await ask('https', otherName!, target);
    expect([answer.status, answer.headers.location]).toEqual([301, `${policy.origin}${target}`]);
    expect(answer.headers['strict-transport-security']).toBe(policy.headers['Strict-Transport-Security']);
  });
});

describe('https://www.example.com: what the MDN HTTP Observatory grades', () => {
  const graded = ['/', '/drivers', '/es', '/es/privacy/', '/icon-192.png', '/no-such-page'];

  it.each(graded)('%s', async (target) => {
    const { status, headers } = await ask('https', canonical, target);
    expect(status).toBe(target === '/no-such-page' ? 404 : 200);
    // Strict-Transport-Security: at least six months.
    const maxAge = Number(/(?:^|;)\s*max-age=(\d+)/.exec(String(headers['strict-transport-security']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(SIX_MONTHS);
    expect(maxAge).toBe(HSTS_MAX_AGE);
    // Content-Security-Policy: no inline or eval script, nothing else may frame it, no plugin.
    const csp = Object.fromEntries(
      String(headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    ) as Record<string, string[]>;
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    // Referrer-Policy: one of those the Observatory counts as private.
    expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(headers['referrer-policy']);
    // No cookie, no cross-origin access.
    expect(headers['set-cookie']).toBeUndefined();
    expect(headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the pages the build wrote, in both languages', async () => {
    for (const path of policy.pages) {
      const { status, body } = await ask('https', canonical, path);
      expect(status, path).toBe(200);
      expect(body.equals(await readFile(join(builtSite(), pageFileOf(path)))), path).toBe(true);
    }
  });

  it('speaks HTTP/2 and TLS 1.3, and TLS 1.2 to an older client, with the certificate of each name', async () => {
    expect(await handshake(canonical, { ALPNProtocols: ['h2', 'http/1.1'] })).toEqual({ protocol: 'TLSv1.3', alpn: 'h2' });
    expect((await handshake(otherName!, { maxVersion: 'TLSv1.2' })).protocol).toBe('TLSv1.2');
  });

  it('refuses TLS 1.1 (the server says so: the client would have taken it)', async () => {
    // Security level 0 lets this client offer TLS 1.0 and 1.1 at all; nginx answers with a protocol_version alert.
    const refused = handshake(canonical, { minVersion: 'TLSv1', maxVersion: 'TLSv1.1', ciphers: 'DEFAULT@SECLEVEL=0' });
    await expect(refused).rejects.toMatchObject({ code: 'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION' });
  });
});

describe('with HSTS preload', () => {
  // hstspreload.org asks that each name's http go to https on that same name first.
  const preloaded: ServingPolicy = {
    ...policy,
    headers: { ...policy.headers, 'Strict-Transport-Security': `${policy.headers['Strict-Transport-Security']}; preload` },
  };
  let withPreload: RunningNginx;
  beforeAll(async () => {
    withPreload = await startNginx(builtSite(), preloaded, {
      tls: { certificate: join(scratch, 'fullchain.pem'), certificateKey: join(scratch, 'privkey.pem'), acmeRoot: join(scratch, 'acme') },
    });
  }, 60_000);
  afterAll(() => withPreload?.close());

  it('http://example.com goes to https://example.com, then to https://www.example.com; http://www.example.com in one hop', async () => {
    const first = await ask('http', otherName!, '/drivers?x=1', 'GET', withPreload);
    expect([first.status, first.headers.location]).toEqual([301, 'https://example.com/drivers?x=1']);
    const second = await ask('https', otherName!, '/drivers?x=1', 'GET', withPreload);
    expect([second.status, second.headers.location]).toEqual([301, `${policy.origin}/drivers?x=1`]);
    expect(second.headers['strict-transport-security']).toMatch(/; preload$/);
    const canonicalHop = await ask('http', canonical, '/drivers?x=1', 'GET', withPreload);
    expect([canonicalHop.status, canonicalHop.headers.location]).toEqual([301, `${policy.origin}/drivers?x=1`]);
  });

  it('an absolute request line naming another host is sent to the canonical host, never elsewhere', async () => {
    const answer = await ask('http', canonical, 'http://evil.example/x', 'GET', withPreload);
    expect([answer.status, answer.headers.location]).toEqual([301, `${policy.origin}/x`]);
  });
});
