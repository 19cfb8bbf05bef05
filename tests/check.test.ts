import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { company } from '../schema/company.ts';
import { section } from '../schema/index.ts';
import { checkConfig } from '../src/cli/checkConfig.ts';
import { buildSite } from '../src/prerender/buildSite.ts';
import { SiteConfigError } from '../src/config/problem.ts';
import { copyCarrierFiles } from './support/carrierFiles.ts';
import {
  check,
  checkCommand,
  checkProcess,
  editedConfig,
  GOOD_CONFIG,
  removeScratchDir,
  runCli,
  scratchDir,
  summary,
} from './support/configCli.ts';

/**
 * `npm run check` as a config editor or CI runs it, on a broken copy of site.config.yaml: each
 * case asserts the exit code and the exact `file:line:column  path  message` line the person
 * reads. The real CLI runs in a child process once, on a good config, for what only a process
 * shows (what it prints, its exit code); the other cases run the same code in this process:
 * the command with its arguments and environment (src/cli/checkCommand.ts) where its command
 * line is the point (the carriers named, its options, GitHub Actions), the check of one config
 * (src/cli/checkConfig.ts) where what it prints is. A process costs three seconds of processor
 * time, most of it before it reads a byte.
 */
const dir = scratchDir();
afterAll(removeScratchDir);
const run = runCli;
const broken = editedConfig;

const good = parse(GOOD_CONFIG, { merge: true }) as {
  company: Record<string, string>;
  routes: { path: string; sections: { type: string; id?: string }[] }[];
};

/** Runs the check and expects exactly these problem lines, in this order, and exit code 1. */
async function expectProblems(file: string, lines: string[], run = check) {
  const { code, stdout, stderr } = await run(file);
  expect(stderr.trim().split('\n')).toEqual([...lines, '', summary(lines.length)]);
  expect(stdout).toBe('');
  expect(code).toBe(1);
}

/** The footer's licence line, in both languages. */
const LICENCE = / {2}licence:\n {4}en-US: .*\n {4}es-US: .*\n/;

