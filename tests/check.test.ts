import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { company } from '../schema/company.ts';
import { section } from '../schema/index.ts';
import { buildSite } from '../src/prerender/buildSite.ts';
import { SiteConfigError } from '../src/config/problem.ts';
import { check, checkProcess, editedConfig, GOOD_CONFIG, removeScratchDir, runCli, scratchDir, summary } from './support/configCli.ts';

/**
 * `npm run check` as a config editor or CI runs it, on a broken copy of site.config.yaml: each
 * case asserts the exit code and the exact `file:line:column  path  message` line the person
 * reads. The real CLI runs in a child process (SITE_CONFIG pointing at the file) for a good and a
 * missing config, to show what a process exits with; the other cases run the same code in this
 * process (src/cli/checkConfig.ts), where what is printed is the point.
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

const knownTypes = [...(section._zod.propValues.type as Set<string>)].join(', ');
const sectionIndex = (type: string) => good.routes[0]!.sections.findIndex((s) => s.type === type);

describe('npm run check: a good config', () => {
  it('passes with exit code 0, says what it derived from the brand colours, and what it checked', async () => {
    const { code, stdout, stderr } = await checkProcess('site.config.yaml');
    expect(stderr).toBe('');
    const primary = `site.config.yaml:${GOOD_CONFIG.split('\n').findIndex((line) => line.startsWith('    primary:')) + 1}:14`;
    expect(stdout.split('\n')).toEqual([
      `${primary}  theme.colors.primary  derived: linkOnDark "#97b9ff" (4.51:1 on the banners' tiles, where "#1d4ed8" has 1.32:1), for the brand hue on dark grounds: the focus ring in the hero, the banners, the footer and the menu. Pin theme.colors.linkOnDark to choose another`,
      expect.stringMatching(/^site\.config\.yaml is valid: \d+ pages, \d+ sections\.$/),
      '',
    ]);
    expect(code).toBe(0);
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
      `${at('./images/small-fleet.jpg')}  routes.0.sections.4.image.src  warning: ./images/small-fleet.jpg is 800 px wide; the fleet section shows it up to 1200 px wide on large sharp screens, where it will look soft: supply one at least 1200 px wide\n`,
    );
    expect(stdout).toMatch(/ is valid: \d+ pages, \d+ sections, 1 warning\.\n$/);
    expect(code).toBe(0);
  });
});

describe('npm run check: each mistake is printed as file:line:column  path  message, exit code 1', () => {
  it('missing file', async () => {
    const file = join(dir, 'no-such-config.yaml');
    await expectProblems(
      file,
      [`${file}:1:1  (file)  Config file not found. Create it (copy site.config.yaml) or point SITE_CONFIG at it`],
      checkProcess,
    );
  });

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
      `${at('abuot')}  routes.0.sections.${sectionIndex('about')}.type  Unknown type "abuot". Did you mean "about"? Known types: ${knownTypes}`,
    ]);
  });

  it('section with no type at all', async () => {
    const { file, at } = broken('no-type', [/- type: fleet\n(\s+)id: fleet\n/, '- id: fleet\n']);
    await expectProblems(file, [
      `${at('- id: fleet', 2)}  routes.0.sections.${sectionIndex('fleet')}  Missing "type". Known types: ${knownTypes}`,
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
      `${at('"555-0142"')}  company.phone  Not a North American phone number: write 10 digits, e.g. "(555) 010-0123" or "+1 555-010-0123", in quotes`,
    ]);
  });

  it('duplicate route', async () => {
    const second = good.routes[1]!.path;
    const third = good.routes[2]!.path;
    const { file, at } = broken('duplicate-route', [new RegExp(`- path: ${third}\n`), `- path: ${second}\n`]);
    const { stderr, code } = await check(file);
    expect(stderr).toContain(
      `${at(`- path: ${second}`, 8, 2)}  routes.2.path  Duplicate route "${second}": each path may be declared once\n`,
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
      `${at('"#servics"')}  routes.0.sections.${hero}.actions.${i}.href  Broken anchor "#servics": no section with id "servics". Section ids on this page: ${ids}`,
    ]);
  });

  it('unknown {token}, with the token it was probably meant to be', async () => {
    const { file, at } = broken('unknown-token', [/ {2}licence: .*\n/, '  licence: Licensed by {company.nmae}\n']);
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
      [/ {2}licence: .*\n/, '  licence: Licensed by {company.nmae}\n'],
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
