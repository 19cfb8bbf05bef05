import { existsSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_FIRST_FLIGHT_BYTES } from '../../src/prerender/firstRoundTrip.ts';
import { copyCarrierFiles } from '../support/carrierFiles.ts';
import { runTsx } from '../support/runTsx.ts';
import { wordsOfTheirOwn as words } from '../support/wordsOfTheirOwn.ts';

// Issue 48: every page's HTML arrives in a connection's first round trip. What the engine adds to
// a page tests/budget.test.ts holds within it; how much a carrier writes is the carrier's to
// decide, so a page made long by its words still builds, and `npm run build` says which page,
// by how much, and which sections weigh most (src/prerender/firstRoundTrip.ts), in CI as an
// annotation too. In the full tier:
// one more build of the example, 8-9 processor-seconds.

const bytes = (count: number) => count.toLocaleString('en-US');

describe('a carrier whose about text is long enough to take the home page past the first round trip', () => {
  let work: string;
  let config: string;
  let run: Awaited<ReturnType<typeof runTsx>>;
  const { SITE_CONFIG: _config, OUT_DIR: _outDir, ...env } = process.env;

  beforeAll(async () => {
    // Under tests/output, so that the build names the config relative to the project, as a person types it.
    await mkdir('tests/output', { recursive: true });
    work = await mkdtemp('tests/output/page-weight-');
    config = join(work, 'site.config.yaml');
    copyCarrierFiles('site.config.yaml', work);
    const doc = parseDocument(readFileSync('site.config.yaml', 'utf8'));
    if (doc.getIn(['routes', 0, 'sections', 1, 'type']) !== 'about')
      throw new Error('The example’s second home section is no longer its about section');
    doc.setIn(['routes', 0, 'sections', 1, 'intro', 'en-US'], words(260, 1));
    doc.setIn(['routes', 0, 'sections', 1, 'intro', 'es-US'], words(260, 99_999));
    await writeFile(config, String(doc));
    // As in a carrier's CI (docs/ci.md), where the warnings are annotations on their lines too.
    run = await runTsx(['src/cli/build.ts', config], { env: { ...env, GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: process.cwd() } });
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('builds the site as it is, every word in its pages', () => {
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Wrote the site from ${config} to ${work}/dist/`);
    expect(readFileSync(join(work, 'dist/index.html'), 'utf8')).toContain(words(260, 1).split(' ').at(-1));
    expect(existsSync(join(work, 'dist/es/index.html'))).toBe(true);
  });

  it('says for each language’s home page, at the about section’s line, how far past the first round trip it is and which sections weigh most', () => {
    const warnings = run.stderr.split('\n').filter((line) => line.includes('warning:'));
    expect(warnings).toHaveLength(2);
    // The section's line in the file, at its first key: `      - type: about`.
    const line = readFileSync(config, 'utf8').split('\n').indexOf('      - type: about') + 1;
    const pages = [
      { file: 'index.html', said: 'The page is' },
      { file: 'es/index.html', said: 'Its Español page, /es, is' },
    ];
    for (const [i, { file, said }] of pages.entries()) {
      const served = (suffix: string) => statSync(join(work, 'dist', file + suffix)).size;
      const [gzip, brotli] = [served('.gz'), served('.br')];
      expect(gzip).toBeGreaterThan(HTML_FIRST_FLIGHT_BYTES);
      const warning = warnings[i]!;
      expect(
        warning.startsWith(`${config}:${line}:9  routes.0.sections.1  warning: page / › section 2 (about "About {company.name}"): `),
      ).toBe(true);
      expect(warning).toContain(
        `${said} ${bytes(gzip)} bytes as gzip (${bytes(brotli)} as Brotli), ${bytes(gzip - HTML_FIRST_FLIGHT_BYTES)} over the ${bytes(HTML_FIRST_FLIGHT_BYTES)} that arrive in a connection's first round trip`,
      );
      // The about section first, by far (its 260 words of their own), then the two next heaviest.
      const named =
        /This section is the heaviest part, about ([\d,]+) bytes; then section \d+ \([^)]+\), ([\d,]+), and section \d+ \([^)]+\), ([\d,]+)\. Shorter texts bring it back; the page works as it is\.$/.exec(
          warning,
        );
      expect(named, warning).not.toBeNull();
      const [about, next, third] = named!.slice(1).map((figure) => Number(figure.replace(/,/g, ''))) as [number, number, number];
      expect(about).toBeGreaterThan(1000);
      expect(about).toBeGreaterThan(2 * next);
      expect(next).toBeGreaterThanOrEqual(third);
      // The same words as an annotation on that line (src/cli/workflowCommands.ts), shown on the run's summary.
      const message = warning.slice(warning.indexOf('warning: ') + 'warning: '.length);
      expect(run.stdout.split('\n')).toContain(
        `::warning file=${config.replace(/:/g, '%3A')},line=${line},col=9,title=site config%3A routes.0.sections.1::${message}`,
      );
    }
  });
});

