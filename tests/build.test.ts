import { createHash } from 'node:crypto';
import { appendFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCarrierFiles } from './support/carrierFiles.ts';
import { buildSite } from '../src/prerender/buildSite.ts';
import { checkPageScripts, cspHash, foreignScripts, inlineScriptsOf } from '../src/prerender/pageScripts.ts';
import { SPECULATION_RULES } from '../src/document/document.ts';
import { loadSiteConfig } from '../src/config/loadSiteConfig.ts';
import { assetRefs } from '../src/config/files/assetFiles.ts';
import {
  BUILD_RECORD,
  configFingerprint,
  projectPath,
  readBuildRecord,
  requireBuildRecord,
  sourcesSha256,
  writeBuildRecord,
} from '../src/hosting/buildRecord.ts';
import { createServer } from '../src/server/createServer.ts';
import { freshness } from '../src/server/freshness.ts';
import { servingPolicy } from '../src/hosting/policy.ts';
import { builtPolicy } from './support/builtPolicy.ts';
import { builtSite, otherSite, serve } from './support/builtSite.ts';
import { request } from './support/rawHttp.ts';
import { runTsx } from './support/runTsx.ts';
import { startServerCli } from './support/serverCli.ts';
import { snapshot } from './support/siteFiles.ts';

// What the build writes besides the pages, and how it writes them: the pages run only the
// scripts it wrote itself, a record says what the folder was built from and how to serve it,
// `npm start` serves a folder with its own policy and rebuilds one made from something else,
// and a build that fails leaves the previous site exactly as it was. Two carriers built side by
// side by the real commands: tests/full/side-by-side.test.ts.

const OTHER = 'tests/fixtures/carriers/other/site.config.yaml';
const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

