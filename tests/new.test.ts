import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { assetFile, assetRefs } from '../src/config/files/assetFiles.ts';
import { loadSiteConfig } from '../src/config/loadSiteConfig.ts';
import { quoted } from '../src/config/printable.ts';
import { newCommand } from '../src/cli/newCommand.ts';
import { check } from './support/configCli.ts';
import { runTsx } from './support/runTsx.ts';

/**
 * `npm run new -- <folder> …`, writing under tests/output/: the command's own function in this
 * process (src/cli/newCommand.ts) where what it writes and says is the point, and once the real
 * script in a child process whose standard input is a pipe (not a terminal, as in CI:
 * ./support/runTsx.ts), where the exit code and the missing terminal are. What `npm run check`
 * says of the folder it made is read in this process too (./support/configCli.ts).
 */
mkdirSync('tests/output', { recursive: true });
const dir = mkdtempSync('tests/output/new-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const EXAMPLE = readFileSync('site.config.yaml', 'utf8');

const FLAGS = {
  name: 'Acme Freight',
  'legal-name': 'Acme Freight Holdings LLC',
  tagline: 'Refrigerated freight across the Southeast, day and night.',
  email: 'loads@acme.example',
  phone: '(555) 010-0177',
  street: '400 Industrial Drive, Suite 2',
  city: 'Macon',
  state: 'GA',
  zip: '31201',
  mc: 'MC-246810',
  dot: '0135791',
  ein: '12-3456789',
  primary: '#b91c1c',
  accent: '#0e7490',
  'site-url': 'https://www.acme.example',
};

type Flags = Partial<Record<keyof typeof FLAGS, string>>;
const commandLine = (folder: string, flags: Flags) => [folder, ...Object.entries(flags).flatMap(([flag, value]) => [`--${flag}`, value])];

/** `npm run new` without a terminal, in this process: its exit code and what it wrote. */
async function newCarrier(folder: string, flags: Flags = FLAGS) {
  let stdout = '';
  let stderr = '';
  const code = await newCommand(commandLine(folder, flags), { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { code, stdout, stderr };
}

/** The carrier made with every flag, once for the tests that read it (none of them changes it). */
const ACME = join(dir, 'sites', 'acme');
const ACME_CONFIG = join(ACME, 'site.config.yaml');
let acme: ReturnType<typeof newCarrier> | undefined;
const madeAcme = () => (acme ??= newCarrier(ACME));

/** `file:line:column` of the value of `key:` in the config made with every flag (`file` is made from the same flags but one). */
async function valueAt(file: string, key: string) {
  await madeAcme();
  const lines = readFileSync(ACME_CONFIG, 'utf8').split('\n');
  const line = lines.findIndex((l) => l.trimStart().startsWith(`${key}:`));
  return `${file}:${line + 1}:${lines[line]!.indexOf(`${key}:`) + key.length + 3}`;
}

describe('npm run new: a carrier folder from the example', () => {
  it('with every flag, writes a valid config with the values given, the example files and its comments, and says how to build it', async () => {
    const folder = ACME;
    const { code, stdout, stderr } = await madeAcme();
    expect(stderr).toBe('');
    expect(code).toBe(0);

    const configFile = ACME_CONFIG;
    const config = loadSiteConfig(configFile);
    expect(config.company).toMatchObject({
      name: 'Acme Freight',
      legalName: 'Acme Freight Holdings LLC',
      tagline: 'Refrigerated freight across the Southeast, day and night.',
      email: 'loads@acme.example',
      phone: '(555) 010-0177',
      address: { street: '400 Industrial Drive, Suite 2', city: 'Macon', region: 'GA', postalCode: '31201' },
      mcNumber: 'MC-246810',
      dotNumber: '0135791',
      ein: '12-3456789',
      siteUrl: 'https://www.acme.example',
    });
    // No credit: whoever built the example's site did not build this one.
    expect(config.company.credit).toBeUndefined();
    // The brand colours as typed; the text on them is the engine's to derive, not pinned in the new config.
    expect(config.theme.colors).toMatchObject({ primary: '#b91c1c', accent: '#0e7490' });
    expect(config.theme.colors.onPrimary).toBeUndefined();
    expect(config.seo.shortName).toBe('Acme Freight');
    expect(config.deploy.redirectHosts).toEqual(['acme.example']);

    const example = loadSiteConfig(resolve('site.config.yaml'));
    const files = assetRefs(example).map((ref) => ref.file);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(readFileSync(assetFile(folder, file)), file).toEqual(readFileSync(assetFile('.', file)));

    // Every comment of the example is still there, in its order; every line not the example's holds a value given or a placeholder.
    const written = readFileSync(configFile, 'utf8').split('\n');
    const before = EXAMPLE.split('\n');
    const comments = (lines: string[]) => lines.filter((line) => /^\s*#/.test(line)).slice(1);
    expect(comments(written)).toEqual(comments(before));
    const added = written.filter((line) => !before.includes(line));
    expect(added.filter((line) => !Object.values(FLAGS).some((value) => line.includes(value)) && !line.includes('[[TODO: '))).toEqual([
      expect.stringMatching(/^# yaml-language-server: /),
      '  redirectHosts: [acme.example]  # other names of the site, redirected to the canonical host',
    ]);
    // The editor's link to the schema still leads to it from the new folder.
    const schema = /^# yaml-language-server: \$schema=(\S+)$/.exec(written[0]!)?.[1];
    expect(schema).toMatch(/^(?:\.\.\/)+schema\/site\.config\.schema\.json$/);
    expect(resolve(folder, schema!)).toBe(resolve('schema/site.config.schema.json'));

    const toDos = written.filter((line) => line.includes('[[TODO: ')).length;
    expect(stdout).toContain(`${toDos} placeholders ("[[TODO: …]]") mark what only the carrier can write`);
    expect(stdout).toContain(`npm run check -- ${folder} lists each at its line`);
    expect(stdout.trim().split('\n').slice(-2)).toEqual([`  npm run check -- ${folder}`, `  npm start -- ${folder}`]);
    expect(readdirSync(dirname(folder))).toEqual(['acme']);
  });

  it("leaves nothing of the example's carrier, in any language: its address, tagline, credit, testimonials, terminals, city, region and domain", async () => {
    expect((await madeAcme()).code).toBe(0);
    const example = parse(EXAMPLE, { merge: true }) as {
      company: { tagline: Record<string, string>; address: Record<string, string>; credit: { name: string; url: string } };
      routes: { sections: { type: string; items?: Record<string, unknown>[]; terminals?: { name: Record<string, string> }[] }[] }[];
    };
    const sections = example.routes.flatMap((route) => route.sections);
    const testimonials = sections.flatMap((section) => (section.type === 'testimonials' ? section.items! : []));
    expect(testimonials.length).toBeGreaterThan(0);
    const gone = [
      example.company.address.street,
      ...Object.values(example.company.tagline),
      example.company.credit.name,
      new URL(example.company.credit.url).host,
      ...testimonials.flatMap(({ name, company, text }) => [name, company, ...Object.values(text as Record<string, string>)]),
      ...sections.flatMap((section) => section.terminals ?? []).flatMap(({ name }) => Object.values(name)),
      'Columbus',
      'Ohio',
      'Midwest',
      'Medio Oeste',
      'example.com',
    ].map((text) => (text as string).replace(/\s+/g, ' '));
    // Every string of the new config, folded paragraphs joined as they are read, against every value of the example's carrier.
    const strings: string[] = [];
    const collect = (value: unknown): void => {
      if (typeof value === 'string') strings.push(value.replace(/\s+/g, ' '));
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    const text = readFileSync(ACME_CONFIG, 'utf8');
    collect(parse(text, { merge: true }));
    expect(strings.length).toBeGreaterThan(500);
    expect(gone.flatMap((value) => strings.filter((string) => string.includes(value)).map((string) => `${value} in "${string}"`))).toEqual(
      [],
    );
    // Comments and keys too: nothing names the example's city or domain anywhere in the file.
    expect(text).not.toMatch(/Columbus|example\.com|Example Web Studio/);
  });

  it("check lists each placeholder left as a located warning, and a text still the example's as one too", async () => {
    expect((await madeAcme()).code).toBe(0);
    const text = readFileSync(ACME_CONFIG, 'utf8');
    /** `file:line:column` of the first `needle` after `after` in `file`, the new config unless given. */
    const at = (needle: string, after = '', file = ACME_CONFIG) => {
      const written = readFileSync(file, 'utf8');
      const start = written.indexOf(needle, written.indexOf(after));
      expect(start).toBeGreaterThan(0);
      const lines = written.slice(0, start).split('\n');
      return `${file}:${lines.length}:${lines.at(-1)!.length + 1}`;
    };
    const { code, stderr } = await check(ACME_CONFIG);
    expect(code).toBe(0);
    const warnings = stderr.trim().split('\n');
    expect(warnings.filter((line) => line.includes('placeholder'))).toEqual([
      `${at('name: "[[TODO: a customer\'s name]]"')}  routes.0.sections.6.items.0  warning: page / › section 7 (testimonials "What Our Clients Say") › item 1: 4 placeholders left to write, shown on the site as they are (name, role, company, text): write the carrier's own in place of each "[[TODO: …]]", or remove the whole item`,
      `${at('slug: regional-company-driver')}  routes.1.sections.1.postings.1  warning: page /drivers › section 2 (jobs "Open Driver Positions") › posting 2 "regional-company-driver": 3 placeholders left to write, shown on the site as they are (title, requirements 2, description 1): write the carrier's own in place of each "[[TODO: …]]", or remove the whole item`,
      `${at('"[[TODO: your own text]]"', 'type: coverage')}  routes.1.sections.2.intro.en-US  warning: page /drivers › section 3 (coverage "Where We Run") › intro: A placeholder left to write, shown on the site as it is: "[[TODO: your own text]]". Write the carrier's own text in its place`,
    ]);
    // The tagline given is the carrier's own: its Spanish is asked for as any new text's is.
    expect(warnings).toContain(
      `${at('tagline:')}  company.tagline  warning: No es-US (Español) text yet: its es-US pages show "${FLAGS.tagline}". To translate it, add a line "es-US: …" under it`,
    );
    expect(warnings).toHaveLength(4);

    // The example's Spanish tagline written back beside the carrier's own, in a copy beside it: still the example's.
    const exampleSpanish = (parse(EXAMPLE) as { company: { tagline: Record<string, string> } }).company.tagline['es-US']!;
    const edited = join(ACME, 'edited.yaml');
    writeFileSync(edited, text.replace(`    en-US: ${FLAGS.tagline}\n`, `    en-US: ${FLAGS.tagline}\n    es-US: ${exampleSpanish}\n`));
    const again = await check(edited);
    expect(again.code).toBe(0);
    expect(again.stderr).toContain(
      `${at(exampleSpanish, 'tagline:', edited)}  company.tagline.es-US  warning: Still the example's: ${quoted(exampleSpanish)}. Write the carrier's own\n`,
    );
    rmSync(edited);
  });

  it('without a terminal, a missing flag is a one-line usage message naming it, and exit code 1', async () => {
    const folder = join(dir, 'missing');
    const { phone: _phone, ein: _ein, ...rest } = FLAGS;
    const { code, stdout, stderr } = await runTsx(['src/cli/new.ts', ...commandLine(folder, rest)]);
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
      `${await valueAt(join(folder, 'site.config.yaml'), 'phone')}  company.phone  Not a North American phone number: write 10 digits`,
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