/** `text` as a regular expression that matches it literally. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const knownTypes = [...(section._zod.propValues.type as Set<string>)].join(', ');
const sectionIndex = (type: string) => good.routes[0]!.sections.findIndex((s) => s.type === type);

describe('npm run check: a good config', () => {
  it('is one line on stdout, naming the file it checked, and nothing else; exit code 0', async () => {
    const { file } = editedConfig('good');
    const { code, stdout, stderr } = await checkProcess(file);
    expect(stdout).toMatch(new RegExp(`^${escaped(file)} is valid: \\d+ pages, \\d+ sections\\.\n$`));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  // Four checks, as the command runs them one after another.
  it('says what the engine derived from the brand colours once the palette changed, not again until it changes, and always with --colors', async () => {
    const { file } = editedConfig('palette');
    const valid = new RegExp(`^${escaped(file)} is valid: \\d+ pages, \\d+ sections\\.$`);
    const oneLine = new RegExp(`^${escaped(file)} is valid: \\d+ pages, \\d+ sections\\.\n$`);
    const primary = (text: string) =>
      `${file}:${text.split('\n').findIndex((line) => line.startsWith('    primary:')) + 1}:14  theme.colors.primary  `;
    // Its first check, as in CI from a fresh clone (no terminal): nothing to say but that it is valid.
    expect((await checkCommand([file])).stdout).toMatch(oneLine);

    const yellow = GOOD_CONFIG.replace(/ {4}primary: "#1d4ed8"/, '    primary: "#ffc72c"');
    writeFileSync(file, yellow);
    const changed = (await checkCommand([file])).stdout.trim().split('\n');
    expect(changed.map((line) => /derived: (\w+)/.exec(line)?.[1])).toEqual([
      'onPrimary',
      'link',
      'glow',
      'onDarkSoft',
      'linkOnDark',
      undefined,
    ]);
    expect(changed[0]).toMatch(new RegExp(`^${escaped(primary(yellow))}derived: onPrimary "#[0-9a-f]{6}" \\(`));
    expect(changed.at(-1)).toMatch(valid);

    expect((await checkCommand([file])).stdout).toMatch(oneLine);
    const colors = (await checkCommand([file, '--colors'])).stdout.trim().split('\n');
    expect(colors).toEqual(changed);
  });

  it('warns, at its key, about a photo narrower than the layout shows it, naming the width to supply; the config stays valid', async () => {
    // A photo as a phone's "small" export: 800 px wide, for the fleet column shown up to 1200.
    // (The fleet's image, which every language of the example already describes.)
    await sharp({ create: { width: 800, height: 500, channels: 3, background: '#446688' } })
      .jpeg()
      .toFile(join(scratchDir(), 'images/small-fleet.jpg'));
    const { file, at } = editedConfig('small-photo', [/src: \.\/images\/fleet\.svg/, 'src: ./images/small-fleet.jpg']);
    const { code, stdout, stderr } = await check(file);
    expect(stderr).toBe(
      `${at('./images/small-fleet.jpg')}  routes.0.sections.4.image.src  warning: page / › section 5 (fleet "Our Fleet") › image › src: ./images/small-fleet.jpg is 800 px wide; the fleet section shows it up to 1200 px wide on large sharp screens, where it will look soft: supply one at least 1200 px wide\n`,
    );
    expect(stdout).toMatch(/ is valid: \d+ pages, \d+ sections, 1 warning\.\n$/);
    expect(code).toBe(0);
  });
});

describe('npm run check: each mistake is printed as file:line:column  path  message, exit code 1', () => {
  it('YAML syntax error: a text with ": " not in quotes, reported once (no echoes)', async () => {
    const file = 'tests/fixtures/bad/yaml-syntax.yaml';
    await expectProblems(file, [
      `${file}:6:12  (file)  YAML syntax: Put the text in quotes: it holds ": ". Write tagline: "Freight: coast to coast"`,
    ]);
  });

  it('YAML duplicate key and an alias with no anchor', async () => {
    await expectProblems('tests/fixtures/bad/duplicate-key.yaml', [
      `tests/fixtures/bad/duplicate-key.yaml:4:3  (file)  YAML syntax: "name" is given twice in the same group (also on line 3): keep one of the two and delete the other`,
    ]);
    await expectProblems('tests/fixtures/bad/unknown-alias.yaml', [
      `tests/fixtures/bad/unknown-alias.yaml:8:16  (file)  YAML: no anchor "&stats" before this "*stats": define the anchor first`,
    ]);
  });

  it('unknown section type lists the known types', async () => {
    const { file, at } = broken('unknown-type', [/- type: about\n/, '- type: abuot\n']);
    await expectProblems(file, [
      `${at('abuot')}  routes.0.sections.${sectionIndex('about')}.type  page / › section ${sectionIndex('about') + 1} (abuot "About {company.name}") › type: Unknown type "abuot". Did you mean "about"? Known types: ${knownTypes}`,
    ]);
  });

  it('section with no type at all', async () => {
    const { file, at } = broken('no-type', [/- type: fleet\n(\s+)id: fleet\n/, '- id: fleet\n']);
    await expectProblems(file, [
      `${at('- id: fleet', 2)}  routes.0.sections.${sectionIndex('fleet')}  page / › section ${sectionIndex('fleet') + 1} "Our Fleet": Missing "type". Known types: ${knownTypes}`,
    ]);
  });

  it('wrong type of value', async () => {
    const { file, at } = broken('wrong-type', [/ {2}scrollThreshold: \d+\n/, '  scrollThreshold: twenty\n']);
    await expectProblems(file, [`${at('twenty')}  header.scrollThreshold  Expected number, got string "twenty"`]);
  });

  it('missing field, with what it is for and an example; the tokens that name it are not echoed', async () => {
    const { file, at } = broken('missing-field', [/ {2}legalName: .*\n/, '']);
    const { description, examples } = company.shape.legalName.meta() as { description: string; examples: string[] };
    await expectProblems(file, [
      `${at('company:')}  company.legalName  Missing required "legalName" (string): ${description} Example: ${JSON.stringify(examples[0])}`,
    ]);
  });

  it('unknown key, with the key it was probably meant to be', async () => {
    const { file, at } = broken('unknown-key', [/ {2}tagline:/, '  tagine:']);
    await expectProblems(file, [`${at('tagine')}  company.tagine  Unknown key "tagine". Did you mean "tagline"?`]);
  });

  it('unknown key with nothing close lists the known keys', async () => {
    const { file, at } = broken('unknown-key-far', [/\ncompany:\n/, '\ncompany:\n  slogan: Fast\n']);
    await expectProblems(file, [
      `${at('slogan')}  company.slogan  Unknown key "slogan". Known keys here: ${Object.keys(company.shape).join(', ')}`,
    ]);
  });

  it('bad email', async () => {
    const { file, at } = broken('bad-email', [/ {2}email: .*\n/, '  email: dispatch.example.com\n']);
    await expectProblems(file, [`${at('dispatch.example.com')}  company.email  Not an email address: write it as name@domain.tld`]);
  });

  it('bad phone', async () => {
    const { file, at } = broken('bad-phone', [/ {2}phone: .*\n/, '  phone: "555-0142"\n']);
    await expectProblems(file, [
      `${at('"555-0142"')}  company.phone  Not a North American phone number: write 10 digits, such as (555) 010-0123 or +1 555-010-0123`,
    ]);
  });

  it('duplicate route', async () => {
    const second = good.routes[1]!.path;
    const third = good.routes[2]!.path;
    const { file, at } = broken('duplicate-route', [new RegExp(`- path: ${third}\n`), `- path: ${second}\n`]);
    const { stderr, code } = await check(file);
    expect(stderr).toContain(
      `${at(`- path: ${second}`, 8, 2)}  routes.2.path  page ${second} › path: Duplicate route "${second}": each path may be declared once\n`,
    );
    expect(code).toBe(1);
  });

  it('broken in-page anchor lists the section ids of that page', async () => {
    const { file, at } = broken('broken-anchor', [/href: "#services"/, 'href: "#servics"']);
    const hero = sectionIndex('hero');
    const ids = good.routes[0]!.sections.flatMap((s) => (s.id ? [s.id] : [])).join(', ');
    const action = good.routes[0]!.sections[hero]! as unknown as { actions: { href?: string }[] };
    const i = action.actions.findIndex((a) => a.href === '#services');
    await expectProblems(file, [
      `${at('"#servics"')}  routes.0.sections.${hero}.actions.${i}.href  page / › section ${hero + 1} (hero "Delivering Excellence Across Every Mile") › action ${i + 1} "Our Services" › href: Broken anchor "#servics": no section with id "servics". Section ids on this page: ${ids}`,
    ]);
  });

  it('unknown {token}, with the token it was probably meant to be', async () => {
    const { file, at } = broken('unknown-token', [LICENCE, '  licence: Licensed by {company.nmae}\n']);
    await expectProblems(file, [
      `${at('Licensed by')}  footer.licence  Unknown token {company.nmae}: company has no "nmae". Did you mean {company.name}?`,
    ]);
  });

  it('unquoted number with leading zeros: the hint quotes it as written', async () => {
    const { file, at } = broken('leading-zero', [/ {2}dotNumber: .*\n/, '  dotNumber: 0001234\n']);
    await expectProblems(file, [
      `${at('0001234')}  company.dotNumber  Expected string, got number 1234. Put the value in quotes: "0001234"`,
    ]);
  });

  it('a yellow brand colour: valid as given, with a line for each role the engine derived from it', async () => {
    const { file, at } = broken('yellow-brand', [/ {4}primary: "#1d4ed8"/, '    primary: "#ffc72c"']);
    const { code, stdout, stderr } = await check(file);
    expect(stderr).toBe('');
    const lines = stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(/ is valid: \d+ pages, \d+ sections\.$/);
    const derived = lines.slice(0, -1);
    expect(derived.map((line) => /derived: (\w+)/.exec(line)?.[1])).toEqual(['onPrimary', 'link', 'glow', 'onDarkSoft', 'linkOnDark']);
    // Each at the brand colour it comes from: the softened light text at onDark, the rest at primary.
    for (const line of derived)
      expect(line).toMatch(
        line.includes('onDarkSoft') ? `${at('"#f8fafc"')}  theme.colors.onDark  ` : `${at('"#ffc72c"')}  theme.colors.primary  `,
      );
    expect(derived[1]).toMatch(
      /derived: link "#[0-9a-f]{6}" \(4\.5\d:1 on the (surface colour|page background), where "#ffc72c" has 1\.\d\d:1\)/,
    );
    expect(code).toBe(0);
  });

  it('a pinned role that cannot pass: located at its key, with the ratio and a colour that passes once applied', async () => {
    const { file, at } = broken('pinned-link', [/ {4}primary: "#1d4ed8"\n/, '    primary: "#1d4ed8"\n    link: "#ffff00"\n']);
    const { stderr } = await check(file);
    const [line] = stderr.trim().split('\n');
    expect(line).toMatch(
      new RegExp(
        `^${at('"#ffff00"').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}  theme\\.colors\\.link  link "#ffff00" on background "#ffffff" \\(links of the policies, postings and company tiles, stat figures, the focus ring; also failing on the surface colour, the icon tiles\\) has contrast 1\\.07:1; text needs 4\\.5:1\\. Nearest that passes: link "(#[0-9a-f]{6})" \\(same hue, darker\\), or leave link out and the engine derives one that passes$`,
      ),
    );
    const suggested = /Nearest that passes: link "(#[0-9a-f]{6})"/.exec(line!)![1]!;
    const fixed = broken('pinned-link-fixed', [/ {4}primary: "#1d4ed8"\n/, `    primary: "#1d4ed8"\n    link: "${suggested}"\n`]);
    const { code, stderr: after } = await check(fixed.file);
    expect(after).toBe('');
    expect(code).toBe(0);
  });

  it('light grey body text: one problem at its key, naming the grounds it fails on, the grey suggested passing on all', async () => {
    const { file, at } = broken('grey-text', [/ {4}text: "#0f172a"/, '    text: "#eeeeee"']);
    const grey = at('"#eeeeee"');
    await expectProblems(file, [
      `${grey}  theme.colors.text  text "#eeeeee" on background "#ffffff" (body text, headings, cards, policies, the header over a light page top; also failing on the surface colour, the closed-posting notice) has contrast 1.16:1; text needs 4.5:1. Nearest that passes: text "#707070" (same hue, darker)`,
    ]);
  });

  it('several mistakes: every one is reported in one run, in file order', async () => {
    const { file, at } = broken(
      'several',
      [/ {2}email: .*\n/, '  email: dispatch.example.com\n'],
      [/ {2}phone: .*\n/, '  phone: "555-0142"\n'],
      [/ {2}tagline:/, '  tagine:'],
      [/- type: about\n/, '- type: abuot\n'],
      [LICENCE, '  licence: Licensed by {company.nmae}\n'],
    );
    const { stderr, code } = await check(file);
    const [problems, total] = stderr.trim().split('\n\n');
    expect(problems!.split('\n').map((line) => line.split('  ')[0])).toEqual([
      at('tagine'),
      at('dispatch.example.com'),
      at('"555-0142"'),
      at('Licensed by'),
      at('abuot'),
    ]);
    expect(total).toBe(summary(5));
    expect(code).toBe(1);
  });
});

describe('npm run check: the carriers on its command line', () => {
  /** A carrier's folder in the scratch folder: a copy of the example's config and files. */
  const carrierFolder = (name: string) => {
    const folder = join(dir, name);
    mkdirSync(folder);
    writeFileSync(join(folder, 'site.config.yaml'), GOOD_CONFIG);
    copyCarrierFiles('site.config.yaml', folder);
    return folder;
  };
  const validLine = (file: string): unknown =>
    expect.stringMatching(new RegExp(`^${escaped(file)} is valid: \\d+ pages, \\d+ sections\\.$`));

  // Three checks of five configs in all.
  it("checks each carrier named, by its folder or its config file: a line for each; SITE_CONFIG's when none is named, never when one is", async () => {
    const acme = carrierFolder('acme');
    const { file: second } = editedConfig('second');
    const { file: third } = editedConfig('third', [/ {2}email: .*\n/, '  email: dispatch.example.com\n']);
    const both = await checkCommand([acme, second], { SITE_CONFIG: third });
    expect(both.stdout.split('\n')).toEqual([validLine(join(acme, 'site.config.yaml')), validLine(second), '']);
    expect(both.stderr).toBe('');
    expect(both.code).toBe(0);

    const fromEnv = await checkCommand([], { SITE_CONFIG: acme });
    expect(fromEnv.stdout.split('\n')).toEqual([validLine(join(acme, 'site.config.yaml')), '']);

    // One broken among them: every one is checked, and the run fails.
    const mixed = await checkCommand([third, `${acme}/`]);
    expect(mixed.stderr).toMatch(/^\S+third\.yaml:\d+:10 {2}company\.email {2}Not an email address/);
    expect(mixed.stdout.split('\n')).toEqual([validLine(join(acme, 'site.config.yaml')), '']);
    expect(mixed.code).toBe(1);
  });

  it.each([
    ['a folder without a config', () => join(dir, 'images'), 'is a folder without site.config.yaml'],
    ['a path that does not exist', () => join(dir, 'no-such-carrier'), 'does not exist'],
    ['a file that is not a config', () => join(dir, 'images', readdirSync(join(dir, 'images'))[0]!), 'is not a config file'],
  ])('refuses %s in one line that says what it expected, exit code 1, no stack', async (_, path, what) => {
    const { code, stdout, stderr } = await checkCommand([path()]);
    expect(stderr).toMatch(
      new RegExp(
        `^${escaped(path())} ${what}: name a carrier's folder \\(holding its site\\.config\\.yaml\\) or its config file \\(\\.yaml\\), such as sites/acme or sites/acme/site\\.config\\.yaml(\\. Carriers there: [^\\n]+)?\\n$`,
      ),
    );
    expect(stdout).toBe('');
    expect(code).toBe(1);
  });

  it('refuses an option it does not know, listing the ones it knows; exit code 1', async () => {
    const { code, stderr } = await checkCommand(['--colour']);
    expect(stderr.split('\n')).toEqual([
      'Unknown option --colour.',
      'Usage: npm run check -- [carrier …] [options]',
      '  carrier: its folder (holding site.config.yaml) or its config file; without one, SITE_CONFIG or ./site.config.yaml',
      'Known options: --colors (print the colours the engine derived from the brand colours, changed or not), --language <value> (list every text of this language (es-US, or its prefix es) at its line, and each one missing), --help (print this and stop)',
      '',
    ]);
    expect(code).toBe(1);
  });
});

