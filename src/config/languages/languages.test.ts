import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inspectConfigSource, parseSiteConfig } from '../loadSiteConfig.ts';
import { formatFinding, SiteConfigError } from '../problem.ts';
import { siteInLanguage } from './siteInLanguage.ts';

/** What `npm run check` says of the languages of a config, located as every problem is. */
const GOOD = readFileSync('site.config.yaml', 'utf8');

/** `line:column  path  place: message` of each problem of a copy of site.config.yaml with one edit. */
function problemsAfter(edit: (text: string) => string): string[] {
  const edited = edit(GOOD);
  expect(edited).not.toBe(GOOD);
  try {
    parseSiteConfig(edited, 'site.config.yaml');
  } catch (error) {
    expect(error).toBeInstanceOf(SiteConfigError);
    return (error as SiteConfigError).problems.map((p) => formatFinding(p).replace(/^site\.config\.yaml:/, ''));
  }
  return [];
}

/** The warnings of a copy of site.config.yaml with one edit (which must still be valid), as `check` prints them. */
function warningsAfter(edit: (text: string) => string): string[] {
  const edited = edit(GOOD);
  expect(edited).not.toBe(GOOD);
  return inspectConfigSource(edited, 'site.config.yaml')
    .findings.filter((f) => f.severity === 'warning')
    .map(formatFinding);
}

/** The copy of site.config.yaml with the first `from` replaced. */
const replacing = (from: string, to: string) => (text: string) => {
  expect(text).toContain(from);
  return text.replace(from, to);
};

/** Line and column (1-based) where `needle` starts in `text` (the example unless given), or `plus` characters further. */
const position = (needle: string, plus = 0, text = GOOD) => {
  const at = text.indexOf(needle);
  expect(at).toBeGreaterThanOrEqual(0);
  const before = text.slice(0, at + plus).split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
};