describe('the page check', () => {
  const home = () => readFileSync(join(builtSite(), 'index.html'), 'utf8');
  const allowed = () => requireBuildRecord(builtSite()).scriptHashes;
  /** The home page with `html` written into its <body>. */
  const injected = (html: string) => home().replace('<body>', `<body>${html}`);

  it("passes the built pages: their inline scripts are the entry and the later styles' link, whose hashes the build allows with the speculation rules'", () => {
    expect(inlineScriptsOf(home())).toHaveLength(2);
    expect(allowed()).toEqual([...inlineScriptsOf(home()), SPECULATION_RULES].map(cspHash));
    expect(foreignScripts(home(), allowed())).toEqual([]);
  });

  it('refuses speculation rules the build did not write: the CSP governs them like a script', () => {
    const rules = '{"prerender":[{"where":{"href_matches":"https://evil.example/*"}}]}';
    expect(foreignScripts(injected(`<script type="speculationrules">${rules}</script>`), allowed())).toEqual([
      expect.stringContaining(`is an inline script the build did not write (${cspHash(rules)})`),
    ]);
  });

  it.each([
    ['an inline script', '<script>alert(7)</script>'],
    ['upper case', '<SCRIPT>alert(7)</SCRIPT>'],
    ['a module', '<script type=module>alert(7)</script>'],
    ['a nonce', '<script nonce=x>alert(7)</script>'],
    ['a line break for a space', '<script\ntype="module">alert(7)</script>'],
    ['JSON-LD only inside another attribute', `<script data-x=' type="application/ld+json"'>alert(7)</script>`],
    ['a src only inside another attribute', `<script data-x=' src="/assets/a-AAAAAAAA.js"'>alert(7)</script>`],
    ['a script after a JSON-LD block', '<script type="application/ld+json">{}</script><script>alert(7)</script>'],
    ['a fake JSON-LD start in a comment', '<!-- <script type="application/ld+json"> --><script>alert(7)</script>'],
    ['an end tag with a space', '<script>alert(7)</script >'],
    ['a script from another origin', '<script src="https://evil.example/x.js"></script>'],
    ['a protocol-relative script', '<script src="//evil.example/x.js"></script>'],
    ['a slash before src', '<script/src="https://evil.example/x.js"></script>'],
    ['a script outside /assets/', '<script src="/images/x.js"></script>'],
    ['a way out of /assets/', '<script src="/assets/../x.js"></script>'],
  ])('refuses a page with %s', (_, html) => {
    const problems = foreignScripts(injected(html), allowed());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/is an inline script the build did not write \(sha256-|loads a script from outside \/assets\//);
  });

  it('lets JSON-LD blocks and script files under /assets/ be', () => {
    const html = injected(
      '<script type=" Application/LD+JSON ">{"@type":"Thing"}</script><script src="/assets/extra-Ab12_-9z.js"></script>',
    );
    expect(foreignScripts(html, allowed())).toEqual([]);
  });

  it('fails the build, naming the page and the script, when a written page holds another script', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'page-check-'));
    try {
      await cp(builtSite(), dir, { recursive: true });
      const routes = loadSiteConfig('site.config.yaml').routes.map((r) => r.path);
      await checkPageScripts(dir, routes, ['/404.html'], allowed());
      const privacy = join(dir, 'privacy/index.html');
      await writeFile(privacy, (await readFile(privacy, 'utf8')).replace('</main>', '<script>alert(7)</script></main>'));
      await writeFile(
        join(dir, '404.html'),
        (await readFile(join(dir, '404.html'), 'utf8')).replace('</body>', '<script src="https://evil.example/x.js"></script></body>'),
      );
      const error = await checkPageScripts(dir, routes, ['/404.html'], allowed()).catch((e: Error) => e);
      expect((error as Error).message.split('\n')).toEqual([
        'The built pages would run scripts the build did not write, so nothing was built:',
        `  privacy/index.html: <script>alert(7) is an inline script the build did not write (${cspHash('alert(7)')})`,
        '  404.html: <script src="https://evil.example/x.js"> loads a script from outside /assets/',
        expect.stringMatching(/^Scripts come only from src\//),
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe(`a site built from ${OTHER}`, () => {
  let work: string;
  let outDir: string;
  // The run's build of it (tests/support/globalSetup.ts, the real `npm run build`), copied: the
  // tests below serve, judge and try to overwrite their own copy.
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'build-record-'));
    outDir = join(work, 'site');
    await cp(otherSite(), outDir, { recursive: true });
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('records its config, its sources, its build day, the scripts it wrote and the serving policy of that config', async () => {
    const record = requireBuildRecord(outDir);
    // The entry and the later styles' link for a #fragment (src/app/laterStyles.ts).
    const inline = inlineScriptsOf(await readFile(join(outDir, 'index.html'), 'utf8'));
    expect(inline).toHaveLength(2);
    expect(record).toEqual({
      // The one file it names, its fleet illustration, with the hash of its path and bytes.
      config: { path: OTHER, sha256: sha256(await readFile(OTHER)), files: ['./images/fleet.svg'], filesSha256: record.config.filesSha256 },
      sourcesSha256: sourcesSha256(),
      buildDay: '2026-11-25',
      postings: [], // the carrier has no jobs section
      scriptHashes: [...inline, SPECULATION_RULES].map(cspHash),
      policy: servingPolicy(loadSiteConfig(OTHER), [...inline, SPECULATION_RULES].map(cspHash)),
    });
    expect(record.config.filesSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(record.policy.origin).toBe('https://trucking.example.org');
    // No temporary folder of its build (`.<name>-build-…`) left beside it. (Another test run in
    // the same checkout may be building other sites there meanwhile: theirs are not this build's.)
    const site = basename(otherSite());
    expect(readdirSync(dirname(otherSite())).filter((name) => name.startsWith(`.${site}-build-`))).toEqual([]);
  });

  it('is served by createServer with the policy it recorded, not that of site.config.yaml', async () => {
    const { policy } = requireBuildRecord(outDir);
    expect(policy).not.toEqual(builtPolicy());
    const site = await serve(outDir);
    try {
      const port = Number(new URL(site.url).port);
      const page = await request(port, '/');
      expect(page.status).toBe(200);
      for (const [name, value] of Object.entries(policy.headers)) expect(page.headers[name.toLowerCase()], name).toBe(value);
      // site.config.yaml redirects example.com; this carrier's config redirects no host.
      expect((await request(port, '/', { headers: { host: 'example.com' } })).status).toBe(200);
    } finally {
      await site.close();
    }
  });

  it('is rebuilt by npm start for site.config.yaml, which says why; not for its own config', () => {
    expect(freshness(outDir, 'site.config.yaml')).toEqual({
      stale: true,
      reason: `${outDir}/ was built from ${OTHER}, not site.config.yaml`,
    });
    expect(freshness(outDir, OTHER)).toEqual({ stale: false, record: requireBuildRecord(outDir) });
  });

  it('is served as it is by npm start with SKIP_BUILD=1, which names its config and warns that it is not site.config.yaml', async () => {
    const { SITE_CONFIG: _, ...env } = process.env;
    const server = await startServerCli({ ...env, OUT_DIR: outDir, SKIP_BUILD: '1' });
    const { port } = server;
    const hash = sha256(await readFile(OTHER)).slice(0, 8);
    expect(server.stdout).toContain(`Serving ${outDir}/ (${OTHER}, sha256 ${hash}…) on http://127.0.0.1:${port}\n`);
    expect(server.stderr).toContain(
      `Warning: ${outDir}/ was built from ${OTHER}, not site.config.yaml; serving it as it is (SKIP_BUILD=1)\n`,
    );
    expect((await request(port, '/')).headers['content-security-policy']).toBe(
      requireBuildRecord(outDir).policy.headers['Content-Security-Policy'],
    );
  });

  it('a folder npm run build did not write is refused by npm start with SKIP_BUILD=1 in one line, no stack trace', async () => {
    const bare = join(work, 'bare');
    await mkdir(bare);
    writeFileSync(join(bare, '404.html'), '<!DOCTYPE html><title>x</title>');
    const run = await runTsx(['src/cli/start.ts'], {
      env: { ...process.env, OUT_DIR: bare, SKIP_BUILD: '1', HOST: '127.0.0.1', PORT: '0' },
    });
    expect(run.stderr).toBe(`${join(bare, '.build.json')} is missing: serve a folder written by \`npm run build\`\n`);
    expect(run.code).toBe(1);
    await rm(bare, { recursive: true });
  });

  it('stays exactly as it was when a later build into it fails on its config, and nothing is left beside it', async () => {
    const before = snapshot(outDir);
    const broken = join(work, 'broken.yaml');
    writeFileSync(broken, readFileSync(OTHER, 'utf8').replace(/ {2}email: .*\n/, '  email: loads.example.org\n'));
    await expect(buildSite({ configFile: broken, outDir })).rejects.toThrow(/company\.email/);
    await expect(buildSite({ configFile: join(work, 'missing.yaml'), outDir })).rejects.toThrow();
    expect(snapshot(outDir)).toEqual(before);
    expect(readdirSync(work).sort()).toEqual(['broken.yaml', 'site']);
    await rm(broken);
  });

  it('stays exactly as it was when a build into it fails inside Vite (its config broken while it ran), and nothing is left beside it', async () => {
    const before = snapshot(outDir);
    const edited = join(work, 'edited.yaml');
    await copyFile(OTHER, edited);
    // buildSite validates the config before its first await; Vite reads the file again after it.
    const building = buildSite({ configFile: edited, outDir });
    writeFileSync(edited, 'company: [\n');
    await expect(building).rejects.toThrow(/edited\.yaml/);
    expect(snapshot(outDir)).toEqual(before);
    expect(readdirSync(work).sort()).toEqual(['edited.yaml', 'site']);
    await rm(edited);
  });
});

describe('the freshness decision of npm start', () => {
  let work: string;
  let config: string;
  let outDir: string;
  beforeAll(async () => {
    work = await mkdtemp(join(tmpdir(), 'freshness-'));
    config = join(work, 'site.config.yaml');
    outDir = join(work, 'dist');
    await copyFile('site.config.yaml', config);
    copyCarrierFiles('site.config.yaml', work);
    await mkdir(outDir);
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  const record = (sources = sourcesSha256()) =>
    writeBuildRecord(outDir, {
      config: configFingerprint(config, loadSiteConfig(config)),
      sourcesSha256: sources,
      buildDay: '2026-11-25',
      postings: [],
      scriptHashes: [],
      policy: builtPolicy(),
    });

  it('compares contents, not times: the config bytes and the sources against the record', async () => {
    await record();
    expect(freshness(outDir, config)).toMatchObject({ stale: false });
    appendFileSync(config, '# an edit\n');
    expect(freshness(outDir, config)).toEqual({ stale: true, reason: `${projectPath(config)} changed since ${outDir}/ was built` });
    await record('0'.repeat(64));
    expect(freshness(outDir, config)).toEqual({ stale: true, reason: `the sources changed since ${outDir}/ was built` });
  });

  it('counts the files the config names: a new photo makes the build stale as an edit of the config does', async () => {
    await record();
    expect(freshness(outDir, config)).toMatchObject({ stale: false });
    const [photo] = assetRefs(loadSiteConfig(config));
    appendFileSync(join(work, photo!.file), '<!-- retouched -->\n');
    const changed = { stale: true, reason: `a file ${projectPath(config)} names (logo, photo or font) changed since ${outDir}/ was built` };
    expect(freshness(outDir, config)).toEqual(changed);
    // Gone since the build: stale too (the build then says the file is missing).
    await record();
    await rm(join(work, photo!.file));
    expect(freshness(outDir, config)).toEqual(changed);
  });

  it('rebuilds a folder without a record, or none at all; the server refuses to serve a folder without one', async () => {
    await rm(join(outDir, BUILD_RECORD), { force: true });
    expect(readBuildRecord(outDir)).toBeUndefined();
    expect(freshness(outDir, config)).toMatchObject({
      stale: true,
      reason: `${outDir}/ has no build record, so what it was built from is unknown`,
    });
    expect(freshness(join(work, 'none'), config)).toEqual({ stale: true, reason: `${join(work, 'none')}/ does not exist` });
    expect(() => createServer(outDir)).toThrow(`${join(outDir, BUILD_RECORD)} is missing: serve a folder written by \`npm run build\``);
  });
});
