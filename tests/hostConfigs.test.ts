import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deploy } from '../schema/deploy.ts';
import { checkHashedAssets, nginxConfig, type VercelConfig } from '../src/prerender/hostConfigs.ts';
import { cspHash, inlineScriptsOf } from '../src/prerender/pageScripts.ts';
import { SPECULATION_RULES } from '../src/document/document.ts';
import { loadSiteConfig } from '../src/config/loadSiteConfig.ts';
import { CACHE, cacheControlFor, hstsHeader, servingPolicy, type PolicyInput } from '../src/hosting/policy.ts';
import { builtPolicy } from './support/builtPolicy.ts';
import { builtSite, serve } from './support/builtSite.ts';

// The host configs the build writes say what the policy says: parsed here the way Netlify,
// Cloudflare Pages and Vercel read them, and compared header by header.

const config = loadSiteConfig('site.config.yaml');
const policy = builtPolicy();
const pagePaths = config.routes.flatMap((r) => (r.path === '/' ? ['/'] : [r.path, `${r.path}/`]));

async function samplePaths() {
  const asset = (await readdir(join(builtSite(), 'assets'))).find((f) => f.endsWith('.js'))!;
  return { asset: `/assets/${asset}`, file: '/icon-192.png', unknown: '/no-such-page' };
}

/** `_headers` as Netlify and Cloudflare Pages read it: a path line, then indented `Name: value` lines. */
function parseHeadersFile(text: string) {
  const rules: { path: string; headers: [string, string][] }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    expect(colon, line).toBeGreaterThan(0);
    expect(rules.length, `header before any path: ${line}`).toBeGreaterThan(0);
    rules.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** `*` is a splat (any characters, slashes included); everything else matches literally. */
const splatMatches = (pattern: string, path: string) =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ).test(path);

/** The headers a request for `path` gets; a name set by two matching rules is reported (Cloudflare would join the values). */
function headersFor(rules: ReturnType<typeof parseHeadersFile>, path: string) {
  const headers: Record<string, string> = {};
  const twice: string[] = [];
  for (const rule of rules.filter((r) => splatMatches(r.path, path))) {
    for (const [name, value] of rule.headers) {
      if (name in headers) twice.push(name);
      headers[name] = value;
    }
  }
  return { headers, twice };
}