/** A logo as detailed as a designer's: two shapes of 330 points each, 7 KB, within the size the build writes in (8 KB). */
const detailedLogo = (fill: string) => {
  const at = (i: number) => (((i + 7) * 2654435761) % 2 ** 32) / 2 ** 32;
  const shape = (seed: number) =>
    Array.from({ length: 330 }, (_, i) => `${(at(2 * i + seed) * 200).toFixed(1)} ${(at(2 * i + 1 + seed) * 56).toFixed(1)}`).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 202 56" width="202" height="56" role="img" aria-label="Ridgeline Haulage"><path fill="${fill}" d="M${shape(1)}Z"/><path fill="${fill}" d="M${shape(5000)}Z"/></svg>`;
};

describe('a carrier whose detailed logo, written into its home page, would take it past the first round trip', () => {
  let work: string;
  let run: Awaited<ReturnType<typeof runTsx>>;
  const { SITE_CONFIG: _config, OUT_DIR: _outDir, ...env } = process.env;
  const page = (file: string) => readFileSync(join(work, 'dist', file), 'utf8');
  /** The sources of the header's logos (src/layout/BrandLogo.tsx: one for a light top, one for a dark one, a page showing one of them). */
  const headerLogos = (file: string) =>
    [.../<header[^]*?<\/header>/.exec(page(file))![0].matchAll(/<img src=("?)([^" ]+)\1/g)].map((match) => match[2]!);

  beforeAll(async () => {
    await mkdir('tests/output', { recursive: true });
    work = await mkdtemp('tests/output/detailed-logo-');
    await cp('tests/fixtures/carriers/ridgeline', work, { recursive: true });
    await writeFile(join(work, 'brand/logo.svg'), detailedLogo('#1c1a17'));
    await writeFile(join(work, 'brand/logo-white.svg'), detailedLogo('#ffffff'));
    run = await runTsx(['src/cli/build.ts', work], { env });
  });
  afterAll(() => rm(work, { recursive: true, force: true }));

  it('links the logo from the home page, which then arrives in the first round trip, and says nothing', () => {
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(statSync(join(work, 'dist/index.html.gz')).size).toBeLessThanOrEqual(HTML_FIRST_FLIGHT_BYTES);
    const logos = headerLogos('index.html');
    expect(logos).toHaveLength(2);
    for (const logo of logos) expect(logo).toMatch(/^\/assets\/logo-[\w-]+\.svg$/);
  });

  it('writes it into the pages that have room for it', () => {
    for (const file of ['privacy/index.html', 'terms/index.html', '404.html']) {
      expect(
        headerLogos(file).filter((logo) => logo.startsWith('data:image/svg+xml,')),
        file,
      ).toHaveLength(1);
      expect(statSync(join(work, 'dist', `${file}.gz`)).size, file).toBeLessThanOrEqual(HTML_FIRST_FLIGHT_BYTES);
    }
  });
});
