import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSite } from './support/builtSite.ts';
import { listFiles } from './support/siteFiles.ts';

/**
 * The browser gets the config as plain, already-validated JSON: the schema library (zod) and
 * the YAML parser are build-time tools and must not cost visitors a byte. Nor does the list of
 * HTML attributes that the server checks styled elements' props against (the browser filters
 * them in one line: src/vite/browserBuild.ts). The markers are
 * string literals of those libraries' own sources, which minification keeps; the first test
 * proves they survive in a bundle that does import the libraries, so the real check can fail.
 */
const MARKERS = {
  zod: ['$ZodType', '$ZodError'],
  yaml: ['tag:yaml.org,2002:', 'Implicit keys need to be on a single line'],
  '@emotion/is-prop-valid': ['allowPaymentRequest'],
};

const scriptsIn = (dir: string) =>
  listFiles(dir)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));

function markersFound(scripts: { file: string; text: string }[]) {
  return Object.entries(MARKERS).flatMap(([library, markers]) =>
    markers.flatMap((marker) => scripts.filter(({ text }) => text.includes(marker)).map(({ file }) => `${file}: ${library} ("${marker}")`)),
  );
}

describe('the client bundle', () => {
  let probe: string;
  beforeAll(() => {
    mkdirSync('tests/output', { recursive: true });
    probe = resolve(mkdtempSync('tests/output/bundle-probe-'));
  });
  afterAll(() => rmSync(probe, { recursive: true, force: true }));

  it('markers: a minified bundle that imports zod, yaml and @emotion/is-prop-valid shows every marker', async () => {
    writeFileSync(
      join(probe, 'entry.ts'),
      "import { z } from 'zod';\nimport { parse } from 'yaml';\nimport isPropValid from '@emotion/is-prop-valid';\n" +
        'console.log(z.object({ a: z.string() }).safeParse(parse(document.title)), isPropValid(document.title));\n',
    );
    await build({
      configFile: false,
      root: probe,
      logLevel: 'silent',
      build: { outDir: join(probe, 'out'), minify: true, rolldownOptions: { input: join(probe, 'entry.ts') } },
    });
    const found = markersFound(scriptsIn(join(probe, 'out')));
    expect(found.map((line) => line.replace(/^[^:]*: /, '')).sort()).toEqual(
      Object.entries(MARKERS)
        .flatMap(([library, markers]) => markers.map((m) => `${library} ("${m}")`))
        .sort(),
    );
  });

  it('of the built site holds no code of zod, yaml or @emotion/is-prop-valid', () => {
    const scripts = scriptsIn(join(builtSite(), 'assets'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(markersFound(scripts)).toEqual([]);
  });

  it('of the built site leaves the print styles to the later stylesheet, which the server writes them into', () => {
    const page = readFileSync(join(builtSite(), 'index.html'), 'utf8');
    const sheet = page.match(/<noscript data-later-styles="\/([^"]+)"/)![1]!;
    // The paper margins are the print styles' own rule: in the stylesheet, not in every page's <head>.
    expect(readFileSync(join(builtSite(), sheet), 'utf8')).toContain('@page');
    expect(page).not.toContain('@page');
    expect(scriptsIn(join(builtSite(), 'assets')).filter(({ text }) => text.includes('@media print'))).toEqual([]);
  });
});