/** vercel.json `source` patterns as Vercel reads ours: path-to-regexp groups are regular expressions; the last match wins. */
function vercelHeadersFor(vercel: VercelConfig, path: string) {
  const headers: Record<string, string> = {};
  for (const rule of vercel.headers.filter((r) => new RegExp(`^${r.source}$`).test(path))) {
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}

describe('_headers (Netlify, Cloudflare Pages)', () => {
  it('gives every page and asset the policy headers and its Cache-Control, each header from one rule only', async () => {
    const rules = parseHeadersFile(await readFile(join(builtSite(), '_headers'), 'utf8'));
    const { asset, file, unknown } = await samplePaths();
    for (const path of [...pagePaths, asset, file, unknown, '/404.html']) {
      const { headers, twice } = headersFor(rules, path);
      expect(twice, path).toEqual([]);
      const { 'Cache-Control': cacheControl, ...rest } = headers;
      expect(rest, path).toEqual(policy.headers);
      if (path === asset) expect(cacheControl, path).toBe('public, max-age=31536000, immutable');
      else if (pagePaths.includes(path) || path === '/404.html') expect(cacheControl, path).toBe('no-cache');
      // Other files keep the host's default, which revalidates (max-age=0, must-revalidate) on both hosts.
      else expect(cacheControl, path).toBeUndefined();
    }
    expect(headersFor(rules, '/').headers['Content-Security-Policy']).toContain("script-src 'self'");
    expect(headersFor(rules, '/').headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });
});

describe('vercel.json', () => {
  it('gives every path the policy headers and the Cache-Control of the policy', async () => {
    const vercel = JSON.parse(await readFile(join(builtSite(), 'vercel.json'), 'utf8')) as VercelConfig;
    const { asset, file, unknown } = await samplePaths();
    for (const path of [...pagePaths, asset, file, unknown]) {
      expect(vercelHeadersFor(vercel, path), path).toEqual({ ...policy.headers, 'Cache-Control': cacheControlFor(path) });
    }
    expect(vercelHeadersFor(vercel, asset)['Cache-Control']).toBe(CACHE.immutable);
    expect(vercel).toMatchObject({ cleanUrls: true, trailingSlash: false });
  });

  it('redirects the other host names of the site to its canonical origin', async () => {
    const vercel = JSON.parse(await readFile(join(builtSite(), 'vercel.json'), 'utf8')) as VercelConfig;
    expect(vercel.redirects).toEqual(
      config.deploy.redirectHosts.map((host) => ({
        source: '/:path*',
        has: [{ type: 'host', value: host }],
        destination: 'https://www.example.com/:path*',
        statusCode: 301,
      })),
    );
  });
});

describe('nginx.conf', () => {
  /** The `server {}` blocks of a config, each as its lines, trimmed (no block nests another). */
  const serversOf = (conf: string) =>
    [...conf.matchAll(/^server \{\n([\s\S]*?)^\}$/gm)].map((block) => block[1]!.split('\n').map((line) => line.trim()));

  it('is the config the nginx tests run, for the canonical host, with the redirect server for the other names', async () => {
    const emitted = await readFile(join(builtSite(), 'nginx.conf'), 'utf8');
    expect(emitted).toBe(nginxConfig(policy));
    expect(emitted).toContain('server_name www.example.com;');
    expect(emitted).toContain('server_name example.com;');
    expect(emitted).toContain('return 301 https://www.example.com$request_uri;');
    expect(emitted).toContain(`add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;`);
  });

  it("for an https site, ends TLS on 443 with HTTP/2 at certbot's paths, and redirects port 80 to https (tests/full/nginx-tls.test.ts runs it)", async () => {
    const [site, otherNames, port80] = serversOf(await readFile(join(builtSite(), 'nginx.conf'), 'utf8'));
    const live = '/etc/letsencrypt/live/www.example.com';
    for (const server of [site!, otherNames!]) {
      expect(server).toEqual(
        expect.arrayContaining([
          'listen 443 ssl http2;',
          `ssl_certificate "${live}/fullchain.pem";`,
          `ssl_certificate_key "${live}/privkey.pem";`,
          'ssl_protocols TLSv1.2 TLSv1.3;',
        ]),
      );
    }
    expect(site).toContain('server_name www.example.com;');
    expect(otherNames).toEqual(expect.arrayContaining(['server_name example.com;', 'return 301 https://www.example.com$request_uri;']));
    expect(port80).toEqual(
      expect.arrayContaining(['listen 80;', 'server_name www.example.com example.com;', 'return 301 https://www.example.com$request_uri;']),
    );
    expect(port80!.join('\n')).not.toMatch(/ssl|Strict-Transport-Security/);
  });

  it('for an http site, serves on port 80 without TLS and says what an https URL would bring', () => {
    const http = servingPolicy({
      company: { siteUrl: 'http://www.example.com' },
      routes: config.routes,
      deploy: deploy.parse({ redirectHosts: ['example.com'] }),
    });
    const conf = nginxConfig(http);
    expect(serversOf(conf).map((server) => server.filter((line) => line.startsWith('listen')))).toEqual([['listen 80;'], ['listen 80;']]);
    const directives = conf.split('\n').filter((line) => !line.trimStart().startsWith('#'));
    expect(directives.join('\n')).not.toMatch(/ssl_|Strict-Transport-Security|https:/);
    expect(conf).toContain('# The site is http (company.siteUrl): with an https URL, this file ends TLS itself');
  });

  it('for an https site behind a proxy that ends TLS (tls: false, as the serving tests run it), serves plain http on one port', () => {
    const conf = nginxConfig(policy, { tls: false, listen: '8080' });
    expect(serversOf(conf).map((server) => server.filter((line) => line.startsWith('listen')))).toEqual([
      ['listen 8080;'],
      ['listen 8080;'],
    ]);
    expect(conf).not.toContain('ssl_');
  });
});

describe('the Content-Security-Policy of every host', () => {
  it("allows exactly the entry and the later styles' link written into the pages and the speculation rules, by the same hashes in npm start, _headers, vercel.json and nginx.conf", async () => {
    const inline = inlineScriptsOf(await readFile(join(builtSite(), 'index.html'), 'utf8'));
    expect(inline).toHaveLength(2);
    const site = await serve();
    const served = (await fetch(site.url)).headers.get('content-security-policy');
    await site.close();
    const csp = {
      'npm start': served,
      _headers: headersFor(parseHeadersFile(await readFile(join(builtSite(), '_headers'), 'utf8')), '/').headers['Content-Security-Policy'],
      'vercel.json': vercelHeadersFor(JSON.parse(await readFile(join(builtSite(), 'vercel.json'), 'utf8')) as VercelConfig, '/')[
        'Content-Security-Policy'
      ],
      'nginx.conf': /^\s*add_header Content-Security-Policy "([^"]*)" always;$/m.exec(
        await readFile(join(builtSite(), 'nginx.conf'), 'utf8'),
      )?.[1],
    };
    for (const [host, value] of Object.entries(csp)) {
      const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(value ?? '')?.[1]?.split(' ');
      expect(scriptSrc, host).toEqual(["'self'", ...[...inline, SPECULATION_RULES].map((script) => `'${cspHash(script)}'`)]);
      expect(value, host).toBe(csp['npm start']);
    }
  });
});

