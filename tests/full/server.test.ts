import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sitePaths } from '../../src/prerender/compress.ts';
import { loadSiteConfig } from '../../src/config/loadSiteConfig.ts';
import { BUILD_RECORD } from '../../src/hosting/buildRecord.ts';
import { createServer } from '../../src/server/createServer.ts';
import { cspHash, inlineScriptsOf } from '../../src/prerender/pageScripts.ts';
import { SPECULATION_RULES } from '../../src/document/document.ts';
import { CACHE, CONTENT_TYPES, COMPRESSIBLE, type Limits } from '../../src/hosting/policy.ts';
import { builtPolicy } from '../support/builtPolicy.ts';
import { builtSite } from '../support/builtSite.ts';
import { startNginx } from '../support/nginx.ts';
import { rawExchange, request, type RawResponse } from '../support/rawHttp.ts';
import { descendants, running } from '../support/processTree.ts';
import { startServerCli } from '../support/serverCli.ts';
import { pageFileOf } from '../support/siteFiles.ts';

// The same HTTP assertions against `npm start`'s Node server and against a real nginx running
// the config the build generates, both serving the site globalSetup built.

const config = loadSiteConfig('site.config.yaml');
const policy = builtPolicy();
const pages = config.routes.map((r) => r.path);
const SECRET = 'SECRET-never-served-4711';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
// Short timeouts so the slow-client checks take seconds; the same for both servers.
const limits = { headersTimeoutMs: 1500, requestTimeoutMs: 3000, keepAliveTimeoutMs: 2000, sendTimeoutMs: 5000 } satisfies Partial<Limits>;

let root: string;
let notFoundHtml: Buffer;
let textFiles: string[];
let asset: string;