describe('npm run check -- --language: every text of a language in one place, for a translator', () => {
  it('lists each text of the language at its line, each missing one as a warning with what shows instead, then the count', async () => {
    const { file, at } = broken('one-untranslated', [LICENCE, '  licence: Licensed and Insured Freight Carrier\n']);
    // In this process, as `npm run check -- <file> --language es` runs it (src/cli/check.ts passes the option on).
    const { code, stdout } = await checkConfig(file, { language: 'es' });
    expect(code).toBe(0);
    const lines = stdout.trim().split('\n');
    expect(lines).toContain(`${at('Copiar {value}')}  ui.copy.es-US  "Copiar {value}"`);
    expect(lines.filter((line) => line.includes('  warning: '))).toEqual([
      `${at('Licensed and Insured')}  footer.licence  warning: No es-US (Español) text yet: its pages show "Licensed and Insured Freight Carrier"`,
    ]);
    expect(lines).toContainEqual(expect.stringMatching(/^es-US \(Español\): \d{3} texts, 1 not translated yet\.$/));
    expect(lines.at(-1)).toMatch(/ is valid: \d+ pages, \d+ sections, 1 warning\.$/);
  });

  it('names the languages of the site when asked for another', async () => {
    // The command: the option reaches the check from its command line.
    const { code, stdout, stderr } = await checkCommand(['site.config.yaml', '--language', 'fr-CA']);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe("--language fr-CA: this site's languages are en-US, es-US: name one of them");
  });
});

