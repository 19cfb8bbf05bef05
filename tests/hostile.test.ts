import { readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../src/config/loadSiteConfig.ts';
import {
  check,
  editedConfig,
  expectRefused,
  GOOD_CONFIG,
  HOSTILE,
  HOSTILE_BOMBS,
  removeScratchDir,
  scratchDir,
  writeConfig,
} from './support/configCli.ts';
import { textLines } from './support/configText.ts';

/**
 * The config as a hostile contributor writes it: every case goes through `npm run check` and
 * must end in exit 1 with located `file:line:column  key  message` lines, never with a stack
 * trace; the cases built to exhaust the reader (alias and token bombs, deep nesting, megabytes of
 * input) run the real CLI in its own process, within bounds of time and memory, in the full tier
 * (tests/full/hostile-bounds.test.ts). The
 * whole-file cases are in tests/fixtures/hostile/; the cases that need a complete config are
 * edits of site.config.yaml (and the large or binary files are made here rather than kept in git).
 */
afterAll(removeScratchDir);

describe.concurrent('npm run check refuses a hostile file, at its line, without a stack trace', () => {
  const expected: Record<string, string> = {
    'comments-only.yaml':
      ':1:1  (file)  The file is empty: a site config is a group of keys (lang, company, theme, …). Start from a copy of site.config.yaml',
    'document-marker-only.yaml':
      ':1:1  (file)  The file is empty: a site config is a group of keys (lang, company, theme, …). Start from a copy of site.config.yaml',
    'empty.yaml':
      ':1:1  (file)  The file is empty: a site config is a group of keys (lang, company, theme, …). Start from a copy of site.config.yaml',
    'merge-scalar.yaml':
      ':5:9  header.quoteAction.<<  A merge key (<<) takes a group of keys, such as *quoteAction where &quoteAction names a group: not a text or a list',
    'self-alias.yaml': ':2:14  loop.0  The alias *loop is inside the &loop it names: a value cannot contain itself',
    'single-value.yaml':
      ':1:1  (file)  The file holds a single value: a site config is a group of keys (lang, company, theme, …). Start from a copy of site.config.yaml',
  };

  it('every fixture has its expected message', () => {
    expect(readdirSync(HOSTILE).sort()).toEqual([...Object.keys(expected), ...HOSTILE_BOMBS].sort());
  });

  for (const [name, line] of Object.entries(expected)) {
    it(name, async () => {
      const file = `${HOSTILE}/${name}`;
      const [problem, ...more] = expectRefused(await check(file), file);
      expect(more).toEqual([]);
      expect(problem!.slice(file.length)).toBe(line);
    });
  }

  it('nesting deeper than a config needs, but not deep enough to stop the parser', async () => {
    const file = writeConfig(
      'deep-block.yaml',
      `lang: en-US\n${Array.from({ length: 40 }, (_, i) => `${'  '.repeat(i)}k${i}:`).join('\n')} end\n`,
    );
    // The 33rd group starts at the value of k31, on line 34 (the line of k32).
    expect(expectRefused(await check(file), file)).toEqual([
      `${file}:34:65  (file)  Nested more than 32 levels deep: a site config never needs that. Check the indentation, or the brackets [ ] and { }`,
    ]);
  });

  it('a file saved as UTF-16, with or without a byte order mark', async () => {
    const utf16 = Buffer.from(`\uFEFF${GOOD_CONFIG}`, 'utf16le');
    const withBom = writeConfig('utf16-bom.yaml', utf16);
    expect(expectRefused(await check(withBom), withBom)).toEqual([
      `${withBom}:1:1  (file)  The file is saved as UTF-16 (little-endian): save it as UTF-8`,
    ]);
    const withoutBom = writeConfig('utf16.yaml', utf16.subarray(2));
    expect(expectRefused(await check(withoutBom), withoutBom)).toEqual([
      `${withoutBom}:1:2  (file)  The file is saved as UTF-16: save it as UTF-8`,
    ]);
  });

  it('a file in Latin-1: the first byte that is not UTF-8 is located', async () => {
    const file = writeConfig(
      'latin1.yaml',
      Buffer.from(GOOD_CONFIG.replace('name: Example Freight Lines', 'name: Café Freight Lines'), 'latin1'),
    );
    const line = GOOD_CONFIG.split('\n').findIndex((l) => l.includes('name: Example Freight Lines')) + 1;
    expect(expectRefused(await check(file), file)).toEqual([
      `${file}:${line}:12  (file)  Not UTF-8: the byte 0xE9 here is not a character in UTF-8 (the file may be saved as Latin-1 or Windows-1252): save it as UTF-8`,
    ]);
  });

  it('a small binary file is not read as YAML', async () => {
    const file = writeConfig('small-binary.yaml', Buffer.from([0x6c, 0x61, 0x6e, 0x67, 0x3a, 0x20, 0x00, 0x01, 0xff, 0x1b]));
    expect(expectRefused(await check(file), file)).toEqual([
      `${file}:1:7  (file)  The file holds a NUL byte: it is not a text file. Is this the right file?`,
    ]);
  });
});

describe.concurrent('npm run check refuses values that would escape their sink', () => {
  const cases: { name: string; edit: [RegExp, string]; line: (at: (needle: string, offset?: number, nth?: number) => string) => string }[] =
    [
      {
        name: 'a script in the font stack (page CSS: would close the <style>)',
        edit: [/ {2}font: .*\n/, `  font: "Arial</style><script>alert(7)</script><style>"\n`],
        line: (at) =>
          `${at('"Arial<')}  theme.font  Font family 1 is not a family name: a stack lists names of fonts (letters, digits, spaces, "-"), such as "system-ui, 'Segoe UI', sans-serif", and nothing else of CSS`,
      },
      {
        name: 'CSS rules in the font stack (would hide the page)',
        edit: [/ {2}font: .*\n/, `  font: "Arial; } body { display: none } a {"\n`],
        line: (at) =>
          `${at('"Arial;')}  theme.font  Font family 1 is not a family name: a stack lists names of fonts (letters, digits, spaces, "-"), such as "system-ui, 'Segoe UI', sans-serif", and nothing else of CSS`,
      },
      {
        name: 'CSS in a colour',
        edit: [/ {4}primary: .*\n/, `    primary: "#1d4ed8; } body { display: none"\n`],
        line: (at) => `${at('"#1d4ed8;')}  theme.colors.primary  Write the colour as # and six hex digits, such as #1d4ed8`,
      },
      {
        name: 'nginx directives in the site URL (host config)',
        edit: [/ {2}siteUrl: .*\n/, `  siteUrl: "https://www.example.com;}server{break"\n`],
        line: (at) =>
          `${at('"https://www.example.com;')}  company.siteUrl  The host name may hold only lower-case letters, digits, "-" and dots, such as "www.example.com"`,
      },
      {
        name: 'credentials in the site URL (published on every page)',
        edit: [/ {2}siteUrl: .*\n/, `  siteUrl: "https://user:pass@www.example.com"\n`],
        line: (at) =>
          `${at('"https://user')}  company.siteUrl  A user name or password in the address would be published on every page: remove the part before "@"`,
      },
      {
        name: 'a path in the site URL',
        edit: [/ {2}siteUrl: .*\n/, `  siteUrl: "https://www.example.com/carrier/"\n`],
        line: (at) =>
          `${at('"https://www.example.com/carrier/"')}  company.siteUrl  Write the site's address only, without a path, query or #fragment, such as "https://www.example.com"`,
      },
      {
        name: 'a javascript: link as the credit URL',
        edit: [/ {4}url: https:\/\/studio.*\n/, `    url: "javascript:alert(1)"\n`],
        line: (at) => `${at('"javascript:')}  company.credit.url  Write an http or https address, such as "https://www.example.com"`,
      },
      {
        name: 'a token in an address (filled in after the address was checked)',
        edit: [/ {4}url: https:\/\/studio.*\n/, `    url: "https://studio.example.net/{company.name}"\n`],
        line: (at) => `${at('"https://studio')}  company.credit.url  An address cannot hold {tokens}: write it out in full`,
      },
      {
        name: 'an absolute image path (it would read any file of the machine that builds)',
        edit: [/src: \.\/images\/fleet\.svg/, 'src: /etc/ssl/private/key.png'],
        line: (at) =>
          `${at('/etc/ssl')}  routes.0.sections.4.image.src  page / › section 5 (fleet "Our Fleet") › image › src: Write the path relative to the config file, such as "./photos/fleet.jpg": files live in the carrier's folder, beside its config`,
      },
      {
        name: 'an image that is not an image format',
        edit: [/src: \.\/images\/fleet\.svg/, 'src: ./images/fleet.html'],
        line: (at) =>
          `${at('./images/fleet.html')}  routes.0.sections.4.image.src  page / › section 5 (fleet "Our Fleet") › image › src: "html" is not a photo format this site can use: supply .jpg, .jpeg, .png, .webp, .avif, .svg`,
      },
      {
        name: 'a redirect host that is the canonical host (a redirect loop)',
        edit: [/ {2}redirectHosts: .*\n/, '  redirectHosts: [www.example.com]\n'],
        line: (at) =>
          `${at('www.example.com]')}  deploy.redirectHosts.0  deploy › redirectHost 1: www.example.com is the host of company.siteUrl: redirecting it would send every visitor round in a loop. Remove it from this list`,
      },
      {
        name: 'nginx directives in a redirect host',
        edit: [/ {2}redirectHosts: .*\n/, '  redirectHosts: ["example.com; return 302 https://evil.example"]\n'],
        line: (at) =>
          `${at('"example.com;')}  deploy.redirectHosts.0  deploy › redirectHost 1: Write a bare host name in lower case, without scheme, port or path, such as "example.com"`,
      },
      {
        name: 'a route at the build’s own /assets folder',
        edit: [/- path: \/cookies\n/, '- path: /assets\n'],
        line: (at) =>
          `${at('/assets')}  routes.3.path  page /assets › path: "/assets" is reserved for the build's assets (scripts, styles, images): choose another path`,
      },
      {
        name: "an image path that climbs out of the carrier's folder",
        edit: [/src: \.\/images\/fleet\.svg/, 'src: ../../etc/x.png'],
        line: (at) =>
          `${at('../../etc/x.png')}  routes.0.sections.4.image.src  page / › section 5 (fleet "Our Fleet") › image › src: A file path may not climb out of the config's folder with ".." or name a hidden file: write it such as "./photos/fleet.jpg"`,
      },
      {
        name: 'an image that does not exist',
        edit: [/src: \.\/images\/fleet\.svg/, 'src: ./images/no-such-photo.png'],
        line: (at) =>
          `${at('./images/no-such')}  routes.0.sections.4.image.src  page / › section 5 (fleet "Our Fleet") › image › src: No file ./images/no-such-photo.png beside the config: put the photo there, or correct the path`,
      },
      {
        name: 'a tag that would eat the first word of the headline',
        edit: [textLines(8, 'headline'), '        headline: !Delivering Excellence\n'],
        line: (at) =>
          `${at('!Delivering')}  routes.0.sections.0.headline  YAML reads "!Delivering" as a tag and drops it from the text: put the whole text in quotes, such as "!Delivering Excellence"`,
      },
      {
        name: 'a terminal escape in a text',
        edit: [textLines(2, 'tagline'), '  tagline: "Fast \\e[2J freight"\n'],
        line: (at) =>
          `${at('"Fast')}  company.tagline  Invisible control character U+001B in this text: delete it (text pasted from another program can carry them)`,
      },
      {
        name: 'a NUL in a text',
        edit: [textLines(2, 'licence'), '  licence: "Licensed\\0 carrier"\n'],
        line: (at) =>
          `${at('"Licensed')}  footer.licence  Invisible control character U+0000 in this text: delete it (text pasted from another program can carry them)`,
      },
      {
        name: 'two sections with one id',
        edit: [/ {8}id: fleet\n/, '        id: services\n'],
        line: (at) =>
          `${at('id: services', 4, 2)}  routes.0.sections.4.id  page / › section 5 (fleet "Our Fleet") › id: Id "services" is already used on this page by section 4 (services): ids must be unique on a page (links and screen readers find elements by them). Choose another id`,
      },
      {
        name: 'a question whose anchor is the id of a section on its page',
        edit: [/- id: home-time\n/, '- id: open-jobs\n'],
        line: (at) =>
          `${at('id: open-jobs', 4, 2)}  routes.1.sections.3.items.0.id  page /drivers › section 4 (faq "Driver Questions") › item 1 "How often will I be home?" › id: Id "open-jobs" is already used on this page by section 2 (jobs): ids must be unique on a page (links and screen readers find elements by them). Choose another id`,
      },
      {
        name: 'a section id that is the layout’s main',
        edit: [/ {8}id: fleet\n/, '        id: main\n'],
        line: (at) =>
          `${at('id: main', 4)}  routes.0.sections.4.id  page / › section 5 (fleet "Our Fleet") › id: Id "main" is already used on this page by the page layout itself: ids must be unique on a page (links and screen readers find elements by them). Choose another id`,
      },
      {
        name: 'a policy heading with no letter to make an anchor from',
        edit: [/heading:\n {14}en-US: Information We Collect\n {14}es-US: .*/, 'heading: "🚚 → 📦"'],
        line: (at) =>
          `${at('"🚚')}  routes.2.sections.0.sections.0.heading  page /privacy › section 1 (policy "Privacy Policy") › section 1 "🚚 → 📦" › heading: This heading has no letter or digit to make its anchor from (the table of contents links to it): give the section an id`,
      },
    ];

  for (const { name, edit, line } of cases) {
    it(name, async () => {
      const { file, at } = editedConfig(name.replace(/\W+/g, '-'), edit);
      expect(expectRefused(await check(file), file)).toContain(line(at));
    });
  }
});

describe.concurrent('npm run check bounds the work and the output of any value', () => {
  it('a 100,000-character id is refused by its length', async () => {
    const { file, at } = editedConfig('long-id', [/ {8}id: fleet\n/, `        id: ${'f'.repeat(100_000)}\n`]);
    const run = await check(file);
    expect(expectRefused(run, file)).toContain(
      `${at('id: fff', 4)}  routes.0.sections.4.id  page / › section 5 (fleet "Our Fleet") › id: An id is at most 64 characters: it is part of the page address (#services)`,
    );
    expect(run.stderr.length).toBeLessThan(2_000);
  });

  it('a key holding an escape sequence cannot colour or forge CI output: refused, and not echoed', async () => {
    const forged = '"\\e[32mx\\nsite.config.yaml is valid: 4 routes, 12 sections.\\e[0m"';
    const { file, at } = editedConfig('forged-escape', [/\ncompany:\n/, `\ncompany:\n  ${forged}: 1\n`]);
    const run = await check(file);
    expect(expectRefused(run, file)).toEqual([
      `${at(forged)}  company  Invisible control character U+001B in this key: delete it (text pasted from another program can carry them)`,
    ]);
    // eslint-disable-next-line no-control-regex -- no control character may reach the log
    expect(run.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/);
  });

  it('an unknown key holding a line break and a bidi override is echoed escaped, on its one line', async () => {
    const forged = '"x\\nsite.config.yaml is valid: 4 routes, 12 sections.\\u202E"';
    const { file, at } = editedConfig('forged-line', [/\ncompany:\n/, `\ncompany:\n  ${forged}: 1\n`]);
    const run = await check(file);
    expect(expectRefused(run, file)).toEqual([
      `${at(forged)}  company["x\\nsite.config.yaml is valid: 4 routes,… (52 characters)"]  Unknown key "x\\nsite.config.yaml is valid: 4 routes, 12 sections.\\u{202e}". Known keys here: name, legalName, tagline, email, phone, mcNumber, dotNumber, ein, logo, logoOnDark, address, hours, siteUrl, credit`,
    ]);
    expect(run.stderr.split('\n').filter((line) => line.includes('is valid') && !line.startsWith(file))).toEqual([]);
  });

  it('a token that names a prototype property is an unknown token, not a crash', async () => {
    const { file, at } = editedConfig('proto-token', [textLines(2, 'licence'), '  licence: "{company.constructor} {footer.__proto__}"\n']);
    const run = await check(file);
    expect(expectRefused(run, file)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${at('"{company').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} {2}footer\\.licence {2}Unknown token \\{company\\.constructor\\}`,
        ),
      ),
      expect.stringMatching(/ {2}footer\.licence {2}Unknown token \{footer\.__proto__\}/),
    ]);
  });

  it('a blank value that a token names is reported once, as the blank value', async () => {
    const { file, at } = editedConfig('blank-named', [/\n {2}name: .*\n/, '\n  name:\n']);
    expect(expectRefused(await check(file), file)).toEqual([`${at('  name:', 7)}  company.name  Expected string, got an empty value`]);
  });

  it('line ends of classic Mac (CR) and Windows (CR LF) read as the same valid config', () => {
    // The reader itself, in-process: what is at stake is how the text is read, not the CLI around it.
    const lf = loadSiteConfig(writeConfig('lf.yaml', GOOD_CONFIG));
    for (const [name, eol] of [
      ['cr', '\r'],
      ['crlf', '\r\n'],
    ] as const)
      expect(loadSiteConfig(writeConfig(`${name}.yaml`, GOOD_CONFIG.replace(/\n/g, eol))), name).toEqual(lf);
  });
});

it('the hostile fixtures stay small (large files are made by the tests)', () => {
  for (const name of readdirSync(HOSTILE)) expect(readFileSync(join(HOSTILE, name)).length, name).toBeLessThan(4_096);
});

describe("npm run check reads the carrier's files as an attacker would supply them", () => {
  it('a link that leads out of the carrier folder is refused: the build would publish that file', async () => {
    symlinkSync(resolve('package.json'), join(scratchDir(), 'images/linked.png'));
    const { file, at } = editedConfig('linked-image', [/src: \.\/images\/fleet\.svg/, 'src: ./images/linked.png']);
    expect(expectRefused(await check(file), file)).toEqual([
      `${at('./images/linked.png')}  routes.0.sections.4.image.src  page / › section 5 (fleet "Our Fleet") › image › src: ./images/linked.png is a link to a file outside the config's folder: copy the file into the folder instead`,
    ]);
  });

  it('a file that is not the image its name says is refused at its key, not at the first visit', async () => {
    writeFileSync(join(scratchDir(), 'images/not-a-photo.jpg'), '<html><script>alert(1)</script></html>\n');
    const { file, at } = editedConfig('fake-photo', [/src: \.\/images\/fleet\.svg/, 'src: ./images/not-a-photo.jpg']);
    const problems = expectRefused(await check(file), file);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^${escapeRegExp(at('./images/not-a-photo.jpg'))} {2}routes\\.0\\.sections\\.4\\.image\\.src {2}page / › section 5 \\(fleet "Our Fleet"\\) › image › src: \\./images/not-a-photo\\.jpg cannot be read as an image \\(.+\\): export it again as JPEG, PNG, WebP or AVIF$`,
      ),
    );
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
