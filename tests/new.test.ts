import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assetFile, assetRefs } from '../src/config/assetFiles.ts';
import { loadSiteConfig } from '../src/config/loadSiteConfig.ts';
import { runTsx } from './support/runTsx.ts';

/**
 * `npm run new -- <folder> …` as a person runs it: the real script in a child process, its
 * standard input a pipe (not a terminal, as in CI: ./support/runTsx.ts), writing under tests/output/.
 */
mkdirSync('tests/output', { recursive: true });
const dir = mkdtempSync('tests/output/new-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const EXAMPLE = readFileSync('site.config.yaml', 'utf8');

const FLAGS = {
  name: 'Acme Freight',
  'legal-name': 'Acme Freight Holdings LLC',
  email: 'loads@acme.example',
  phone: '(555) 010-0177',
  mc: 'MC-246810',
  dot: '0135791',
  ein: '12-3456789',
  primary: '#b91c1c',
  'site-url': 'https://www.acme.example',
};

function newCarrier(folder: string, flags: Partial<Record<keyof typeof FLAGS, string>> = FLAGS) {
  return runTsx(['src/cli/new.ts', folder, ...Object.entries(flags).flatMap(([flag, value]) => [`--${flag}`, value])]);
}

/** `file:line:column` of the value of `key:` in the example, as it is in the new folder's copy. */
function valueAt(file: string, key: string) {
  const lines = EXAMPLE.split('\n');
  const line = lines.findIndex((l) => l.trimStart().startsWith(`${key}:`));
  return `${file}:${line + 1}:${lines[line]!.indexOf(`${key}:`) + key.length + 3}`;
}

describe('npm run new: a carrier folder from the example', () => {
  it('with every flag, writes a valid config with the values given, the example files and its comments, and says how to build it', async () => {
    const folder = join(dir, 'sites', 'acme');
    const { code, stdout, stderr } = await newCarrier(folder);
    expect(stderr).toBe('');
    expect(code).toBe(0);

    const configFile = join(folder, 'site.config.yaml');
    const config = loadSiteConfig(configFile);
    expect(config.company).toMatchObject({
      name: 'Acme Freight',
      legalName: 'Acme Freight Holdings LLC',
      email: 'loads@acme.example',
      phone: '(555) 010-0177',
      mcNumber: 'MC-246810',
      dotNumber: '0135791',
      ein: '12-3456789',
      siteUrl: 'https://www.acme.example',
    });
    // The brand colour as typed; the text on it is the engine's to derive, not pinned in the new config.
    expect(config.theme.colors.primary).toBe('#b91c1c');
    expect(config.theme.colors.onPrimary).toBeUndefined();
    expect(config.seo.shortName).toBe('Acme Freight');
    expect(config.deploy.redirectHosts).toEqual(['acme.example']);

    const example = loadSiteConfig(resolve('site.config.yaml'));
    const files = assetRefs(example).map((ref) => ref.file);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(readFileSync(assetFile(folder, file)), file).toEqual(readFileSync(assetFile('.', file)));

    // Only the lines of the values given changed: every comment, paragraph and blank line is the example's.
    const written = readFileSync(configFile, 'utf8').split('\n');
    const before = EXAMPLE.split('\n');
    expect(written).toHaveLength(before.length);
    const changed = written.flatMap((line, i) => (line === before[i] ? [] : [line.trim().replace(/:.*/, '')]));
    expect(changed).toEqual([
      '# yaml-language-server',
      'name',
      'legalName',
      'email',
      'phone',
      'mcNumber',
      'dotNumber',
      'ein',
      'siteUrl',
      'primary',
      'shortName',
      'redirectHosts',
    ]);
    expect(written.join('\n')).toContain('redirectHosts: [acme.example]  # other names of the site');
    // The editor's link to the schema still leads to it from the new folder.
    const schema = /^# yaml-language-server: \$schema=(\S+)$/.exec(written[0]!)?.[1];
    expect(schema).toMatch(/^(?:\.\.\/)+schema\/site\.config\.schema\.json$/);
    expect(resolve(folder, schema!)).toBe(resolve('schema/site.config.schema.json'));

    expect(stdout.trim().split('\n').slice(-2)).toEqual([`  npm run check -- ${folder}`, `  npm start -- ${folder}`]);
    expect(readdirSync(dirname(folder))).toEqual(['acme']);
  });

  it('without a terminal, a missing flag is a one-line usage message naming it, and exit code 1', async () => {
    const folder = join(dir, 'missing');
    const { phone: _phone, ein: _ein, ...rest } = FLAGS;
    const { code, stdout, stderr } = await newCarrier(folder, rest);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Missing --phone, --ein \(there is no terminal to ask on\)\. Usage: npm run new -- <folder> --name /);
    expect(existsSync(folder)).toBe(false);
  });

  it('refuses a value the schema refuses, at its line in the config, and leaves nothing behind', async () => {
    const parent = join(dir, 'invalid');
    const folder = join(parent, 'acme');
    const { code, stdout, stderr } = await newCarrier(folder, { ...FLAGS, phone: '12' });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      `${valueAt(join(folder, 'site.config.yaml'), 'phone')}  company.phone  Not a North American phone number: write 10 digits`,
    );
    expect(stderr).toContain('(given as --phone)');
    expect(stderr).toContain('Nothing was written');
    // Not the folder, nor the hidden folder it was assembled in, nor the parent made for it.
    expect(existsSync(parent)).toBe(false);
  });

  it('refuses a folder that already holds something, and leaves it as it was', async () => {
    const folder = join(dir, 'taken');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'notes.txt'), 'mine');
    const { code, stderr } = await newCarrier(folder);
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(`${folder} already exists and is not empty: choose a new folder, or move that one away first.`);
    expect(readdirSync(folder)).toEqual(['notes.txt']);
    expect(readdirSync(dir)).not.toContainEqual(expect.stringMatching(/^\.taken-new-/));
  });
});