beforeAll(async () => {
  // A copy of the built site plus files that must never be served.
  root = await mkdtemp(join(tmpdir(), 'served-site-'));
  await cp(builtSite(), root, { recursive: true });
  await mkdir(join(root, '.git'));
  await writeFile(join(root, '.git/config'), SECRET);
  await writeFile(join(root, '.env'), SECRET);
  const assets = (await readdir(join(root, 'assets'))).filter((f) => f.endsWith('.js'));
  asset = `/assets/${assets[0]}`;
  await writeFile(join(root, `${asset}.map`), SECRET);
  notFoundHtml = await readFile(join(root, '404.html'));
  textFiles = (await sitePaths(root)).filter(
    (p) => new RegExp(`\\.(${COMPRESSIBLE.join('|')})$`).test(p) && !/\/\.|^\/(vercel\.json)$/.test(p),
  );
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the build output', () => {
  it("runs no inline script but the entry and the later styles' link, the same in every page, which the CSP allows by their hashes with the speculation rules'", async () => {
    const html = (await sitePaths(builtSite())).filter((p) => p.endsWith('.html'));
    expect(html.length).toBeGreaterThanOrEqual(pages.length + 1);
    const scripts = new Set<string>();
    for (const file of html) {
      const text = await readFile(join(builtSite(), file), 'utf8');
      const inline = inlineScriptsOf(text);
      // A not-found page has every rule in its <head>, so no later styles to link.
      expect(inline, file).toHaveLength(file.endsWith('404.html') ? 1 : 2);
      inline.forEach((script) => scripts.add(script));
      for (const [tag] of text.matchAll(/<script\b[^>]*>/gi)) {
        const allowed =
          /\stype="module" data-modules="[^"]+"/.test(tag) ||
          /\stype="application\/ld\+json"/.test(tag) ||
          tag === '<script type="speculationrules">' ||
          tag === '<script>';
        expect(allowed, `${file}: ${tag}`).toBe(true);
      }
      expect(text, file).not.toMatch(/\son[a-z]+=["']/i); // no inline event handlers either
    }
    expect(scripts.size).toBe(2);
    expect(policy.headers['Content-Security-Policy']).toContain(
      `script-src 'self' ${[...scripts, SPECULATION_RULES].map((script) => `'${cspHash(script)}'`).join(' ')};`,
    );
  });

  it('has a Brotli and a gzip copy of every text file, each decompressing to the original', async () => {
    expect(textFiles.length).toBeGreaterThan(pages.length);
    for (const file of textFiles) {
      const original = await readFile(join(builtSite(), file));
      expect(brotliDecompressSync(await readFile(join(builtSite(), `${file}.br`))).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(await readFile(join(builtSite(), `${file}.gz`))).equals(original), `${file}.gz`).toBe(true);
    }
  });
});

const servers = [
  {
    name: 'Node server (npm start)',
    gzipRanges: true,
    start: async () => {
      const server = createServer(root, { policy, limits });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return {
        port: (server.address() as AddressInfo).port,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    },
  },
  {
    // The same server with no file kept in memory: every answer read from disk as it is sent, as large files are.
    name: 'Node server, every file read from disk',
    gzipRanges: true,
    start: async () => {
      const server = createServer(root, { policy, limits, memory: { maxFileBytes: 0 } });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return {
        port: (server.address() as AddressInfo).port,
        close: () => new Promise<void>((resolve) => server.close(() => resolve())),
      };
    },
  },
  {
    name: 'nginx with the generated config',
    // gzip_static ignores Range: the whole .gz copy, a 200 that RFC 9110 allows.
    gzipRanges: false,
    start: async () => startNginx(root, policy, { limits }),
  },
];

describe.each(servers)('$name', ({ start, gzipRanges }) => {
  let port: number;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ port, close } = await start());
  });
  afterAll(() => close?.());

  const get = (target: string, headers: Record<string, string> = {}) => request(port, target, { headers });

  const expectPolicyHeaders = (res: RawResponse, what: string) => {
    for (const [name, value] of Object.entries(policy.headers)) {
      expect(res.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
    }
  };

  it('sends every security header, with HSTS for the https site URL', async () => {
    expect(policy.headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(policy.headers['Content-Security-Policy']).toEqual(
      expect.stringMatching(
        /^default-src 'self'; script-src 'self' 'sha256-[A-Za-z0-9+/]{43}=' 'sha256-[A-Za-z0-9+/]{43}=' 'sha256-[A-Za-z0-9+/]{43}='; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
      ),
    );
    const responses = {
      page: await get('/'),
      asset: await get(asset),
      notFound: await get('/no-such-page'),
      methodNotAllowed: await request(port, '/', { method: 'POST', body: 'a=1' }),
    };
    for (const [what, res] of Object.entries(responses)) expectPolicyHeaders(res, what);
    expect(responses.page.headers['x-frame-options']).toBe('DENY');
    expect(responses.page.headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  });

  it('answers every route 200 with its UTF-8 HTML, revalidated on each visit', async () => {
    for (const path of [...pages, ...pages.filter((p) => p !== '/').map((p) => `${p}/`)]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], path).toBe(CACHE.revalidate);
      expect(res.headers.etag, path).toBeTruthy();
      expect(res.headers['last-modified'], path).toBeTruthy();
      const file = pageFileOf(path);
      expect(res.body.equals(await readFile(join(root, file))), path).toBe(true);
    }
  });

  it('answers unknown paths 404 with the not-found page', async () => {
    for (const path of [
      '/no-such-page',
      '/privacy/more',
      '/404.html',
      '/404',
      '/index',
      '/assets/',
      '/assets/gone-AAAAAAAA.js',
      '/images/none.png',
      '/privacy.html',
      '/icon-192.png/',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], path).toBe(CACHE.revalidate);
      expect(res.body.equals(notFoundHtml), path).toBe(true);
    }
  });

  it("answers unknown paths under a language's prefix 404 with that language's not-found page", async () => {
    const spanish = await readFile(join(root, 'es/404.html'));
    for (const path of ['/es/no-such-page', '/es/drivers/more', '/es/404.html', '/es/404', '/es/privacy.html']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.body.equals(spanish), path).toBe(true);
    }
    for (const path of ['/esx/no-such-page', '/no-such-page/es']) expect((await get(path)).body.equals(notFoundHtml), path).toBe(true);
  });

  it('caches hashed assets for a year and revalidates everything else', async () => {
    const js = await get(asset);
    expect(js.status).toBe(200);
    expect(js.headers['cache-control']).toBe(CACHE.immutable);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toBe(CONTENT_TYPES.js);
    const icon = await get('/icon-192.png');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe(CACHE.revalidate);
  });

  it('answers a revalidation (ETag or date) with 304 and no body', async () => {
    for (const [path, encoding] of [
      ['/', ''],
      ['/privacy', 'br'],
      [asset, 'gzip'],
    ] as const) {
      const headers: Record<string, string> = encoding ? { 'Accept-Encoding': encoding } : {};
      const first = await get(path, headers);
      const etag = first.headers.etag!;
      const again = await get(path, { ...headers, 'If-None-Match': etag });
      expect(again.status, path).toBe(304);
      expect(again.body.length, path).toBe(0);
      expect(again.headers.etag, path).toBe(etag);
      expect(again.headers['cache-control'], path).toBe(first.headers['cache-control']);
      expectPolicyHeaders(again, `304 ${path}`);
      // A changed file (another ETag) is sent again.
      expect((await get(path, { ...headers, 'If-None-Match': '"stale"' })).status, path).toBe(200);
      // Clients that kept only the date revalidate with it.
      const since = await get(path, { ...headers, 'If-Modified-Since': first.headers['last-modified']! });
      expect(since.status, path).toBe(304);
      expect(since.body.length, path).toBe(0);
      const older = await get(path, { ...headers, 'If-Modified-Since': 'Thu, 01 Jan 2004 00:00:00 GMT' });
      expect(older.status, path).toBe(200);
      expect(older.body.length, path).toBe(first.body.length);
    }
  });

  it('sends the precompressed copy the client accepts, with Vary: Accept-Encoding', async () => {
    const cases: [string, string | undefined][] = [
      ['br, gzip', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['deflate', undefined],
      ['identity', undefined],
      ['', undefined],
    ];
    // The not-found pages are answers, not files (the last path stands for them).
    for (const path of [...textFiles.filter((p) => !/(^|\/)404\.html$/.test(p)), '/privacy', '/no-such-page']) {
      const file = path === '/privacy' ? '/privacy/index.html' : path === '/no-such-page' ? '/404.html' : path;
      const original = await readFile(join(root, file));
      for (const [accept, expected] of cases) {
        const res = await get(path, accept ? { 'Accept-Encoding': accept } : {});
        const what = `${path} with Accept-Encoding "${accept}"`;
        expect(res.status, what).toBe(path === '/no-such-page' ? 404 : 200);
        expect(res.headers['content-encoding'], what).toBe(expected);
        expect(res.headers.vary, what).toBe('Accept-Encoding');
        const body = expected === 'br' ? brotliDecompressSync(res.body) : expected === 'gzip' ? gunzipSync(res.body) : res.body;
        expect(body.equals(original), what).toBe(true);
      }
    }
    const png = (await sitePaths(root)).find((p) => p.endsWith('.png'));
    if (png) {
      const res = await get(png, { 'Accept-Encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toBeUndefined();
    }
  });

  it('allows GET and HEAD only', async () => {
    const got = await get('/privacy');
    const head = await request(port, '/privacy', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(got.headers['content-length']);
    expect(head.headers.etag).toBe(got.headers.etag);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const res = await request(port, '/', { method, body: method === 'POST' ? 'x=1' : '' });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow, method).toBe('GET, HEAD');
    }
  });

  it('redirects the other host names of the site to the canonical URL', async () => {
    expect(policy.redirectHosts.length).toBeGreaterThan(0);
    for (const host of policy.redirectHosts) {
      const res = await rawExchange(port, `GET /privacy?from=ad HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(res?.status).toBe(301);
      expect(res?.headers.location).toBe(`${policy.origin}/privacy?from=ad`);
    }
  });

  it('serves the same page for an absolute-form target and a run of slashes', async () => {
    const absolute = await get(`http://127.0.0.1:${port}/privacy`);
    expect(absolute.status).toBe(200);
    expect(absolute.body.equals(await readFile(join(root, 'privacy/index.html')))).toBe(true);
    const slashes = await get('//privacy');
    expect(slashes.status).toBe(200);
    expect(slashes.body.equals(await readFile(join(root, 'privacy/index.html')))).toBe(true);
  });

  it('never serves dotfiles, source maps, precompressed copies or host configs', async () => {
    for (const path of [
      '/.env',
      '/.git/config',
      '/%2egit/config',
      '/.git/',
      `${asset}.map`,
      '/index.html.br',
      '/index.html.gz',
      '/nginx.conf',
      '/_headers',
      '/vercel.json',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.includes(SECRET), path).toBe(false);
    }
  });

  it("never serves the build record, which names the config and the sources' hash", async () => {
    const record = await readFile(join(root, BUILD_RECORD), 'utf8');
    expect(record).toContain('"sourcesSha256"');
    for (const path of [`/${BUILD_RECORD}`, '/%2ebuild.json', '/.build.json.br', '/.build.json.gz']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.body.includes('sourcesSha256'), path).toBe(false);
    }
  });

  it('answers hostile and malformed requests with a 4xx or a normal answer, never a 5xx or a leak', async () => {
    const targets = [
      '/../../../../etc/passwd',
      '/assets/../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2fetc/passwd',
      '/%252e%252e/%252e%252e/etc/passwd',
      '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
      '/..%5c..%5c..%5cetc%5cpasswd',
      '/..\\..\\..\\etc\\passwd',
      '/privacy\\..\\.env',
      '/%2e%65%6e%76',
      '/%',
      '/%zz',
      '/%E0%A4%A',
      '/%ff',
      '/index.html%00',
      '/%00',
      '/privacy%00.png',
      '//etc/passwd',
      '///',
      '//example.com/',
      '/?%',
      `/${'a'.repeat(3000)}`,
      `/${'a'.repeat(20_000)}`,
      `/${'%2e%2e/'.repeat(300)}etc/passwd`,
    ];
    for (const target of targets) {
      const res = await rawExchange(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
      const what = target.slice(0, 60);
      expect(res, what).toBeDefined();
      expect(res!.status, what).toBeGreaterThanOrEqual(200);
      expect(res!.status, what).toBeLessThan(500);
      if (res!.status >= 300 && res!.status < 400)
        expect(res!.headers.location ?? '', what).not.toMatch(/^(https?:)?\/\/(?!www\.example\.com)/);
      const text = res!.body.toString('latin1');
      expect(text, what).not.toContain('root:');
      expect(text, what).not.toContain(SECRET);
    }

    const oversized = [
      `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n${Array.from({ length: 400 }, (_, i) => `X-H${i}: ${'b'.repeat(60)}`).join('\r\n')}\r\nConnection: close\r\n\r\n`,
      `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${'c=1; '.repeat(3000)}\r\nConnection: close\r\n\r\n`,
    ];
    for (const [i, raw] of oversized.entries()) {
      const res = await rawExchange(port, raw);
      // A single header past the limit is refused; many mid-sized ones may be served.
      if (i === 0) expect(res?.status).toBeGreaterThanOrEqual(400);
      if (res) expect(res.status).toBeLessThan(500);
    }

    const broken = [
      'GARBAGE\r\n\r\n',
      'GET /\r\n\r\n',
      'GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -1\r\nConnection: close\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\nConnection: close\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX: a\x00b\r\nConnection: close\r\n\r\n',
    ];
    for (const raw of broken) {
      const res = await rawExchange(port, raw);
      // 505 (HTTP Version Not Supported) is nginx's correct answer to HTTP/9.9, not a failure.
      if (res && res.status !== 505) expect(res.status, JSON.stringify(raw)).toBeLessThan(500);
    }

    // Still serving.
    expect((await get('/')).status).toBe(200);
  });

  it('handles abusive and inverted Range headers without failing', async () => {
    const file = '/site.webmanifest';
    const original = await readFile(join(root, file));
    const size = original.length;
    const ranges = [
      'bytes=5-2',
      'bytes=0-18446744073709551615',
      'bytes=18446744073709551615-',
      'bytes=99999999-',
      `bytes=${size}-`,
      'bytes=-0',
      'bytes=0-1,3-4',
      `bytes=${'0-1,'.repeat(500)}2-3`,
      'bytes=abc',
      'bytes=--1',
      'bytes=-',
      'items=0-5',
      'bytes=0-0',
      'bytes=0-4',
      'bytes=-5',
      'bytes=5-',
    ];
    for (const range of ranges) {
      const res = await get(file, { Range: range });
      expect([200, 206, 416], range).toContain(res.status);
      if (res.status === 200) expect(res.body.equals(original), range).toBe(true);
      if (res.status === 206) {
        const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.headers['content-range'] ?? '');
        expect(match, range).not.toBeNull();
        const [start, end, total] = match!.slice(1).map(Number) as [number, number, number];
        expect(total, range).toBe(size);
        expect(res.body.equals(original.subarray(start, end + 1)), range).toBe(true);
      }
    }
    // The well-formed ones are honoured.
    const first = await get(file, { Range: 'bytes=0-4' });
    expect(first.status).toBe(206);
    expect(first.body.equals(original.subarray(0, 5))).toBe(true);
    const last = await get(file, { Range: 'bytes=-5' });
    expect(last.status).toBe(206);
    expect(last.body.equals(original.subarray(size - 5))).toBe(true);
    expect((await get(file, { Range: 'bytes=99999999-' })).status).toBe(416);
    expect((await get('/')).status).toBe(200);
  });

  it('answers If-Modified-Since with 304 for the Last-Modified date or a later one, 200 for an earlier one', async () => {
    const first = await get('/privacy');
    const modified = Date.parse(first.headers['last-modified']!);
    const date = (ms: number) => new Date(ms).toUTCString();
    for (const [since, status] of [
      [date(modified), 304],
      [date(modified + 60_000), 304],
      [date(modified - 1000), 200],
    ] as const) {
      const res = await get('/privacy', { 'If-Modified-Since': since });
      expect(res.status, since).toBe(status);
      expect(res.body.length, since).toBe(status === 304 ? 0 : first.body.length);
    }
    // If-None-Match wins over the date: another ETag is sent again, whatever the date says.
    const stale = await get('/privacy', { 'If-None-Match': '"stale"', 'If-Modified-Since': date(modified) });
    expect(stale.status).toBe(200);
  });

  it('answers If-Match and If-Unmodified-Since that fail with 412 and serves those that hold', async () => {
    const first = await get('/site.webmanifest');
    const { etag, 'last-modified': modified } = first.headers;
    const earlier = new Date(Date.parse(modified!) - 1000).toUTCString();
    for (const [headers, status] of [
      [{ 'If-Match': etag! }, 200],
      [{ 'If-Match': `"stale", ${etag!}` }, 200],
      [{ 'If-Match': '"stale"' }, 412],
      [{ 'If-Unmodified-Since': modified! }, 200],
      [{ 'If-Unmodified-Since': earlier }, 412],
    ] as const) {
      const res = await get('/site.webmanifest', headers);
      expect(res.status, JSON.stringify(headers)).toBe(status);
      if (status === 200) expect(res.body.equals(first.body), JSON.stringify(headers)).toBe(true);
      expectPolicyHeaders(res, JSON.stringify(headers));
    }
  });

  it('honours If-Range only when its ETag or date is that of the file, else sends the whole file', async () => {
    const file = '/site.webmanifest';
    const original = await readFile(join(root, file));
    const { etag, 'last-modified': modified } = (await get(file)).headers;
    const earlier = new Date(Date.parse(modified!) - 1000).toUTCString();
    for (const [ifRange, status] of [
      [etag!, 206],
      [modified!, 206],
      ['"stale"', 200],
      [earlier, 200],
    ] as const) {
      const res = await get(file, { Range: 'bytes=0-9', 'If-Range': ifRange });
      expect(res.status, ifRange).toBe(status);
      expect(res.body.equals(status === 206 ? original.subarray(0, 10) : original), ifRange).toBe(true);
      if (status === 206) expect(res.headers['content-range'], ifRange).toBe(`bytes 0-9/${original.length}`);
    }
  });

  it('answers a range past the end 416 with Content-Range: bytes */size', async () => {
    const size = (await readFile(join(root, 'site.webmanifest'))).length;
    for (const range of [`bytes=${size}-`, `bytes=${size + 100}-${size + 200}`]) {
      const res = await get('/site.webmanifest', { Range: range });
      expect(res.status, range).toBe(416);
      expect(res.headers['content-range'], range).toBe(`bytes */${size}`);
      expect(res.headers['content-encoding'], range).toBeUndefined();
    }
  });

  it('serves ranges and revalidations of a precompressed copy from that copy, with an ETag of its own', async () => {
    const original = await readFile(join(root, 'privacy/index.html'));
    const identity = await get('/privacy');
    const etags = new Set([identity.headers.etag]);
    for (const [encoding, suffix, ranges] of [
      ['br', '.br', true],
      ['gzip', '.gz', gzipRanges],
    ] as const) {
      const copy = await readFile(join(root, `privacy/index.html${suffix}`));
      const accept = { 'Accept-Encoding': encoding };
      const whole = await get('/privacy', accept);
      expect(whole.body.equals(copy), encoding).toBe(true);
      const etag = whole.headers.etag!;
      etags.add(etag);

      expect((await get('/privacy', { ...accept, 'If-None-Match': etag })).status, encoding).toBe(304);
      const notThisOne = await get('/privacy', { ...accept, 'If-None-Match': identity.headers.etag! });
      expect(notThisOne.status, encoding).toBe(200);
      expect(notThisOne.body.equals(copy), encoding).toBe(true);

      if (!ranges) continue;
      const part = await get('/privacy', { ...accept, Range: 'bytes=0-9' });
      expect(part.status, encoding).toBe(206);
      expect(part.headers['content-encoding'], encoding).toBe(encoding);
      expect(part.headers['content-range'], encoding).toBe(`bytes 0-9/${copy.length}`);
      expect(part.headers.vary, encoding).toBe('Accept-Encoding');
      expect(part.body.equals(copy.subarray(0, 10)), encoding).toBe(true);
      const tail = await get('/privacy', { ...accept, Range: 'bytes=10-', 'If-Range': etag });
      expect(tail.status, encoding).toBe(206);
      expect(Buffer.concat([part.body, tail.body]).equals(copy), encoding).toBe(true);
      // The uncompressed file's ETag is another representation's: the whole copy again.
      const other = await get('/privacy', { ...accept, Range: 'bytes=0-9', 'If-Range': identity.headers.etag! });
      expect(other.status, encoding).toBe(200);
      expect(other.body.equals(copy), encoding).toBe(true);
      const beyond = await get('/privacy', { ...accept, Range: `bytes=${copy.length}-` });
      expect(beyond.status, encoding).toBe(416);
      expect(beyond.headers['content-range'], encoding).toBe(`bytes */${copy.length}`);
    }
    expect(etags.size).toBe(3);
    // And the other way: a compressed copy's ETag does not revalidate the uncompressed page.
    const plain = await get('/privacy', { 'If-None-Match': [...etags].at(-1)! });
    expect(plain.status).toBe(200);
    expect(plain.body.equals(original)).toBe(true);
  });

  it('drops clients that send their headers too slowly', async () => {
    const { connect } = await import('node:net');
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise<void>((resolve) => {
      socket.on('close', () => resolve());
      socket.on('error', () => {});
      socket.on('data', () => {});
    });
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // Trickle a header byte now and then: the deadline is for the whole header, not per byte, so
    // the server closes the connection while the client is still sending (a timer reset by each
    // byte never would). How soon after the deadline depends on what else the machine runs.
    const trickle = setInterval(() => socket.writable && socket.write('X'), 300);
    await closed;
    clearInterval(trickle);
  });
});

describe('the access log of the Node server', () => {
  const BIG = 'access-log-big.bin';
  const size = 8 * 1024 * 1024;
  let port: number;
  let lines: string[];
  let close: () => Promise<void>;
  beforeAll(async () => {
    await writeFile(join(root, BIG), Buffer.alloc(size, 'x'));
    lines = [];
    const server = createServer(root, { policy, limits, log: (line) => lines.push(line) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => {
    await close?.();
    await rm(join(root, BIG), { force: true });
  });
  /** The lines logged from now on, once there are `count` of them. */
  const logged = async (count: number, run: () => Promise<unknown>) => {
    const from = lines.length;
    await run();
    await expect.poll(() => lines.length - from).toBeGreaterThanOrEqual(count);
    return lines.slice(from);
  };
  const line = (method: string, path: string, version: string, status: number) =>
    new RegExp(
      `^\\S+Z 127\\.0\\.0\\.1 "${method} ${path.replace(/[.?]/g, '\\$&')} HTTP/${version.replace('.', '\\.')}" ${status} (\\d+|-) [\\d.]+ms "[^"]*"$`,
    );

  it('logs each response of a keep-alive connection with the client address and its status, none as aborted', async () => {
    const { Agent, request: httpRequest } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    const send = (method: string, path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; etag?: string }>((resolve, reject) =>
        httpRequest({ host: '127.0.0.1', port, method, path, headers, agent }, (res) => {
          sockets.add(res.socket);
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, etag: res.headers.etag }));
        })
          .on('error', reject)
          .end(),
      );
    try {
      const got = await logged(4, async () => {
        const { etag } = await send('GET', '/');
        expect((await send('HEAD', '/privacy')).status).toBe(200);
        expect((await send('GET', '/', { 'If-None-Match': etag! })).status).toBe(304);
        expect((await send('GET', '/no-such-page')).status).toBe(404);
      });
      expect(sockets.size).toBe(1); // one connection for all four
      expect(got[0]).toMatch(line('GET', '/', '1.1', 200));
      expect(got[1]).toMatch(line('HEAD', '/privacy', '1.1', 200));
      expect(got[2]).toMatch(line('GET', '/', '1.1', 304));
      expect(got[3]).toMatch(line('GET', '/no-such-page', '1.1', 404));
    } finally {
      agent.destroy();
    }
  });

  it('logs a download as complete when the client hangs up as soon as it has every byte', async () => {
    // curl and HTTP/1.0 clients close the connection once they have Content-Length bytes,
    // often before the server has seen the end of the file it streams: that is no abort. The
    // client runs in a process of its own, as curl does: in the test's process it would share
    // the server's event loop, and the server would always finish first.
    const { execFile } = await import('node:child_process');
    const versions = Array.from({ length: 16 }, (_, i) => (i % 2 ? '1.0' : '1.1'));
    const client = `
      const { connect } = require('node:net');
      const [port, path, ...versions] = process.argv.slice(1);
      const download = (version) => new Promise((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1');
        let head = Buffer.alloc(0);
        let length = -1;
        let body = 0;
        socket.on('error', reject);
        socket.on('data', (chunk) => {
          if (length < 0) {
            head = Buffer.concat([head, chunk]);
            const end = head.indexOf('\\r\\n\\r\\n');
            if (end < 0) return;
            length = Number(/^content-length: *(\\d+)/im.exec(head.subarray(0, end).toString('latin1'))[1]);
            body = head.length - end - 4;
          } else body += chunk.length;
          if (body >= length) {
            socket.destroy();
            resolve(body);
          }
        });
        socket.write('GET ' + path + ' HTTP/' + version + '\\r\\nHost: 127.0.0.1\\r\\n\\r\\n');
      });
      (async () => { for (const version of versions) console.log(await download(version)); })();
    `;
    const got = await logged(versions.length, async () => {
      const stdout = await new Promise<string>((resolve, reject) =>
        execFile(process.execPath, ['-e', client, String(port), `/${BIG}`, ...versions], (error, out) =>
          error ? reject(new Error(error.message)) : resolve(out),
        ),
      );
      expect(stdout.trim().split('\n').map(Number)).toEqual(versions.map(() => size));
    });
    got.forEach((entry, i) => expect(entry).toMatch(line('GET', `/${BIG}`, versions[i]!, 200)));
  });

  it('logs a client that leaves in the middle of a download as aborted', async () => {
    const { connect } = await import('node:net');
    const got = await logged(1, async () => {
      const socket = connect(port, '127.0.0.1');
      await new Promise<void>((resolve) => {
        let received = 0;
        socket.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > 64 * 1024) {
            socket.destroy();
            resolve();
          }
        });
        socket.write(`GET /${BIG} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      });
    });
    expect(got[0]).toMatch(
      new RegExp(`^\\S+Z 127\\.0\\.0\\.1 "GET /${BIG.replace('.', '\\.')} HTTP/1\\.1" 200 ${size} [\\d.]+ms "-" aborted$`),
    );
  });
});

describe('npm start', () => {
  it('listens on HOST and PORT, logs one line per request, and on SIGTERM finishes the request in flight and exits 0', async () => {
    const { connect } = await import('node:net');
    // A large file whose download is still running when SIGTERM arrives.
    const big = Buffer.alloc(24 * 1024 * 1024, 'x');
    await writeFile(join(root, 'big.bin'), big);
    try {
      const server = await startServerCli({ ...process.env, OUT_DIR: root, SKIP_BUILD: '1' });
      const { child, port, exited } = server;
      // It names the config the folder was built from, with the start of its hash.
      expect(server.stdout).toContain(
        `Serving ${root}/ (site.config.yaml, sha256 ${sha256(await readFile('site.config.yaml')).slice(0, 8)}…) on http://127.0.0.1:${port}`,
      );
      expect((await request(port, '/privacy')).status).toBe(200);
      expect((await request(port, '/no-such-page')).status).toBe(404);

      // Start the big download, read a little, then pause reading.
      const socket = connect(port, '127.0.0.1');
      let received = 0;
      let paused!: () => void;
      const pausedReading = new Promise<void>((resolve) => (paused = resolve));
      const done = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > 64 * 1024 && !socket.isPaused() && !server.stdout.includes('SIGTERM')) {
          socket.pause();
          paused();
        }
      });
      socket.write('GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await pausedReading;

      child.kill('SIGTERM');
      await server.printed('SIGTERM');
      // A process manager signalling the whole group delivers it again (relayed by npm): still
      // graceful, as the whole download and the exit status below show.
      child.kill('SIGTERM');
      // New connections are refused once shutdown started.
      await expect(request(port, '/')).rejects.toThrow();
      expect(child.exitCode).toBeNull(); // still finishing the download
      socket.resume();
      await done;
      expect(received).toBeGreaterThan(big.length); // the whole body (plus headers) arrived
      expect(await exited).toBe(0);

      const lines = server.stdout.split('\n').filter((l) => /"(GET|HEAD|POST) /.test(l));
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatch(/^\S+Z 127\.0\.0\.1 "GET \/privacy HTTP\/1\.1" 200 \d+ [\d.]+ms "-"$/);
      expect(lines[1]).toMatch(/"GET \/no-such-page HTTP\/1\.1" 404 /);
      expect(lines[2]).toMatch(/"GET \/big\.bin HTTP\/1\.1" 200 25165824 /);
    } finally {
      await rm(join(root, 'big.bin'), { force: true });
    }
  });
});