describe('npm run check under GitHub Actions: each problem also as an annotation on its line', () => {
  const actions = { GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: process.cwd() };

  it('writes each error as ::error at its file, line and column, escaping what would end a property or the message', async () => {
    // A file name with the characters a property cannot hold as they are, and a key that echoes a %.
    const { file, at } = editedConfig(
      'odd, name: 100%',
      [/ {2}email: .*\n/, '  email: dispatch.example.com\n'],
      [/\ncompany:\n/, '\ncompany:\n  "50%off": yes\n'],
    );
    const { code, stdout, stderr } = await checkCommand([file], actions);
    const where = (needle: string) =>
      at(needle)
        .slice(file.length + 1)
        .split(':');
    const property = file.replace(/%/g, '%25').replace(/:/g, '%3A').replace(/,/g, '%2C');
    const [emailLine, emailCol] = where('dispatch.example.com');
    const [keyLine, keyCol] = where('"50%off"');
    expect(stdout.split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^::error file=${escaped(property)},line=${keyLine},col=${keyCol},title=site config%3A company\\["50%25off"\\]::Unknown key "50%25off"`,
        ),
      ),
      `::error file=${property},line=${emailLine},col=${emailCol},title=site config%3A company.email::Not an email address: write it as name@domain.tld`,
      '',
    ]);
    // The lines a person reads are as they are without GitHub Actions.
    expect(stderr).toBe((await checkCommand([file])).stderr);
    expect(code).toBe(1);
  });

  it('writes each warning as ::warning, after the line that says the config is valid', async () => {
    await sharp({ create: { width: 800, height: 500, channels: 3, background: '#446688' } })
      .jpeg()
      .toFile(join(dir, 'images/narrow-fleet.jpg'));
    const { file, at } = editedConfig('narrow-photo', [/src: \.\/images\/fleet\.svg/, 'src: ./images/narrow-fleet.jpg']);
    const { code, stdout, stderr } = await checkCommand([file], actions);
    const [line, col] = at('./images/narrow-fleet.jpg')
      .slice(file.length + 1)
      .split(':');
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/ is valid: \d+ pages, \d+ sections, 1 warning\.$/);
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^::warning file=${escaped(file)},line=${line},col=${col},title=site config%3A routes\\.0\\.sections\\.\\d+\\.image\\.src::page / › section \\d+ \\(fleet "Our Fleet"\\) › image › src: \\./images/narrow-fleet\\.jpg is 800 px wide`,
        ),
      ),
      '',
    ]);
    expect(stderr).toMatch(
      /warning: page \/ › section \d+ \(fleet "Our Fleet"\) › image › src: \.\/images\/narrow-fleet\.jpg is 800 px wide/,
    );
    expect(code).toBe(0);
  });

  it('writes a carrier that is not there as an ::error of the run, exit code 1', async () => {
    const missing = join(dir, 'no-such-carrier');
    const { code, stdout, stderr } = await checkCommand([missing], actions);
    expect(stdout).toBe(`::error title=npm run check::${stderr.trimEnd().replace(/%/g, '%25').replace(/\n/g, '%0A')}\n`);
    expect(stderr).toMatch(new RegExp(`^${escaped(missing)} does not exist: `));
    expect(code).toBe(1);
  });
});

describe('the build refuses a bad config', () => {
  it('buildSite throws the same located problems before Vite starts, and writes nothing', async () => {
    const { file, at } = broken('build-refused', [/ {2}email: .*\n/, '  email: dispatch.example.com\n']);
    const outDir = join(dir, 'dist-refused');
    const error = await buildSite({ configFile: file, outDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteConfigError);
    expect((error as SiteConfigError).message.split('\n')[0]).toBe(
      `${at('dispatch.example.com')}  company.email  Not an email address: write it as name@domain.tld`,
    );
    expect(existsSync(outDir) ? readdirSync(outDir) : []).toEqual([]);
  });

  it('npm run build exits 1 with the same lines', async () => {
    const { file, at } = broken('build-cli-refused', [/ {2}dotNumber: .*\n/, '  dotNumber: 0001234\n']);
    const { code, stderr } = await run('src/cli/build.ts', file);
    expect(stderr).toContain(`${at('0001234')}  company.dotNumber  Expected string, got number 1234. Put the value in quotes: "0001234"\n`);
    expect(code).toBe(1);
  });
});