describe('the serving policy from the config', () => {
  const input = (siteUrl: string, hsts: { enabled?: boolean; preload?: boolean } = {}, redirectHosts: string[] = []): PolicyInput => ({
    company: { siteUrl },
    routes: config.routes,
    deploy: deploy.parse({ hsts, redirectHosts }),
  });

  it('sends HSTS only for an https site, without preload unless asked', () => {
    expect(deploy.parse(undefined)).toEqual({ hsts: { enabled: true, preload: false }, redirectHosts: [] });
    expect(hstsHeader(input('https://www.example.com'))).toBe('max-age=63072000; includeSubDomains');
    expect(hstsHeader(input('http://www.example.com'))).toBeUndefined();
    expect(hstsHeader(input('https://www.example.com', { enabled: false }))).toBeUndefined();
    expect(hstsHeader(input('https://www.example.com', { preload: true }))).toBe('max-age=63072000; includeSubDomains; preload');
    expect(servingPolicy(input('http://www.example.com')).headers).not.toHaveProperty('Strict-Transport-Security');
  });

  it('refuses a redirect host that is the canonical host', () => {
    expect(() => servingPolicy(input('https://www.example.com', {}, ['www.example.com']))).toThrow(/redirect to itself/);
    expect(() => deploy.parse({ redirectHosts: ['https://example.com/'] })).toThrow(/bare host name/);
  });

  it('refuses, as a second line of defence, a host name or route that could rewrite a host config', () => {
    // Values the schema refuses, handed straight to the policy as a bug in the schema would.
    const raw = (siteUrl: string, redirectHosts: string[] = [], path = '/'): PolicyInput => ({
      company: { siteUrl },
      routes: [{ ...config.routes[0]!, path }],
      deploy: { hsts: { enabled: true, preload: false }, redirectHosts },
    });
    expect(() => servingPolicy(raw('https://www.example.com;}server{break'))).toThrow('Not a host name: "www.example.com;}server{break"');
    expect(() => servingPolicy(raw('https://www.example.com', ['example.com; return 302 https://evil.example']))).toThrow(
      /Not a host name/,
    );
    expect(() => servingPolicy(raw('https://www.example.com', [], '/x\n/*\n  Content-Security-Policy: default-src *'))).toThrow(
      /Not a route path/,
    );
    expect(servingPolicy(raw('https://www.example.com', ['example.com'], '/privacy')).redirectHosts).toEqual(['example.com']);
  });

  it('fails the build when a file under /assets/ has no content hash (it would be cached for a year)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hashed-'));
    try {
      await mkdir(join(dir, 'assets'));
      await writeFile(join(dir, 'assets/app-Bx12_-9z.js'), '');
      await checkHashedAssets(dir);
      await writeFile(join(dir, 'assets/logo.png'), '');
      await expect(checkHashedAssets(dir)).rejects.toThrow(/\/assets\/logo\.png/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