describe('npm start, serving a built folder', () => {
  it('loads none of the build: only the command, the server, the serving policy, the config and the schema, and of the packages zod, fresh and range-parser', async () => {
    const work = await mkdtemp(join(tmpdir(), 'start-modules-'));
    try {
      const report = join(work, 'modules.txt');
      const server = await startServerCli({
        ...process.env,
        OUT_DIR: root,
        SKIP_BUILD: '1',
        MODULES_REPORT: report,
        NODE_OPTIONS: `--import ${resolve('tests/support/reportModules.mjs')}`,
      });
      expect((await request(server.port, '/')).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      const loaded = [...new Set((await readFile(report, 'utf8')).split('\n').filter(Boolean))].map((url) =>
        relative(process.cwd(), fileURLToPath(url)),
      );
      const ours = loaded.filter((file) => /^(src|schema)\//.test(file));
      expect(ours).toContain('src/server/createServer.ts');
      expect(
        ours.filter((file) => !/^(src\/(server|hosting|config)\/|schema\/|src\/cli\/(start|commandLine|runCli)\.ts$)/.test(file)),
      ).toEqual([]);
      // Of the project's own packages (package.json), the loader of TypeScript and what the server needs.
      const { dependencies, devDependencies } = JSON.parse(await readFile('package.json', 'utf8')) as Record<
        string,
        Record<string, string>
      >;
      const packages = new Set(loaded.map((file) => /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1]).filter(Boolean));
      const projects = [...packages].filter((name) => name! in { ...dependencies, ...devDependencies });
      expect(projects.sort()).toEqual(['fresh', 'range-parser', 'tsx', 'zod']);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it('on SIGTERM under keep-alive load answers every request it took, and no client sees its connection reset', async () => {
    // Clients in a loop, each on a kept-alive connection: whenever the signal comes, some are
    // between two requests, sending the next. Among the paths, a file read from disk as it is
    // sent, whose answers are still going out when the signal comes.
    const big = 'keep-alive-big.bin';
    await writeFile(join(root, big), Buffer.alloc(3 * 1024 * 1024, 'k'));
    try {
      const server = await startServerCli({ ...process.env, OUT_DIR: root, SKIP_BUILD: '1' });
      const { Agent, request: httpRequest } = await import('node:http');
      const paths = ['/', asset, '/privacy', '/no-such-page', `/${big}`];
      let answered = 0;
      let signalled = false;
      const failures: string[] = [];
      const exchange = (agent: InstanceType<typeof Agent>, path: string) =>
        new Promise<{ status: number; complete: boolean; close: boolean } | { error: NodeJS.ErrnoException }>((done) => {
          const req = httpRequest(
            { host: '127.0.0.1', port: server.port, path, agent, headers: { 'accept-encoding': 'br, gzip' } },
            (res) => {
              let received = 0;
              res.on('data', (chunk: Buffer) => (received += chunk.length));
              res.on('error', (error) => done({ error }));
              res.on('end', () =>
                done({
                  status: res.statusCode!,
                  complete: received === Number(res.headers['content-length']),
                  close: res.headers.connection === 'close',
                }),
              );
            },
          );
          req.on('error', (error) => done({ error }));
          req.end();
        });
      const client = async (index: number) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        try {
          for (let n = index; ; n++) {
            const path = paths[n % paths.length]!;
            const result = await exchange(agent, path);
            if ('error' in result) {
              // Once the server stops listening, a new connection is refused: that request never started.
              if (!(signalled && result.error.code === 'ECONNREFUSED'))
                failures.push(`${path}: ${result.error.code} ${result.error.message}`);
              return;
            }
            if (!result.complete || result.status !== (path === '/no-such-page' ? 404 : 200))
              failures.push(`${path}: ${result.status}, ${result.complete ? 'whole' : 'cut short'}`);
            answered++;
            if (!signalled && answered === 200) {
              signalled = true;
              server.child.kill('SIGTERM');
            }
          }
        } finally {
          agent.destroy();
        }
      };
      await Promise.all(Array.from({ length: 40 }, (_, i) => client(i)));
      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(200);
      expect(await server.exited).toBe(0);
      await server.closed;
      // Every answer a client had is in the access log, whole.
      const lines = server.stdout.split('\n').filter((line) => / "GET /.test(line));
      expect(lines).toHaveLength(answered);
      expect(lines.filter((line) => line.endsWith(' aborted'))).toEqual([]);
    } finally {
      await rm(join(root, big), { force: true });
    }
  });
});

describe('npm start, stopped by whoever started it', () => {
  // A process manager, a container's PID 1 or `kill <pid>` signals the process it started:
  // npm. npm passes SIGTERM and SIGINT to its child, which must be the server itself (the
  // script `exec`s node with tsx as an import hook): a shell in between would die of the
  // signal and leave the server running on its own.
  it.each(['SIGTERM', 'SIGINT'] as const)(
    '%s to the npm process stops the server gracefully, and every process exits 0',
    async (signal) => {
      const server = await startServerCli({ ...process.env, OUT_DIR: root, SKIP_BUILD: '1' }, { npm: true, args: ['site.config.yaml'] });
      const { child, port, exited, closed } = server;
      const tree = descendants(child.pid!);
      expect(tree.length).toBeGreaterThan(0);
      expect((await request(port, '/privacy')).status).toBe(200);

      child.kill(signal);
      expect(await exited).toBe(0);
      await closed;
      expect(server.stdout).toContain(`${signal}: no new connections; finishing requests in flight`);
      expect(server.stdout).toContain('\nStopped\n');
      expect(tree.filter(running)).toEqual([]);
      await expect(request(port, '/')).rejects.toThrow();
    },
  );
});