describe('a text without its translation', () => {
  it('shows in the default language, with one warning at the text saying what shows', () => {
    const edit = replacing('  homeLink:\n    en-US: Return to Home\n    es-US: Volver al inicio\n', '  homeLink: Return to Home\n');
    expect(warningsAfter(edit)).toEqual([
      `site.config.yaml:${position('homeLink: Return', 10, edit(GOOD))}  notFound.homeLink  warning: No es-US (Español) text yet: its es-US pages show "Return to Home". To translate it, write it as two lines under its key, "en-US: Return to Home" and "es-US: …"`,
    ]);
    const spanish = siteInLanguage(inspectConfigSource(edit(GOOD), 'site.config.yaml').site, 'es-US');
    expect(spanish.notFound.homeLink).toBe('Return to Home');
    expect(spanish.notFound.heading).toBe('¡Uy! No encontramos esta página');
  });

  it('an empty or missing line of a group is the same warning, asking for the line', () => {
    const empty = replacing('    es-US: Volver al inicio\n', '    es-US:\n');
    expect(warningsAfter(empty)).toEqual([
      `site.config.yaml:${position('homeLink:')}  notFound.homeLink  warning: No es-US (Español) text yet: its es-US pages show "Return to Home". To translate it, add a line "es-US: …" under it`,
    ]);
    expect(warningsAfter(replacing('    es-US: Volver al inicio\n', ''))).toEqual(warningsAfter(empty));
  });

  it('a new item without any translation is one warning naming the item, not one per text', () => {
    const faq = `          - id: home-time
            question:
              en-US: How often will I be home?`;
    const added = `          - id: fuel-card
            question: Do I get a fuel card?
            answer: Yes, on your first day, accepted at every major truck stop.
${faq}`;
    expect(warningsAfter(replacing(faq, added))).toEqual([
      `site.config.yaml:${position(faq, 12)}  routes.1.sections.3.items.0  warning: page /drivers › section 4 (faq "Driver Questions") › item 1 "Do I get a fuel card?": No es-US (Español) texts yet: its 2 texts show in en-US (English) on the es-US pages. To translate, write each text as "en-US: …" and "es-US: …" under its key (npm run check -- --language es-US lists them)`,
    ]);
  });

  it('a language declared with no text yet is one warning, and its pages show the default texts', () => {
    // The example without a Spanish line: each group keeps its English text alone.
    const english = GOOD.replace(/^( *)es-US: (?:[>|]-?\n(?:\1 .*\n|\n)*|.*\n)/gm, '').replace(/, es-US: [^}]*(?= \})/g, '');
    expect(english.replace(/^#.*$/gm, '')).not.toMatch(/^ *es-US:|, es-US:/m);
    const { findings, site } = inspectConfigSource(english, 'site.config.yaml');
    expect(findings.filter((f) => f.severity === 'warning').map(formatFinding)).toEqual([
      `site.config.yaml:${position('  - lang: es-US', 4, english)}  languages.1  warning: language 2 "Español": No es-US texts yet: they all show in en-US (English) on the es-US pages. To translate, write each text as "en-US: …" and "es-US: …" under its key (npm run check -- --language es-US lists them)`,
    ]);
    // The same words; only the in-site links differ, each under its language's prefix.
    const headings = (lang: string) =>
      siteInLanguage(site, lang).routes[0]!.sections.map((section) => JSON.stringify(section).match(/"(?:heading|headline)":"[^"]*"/)?.[0]);
    expect(headings('es-US')).toEqual(headings('en-US'));
  });
});

describe('tokens and placeholders are the same in every language', () => {
  it('a placeholder left out of a translation is a located error', () => {
    expect(problemsAfter(replacing('es-US: Copiar {value}', 'es-US: Copiar'))).toEqual([
      `${position('es-US: Copiar', 7)}  ui.copy.es-US  The en-US text has {value}, which this one lacks: tokens and placeholders are the same in every language ("Copy {value}")`,
    ]);
  });

  it('a token the default language does not have is a located error', () => {
    const licence = 'es-US: Transportista de carga con licencia y seguro';
    expect(problemsAfter(replacing(licence, `${licence} {company.phone}`))).toEqual([
      `${position(licence, 7)}  footer.licence.es-US  {company.phone} is not in the en-US text: tokens and placeholders are the same in every language ("Licensed and Insured Freight Carrier")`,
    ]);
  });
});

describe('what is written once stays written once', () => {
  it('a phone written in languages is refused at its line', () => {
    const phone = /\n {2}phone: (.*)\n/;
    expect(problemsAfter((text) => text.replace(phone, '\n  phone: { en-US: $1, es-US: "(555) 010-0199" }\n'))).toEqual([
      `${position('\n  phone:', 3)}  company.phone  company.phone is written once, for every language (names, numbers, contacts, paths, icons): write the value alone, without language tags`,
    ]);
  });

  it('a group without the default language is refused: every page is built from it', () => {
    expect(problemsAfter(replacing('    en-US: Return to Home\n    es-US: Volver al inicio\n', '    es-US: Volver al inicio\n'))).toEqual([
      `${position('homeLink:')}  notFound.homeLink  Write the en-US (English) text here too (en-US: …): the default language's text is the one every page is built from`,
    ]);
  });

  it('a default text written empty is an error at its own line, its translation kept (as the editor keeps it while it is retyped)', () => {
    expect(problemsAfter(replacing('    en-US: Return to Home\n', '    en-US: ""\n'))).toEqual([
      `${position('    en-US: Return to Home', 11)}  notFound.homeLink.en-US  Must not be empty`,
    ]);
  });

  it('a mistyped language tag is a warning with the tag it most likely meant, its text shown nowhere', () => {
    expect(warningsAfter(replacing('    es-US: Volver al inicio\n', '    es-UX: Volver al inicio\n'))).toEqual([
      `site.config.yaml:${position('    es-US: Volver al inicio', 11)}  notFound.homeLink.es-UX  warning: es-UX is not a language of this site (en-US, es-US): its text is shown nowhere. Did you mean "es-US"?`,
      `site.config.yaml:${position('homeLink:')}  notFound.homeLink  warning: No es-US (Español) text yet: its es-US pages show "Return to Home". To translate it, add a line "es-US: …" under it`,
    ]);
  });

  it('dropping a language is deleting its item: its texts left in place are one warning, the site in the default language as it was', () => {
    const dropped = replacing('  - lang: es-US\n    name: Español\n    prefix: es\n', '');
    expect(warningsAfter(dropped)).toEqual([
      expect.stringMatching(
        /^site\.config\.yaml:\d+:\d+ {2}company\.tagline\.es-US {2}warning: es-US is not a language of this site \(en-US\): its \d{3} texts \(the first is here\) are shown nowhere\. Declare it under languages, or delete its lines$/,
      ),
    ]);
    const before = inspectConfigSource(GOOD, 'site.config.yaml').config;
    const after = inspectConfigSource(dropped(GOOD), 'site.config.yaml').config;
    expect({ ...after, languages: undefined }).toEqual({ ...before, languages: undefined });
  });
});

describe('each language is validated in its own words', () => {
  it('a translation past its kind of text is refused at its line', () => {
    const long = 'Ú'.repeat(201);
    expect(problemsAfter(replacing('es-US: ¡Uy! No encontramos esta página', `es-US: ${long}`))).toEqual([
      `${position('es-US: ¡Uy!', 7)}  notFound.heading.es-US  A heading, title or label is at most 200 characters; this one has 201. Shorten it`,
    ]);
  });

  it('a translated heading that makes the id of another section is refused at its line', () => {
    expect(problemsAfter(replacing('es-US: Cambios a esta política', 'es-US: Contáctenos'))).toEqual([
      `${position('es-US: Cambios a esta política', 7)}  routes.2.sections.0.sections.7.heading.es-US  page /privacy › section 1 (policy "Privacy Policy") › section 8 "Changes to This Policy" › heading: Section anchor "contactenos" is already used by section 7: give one of them an id`,
    ]);
  });
});

describe('a translator finds every text of a language in one place', () => {
  it('check --language lists each text of the language at its line, and each one missing with what shows instead', () => {
    const edit = replacing('  homeLink:\n    en-US: Return to Home\n    es-US: Volver al inicio\n', '  homeLink: Return to Home\n');
    const listed = inspectConfigSource(edit(GOOD), 'site.config.yaml').textsIn('es-US').map(formatFinding);
    expect(listed).toContain(`site.config.yaml:${position('es-US: Copiar', 7)}  ui.copy.es-US  "Copiar {value}"`);
    expect(listed).toContain(
      `site.config.yaml:${position('homeLink: Return', 10, edit(GOOD))}  notFound.homeLink  warning: No es-US (Español) text yet: its pages show "Return to Home"`,
    );
    expect(listed.filter((line) => line.includes('warning:'))).toHaveLength(1);
    // Texts with no word (24/7, 500+) are the same in every language: not listed for a translator.
    expect(listed.some((line) => line.endsWith('"24/7"'))).toBe(false);
    expect(listed.length).toBeGreaterThan(350);
  });
});

describe('the declaration of the languages', () => {
  const declared = (from: string, to: string) => (text: string) => text.replace(`\n${from}`, `\n${to}`);

  it('a language tag is a strict BCP 47 subset', () => {
    expect(problemsAfter(declared('  - lang: es-US', '  - lang: es_US"><script>'))).toContainEqual(
      `${position('lang: es-US', 6)}  languages.1.lang  language 2 "Español" › lang: Write a language tag such as "en", "es" or "es-US"`,
    );
  });

  it('a prefix is one safe path segment, taken by no page and no other language', () => {
    expect(problemsAfter(declared('    prefix: es', '    prefix: ../es'))).toEqual([
      `${position('    prefix: es', 12)}  languages.1.prefix  language 2 "Español" › prefix: Write one lower-case path segment such as "es" or "es-us"`,
    ]);
    expect(problemsAfter(declared('    name: English', '    name: English\n  - { lang: es-MX, name: Español de México }'))).toContainEqual(
      expect.stringMatching(
        / {2}languages\.2\.prefix {2}language 3 "Español" › prefix: Another language is served under \/es\/ already: give this one its own prefix$/,
      ),
    );
    expect(problemsAfter((text) => text.replace('  - path: /terms', '  - path: /es'))).toContainEqual(
      `${position('    prefix: es', 12)}  languages.1.prefix  language 2 "Español" › prefix: /es/ is taken by a page of the site (/es): give this language another prefix`,
    );
  });

  it('texts listed under a language, as configs of earlier versions did, are told where translations go now', () => {
    const edit = declared('    prefix: es', '    prefix: es\n    texts:\n      header: { menuLabel: Menú }');
    expect(problemsAfter(edit)).toEqual([
      `${position('    texts:', 4, edit(GOOD))}  languages.1.texts  language 2 "Español": A language no longer lists its texts here: each translation is written beside its text, as a line "es-US: …" under the text's "en-US: …" (docs/languages.md). Move each text to its place, then delete texts`,
    ]);
  });

  it('the default language is declared once, served at /', () => {
    expect(problemsAfter((text) => `lang: en-US\n${text}`)).toEqual([
      '1:7  lang  The first of languages is the default language of the site: remove lang, or remove languages for a site in one language',
    ]);
    expect(problemsAfter(declared('    name: English', '    name: English\n    prefix: en'))).toEqual([
      expect.stringMatching(
        / {2}languages\.0\.prefix {2}language 1 "English" › prefix: The first language is the default, served at \/: remove its prefix$/,
      ),
    ]);
  });
});
