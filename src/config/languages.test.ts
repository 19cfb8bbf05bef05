import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './loadSiteConfig.ts';
import { SiteConfigError } from './problem.ts';

/** What `npm run check` says of the languages of a config, located as every problem is. */
const GOOD = readFileSync('site.config.yaml', 'utf8');
const LANGUAGES = GOOD.indexOf('\nlanguages:\n');

/** `line:column  path  message` of each problem of a copy of site.config.yaml with one edit. */
function problemsAfter(edit: (text: string) => string): string[] {
  const edited = edit(GOOD);
  expect(edited).not.toBe(GOOD);
  try {
    parseSiteConfig(edited, 'site.config.yaml');
  } catch (error) {
    expect(error).toBeInstanceOf(SiteConfigError);
    return (error as SiteConfigError).problems.map((p) => `${p.line}:${p.column}  ${p.path}  ${p.message}`);
  }
  return [];
}

/** An edit of the Spanish texts only: the first `from` after the languages' declaration. */
const inSpanish = (from: string, to: string) => (text: string) => {
  const at = text.indexOf(from, LANGUAGES);
  expect(at).toBeGreaterThan(LANGUAGES);
  return text.slice(0, at) + to + text.slice(at + from.length);
};

/** Line and column (1-based) where `needle` starts (or `plus` characters further), after the languages' declaration. */
const position = (needle: string, plus = 0) => {
  const at = GOOD.indexOf(needle, LANGUAGES);
  expect(at).toBeGreaterThan(LANGUAGES);
  const before = GOOD.slice(0, at + plus).split('\n');
  return `${before.length}:${before.at(-1)!.length + 1}`;
};

describe('a language without a text of the site', () => {
  it('is a located error naming the key and the language, at the closest key the translator wrote', () => {
    expect(problemsAfter(inSpanish('        homeLink: Volver al inicio\n', ''))).toEqual([
      `${position('notFound:')}  languages.1.texts.notFound.homeLink  No es-US (Español) text for notFound.homeLink: add it here, translating "Return to Home"`,
    ]);
  });

  it('is also a located error for a text added in the default language alone', () => {
    const problems = problemsAfter((text) =>
      text.replace('{ kind: mail, subject: Privacy Request }', '{ kind: mail, label: our privacy team, subject: Privacy Request }'),
    );
    expect(problems).toEqual([
      `${position('{ subject: Solicitud de privacidad }')}  languages.1.texts.routes.2.sections.0.sections.5.content.2.1.label  No es-US (Español) text for routes.2.sections.0.sections.5.content.2.1.label: add it here, translating "our privacy team"`,
    ]);
  });

  it('an empty text is asked for at its line', () => {
    expect(problemsAfter(inSpanish('menuLabel: Menú', 'menuLabel:'))).toEqual([
      `${position('menuLabel:', 10)}  languages.1.texts.header.menuLabel  Write the es-US (Español) text here, translating "Menu"`,
    ]);
  });

  it('a language declared without texts is told to add them', () => {
    const cut = (text: string) => text.slice(0, text.indexOf('    texts:\n', LANGUAGES));
    expect(problemsAfter(cut)).toEqual([
      `${position('lang: es-US')}  languages.1  Add texts: the site's texts in es-US, under the same keys as in this file (npm run check then lists each one missing)`,
    ]);
  });
});

describe('tokens and placeholders are the same in every language', () => {
  it('a placeholder left out of a translation is a located error', () => {
    expect(problemsAfter(inSpanish('copy: Copiar {value}', 'copy: Copiar'))).toEqual([
      `${position('Copiar')}  languages.1.texts.ui.copy  The en-US text has {value}, which this one lacks: tokens and placeholders are the same in every language ("Copy {value}")`,
    ]);
  });

  it('a token the default language does not have is a located error', () => {
    const licence = 'licence: Transportista de carga con licencia y seguro';
    expect(problemsAfter(inSpanish(licence, `${licence} {company.phone}`))).toEqual([
      `${position('Transportista de carga con licencia')}  languages.1.texts.footer.licence  {company.phone} is not in the en-US text: tokens and placeholders are the same in every language ("Licensed and Insured Freight Carrier")`,
    ]);
  });
});

describe('what is written once stays written once', () => {
  it('a phone, a name or a path in a language is refused', () => {
    const problems = problemsAfter(
      inSpanish('      company:\n', '      company:\n        phone: "(555) 010-0199"\n        legalName: Ejemplo SA\n'),
    );
    expect(problems).toEqual([
      expect.stringMatching(
        / {2}languages\.1\.texts\.company\.phone {2}company\.phone is written once, for every language \(names, numbers, contacts, paths, icons\): remove it here$/,
      ),
      expect.stringMatching(/ {2}languages\.1\.texts\.company\.legalName {2}company\.legalName is written once, for every language/),
    ]);
  });

  it('a misspelt key is refused with the key it most likely meant', () => {
    expect(problemsAfter(inSpanish('menuLabel: Menú', 'menuLable: Menú'))).toEqual([
      `${position('header:\n')}  languages.1.texts.header.menuLabel  No es-US (Español) text for header.menuLabel: add it here, translating "Menu"`,
      `${position('menuLabel: Menú', 11)}  languages.1.texts.header.menuLable  The config has no text at header.menuLable. Did you mean "menuLabel"?`,
    ]);
  });

  it('a text at a place the config has none is refused with where to look', () => {
    expect(problemsAfter(inSpanish('      notFound:\n', '      notFound:\n        subtitle: Nada\n'))).toEqual([
      `${Number(position('      notFound:').split(':')[0]) + 1}:19  languages.1.texts.notFound.subtitle  The config has no text at notFound.subtitle: remove it here, or move it to its place (list items are translated in the order of the config)`,
    ]);
  });
});

describe('each language is validated in its own words', () => {
  it('a translation past its kind of text is refused at its line', () => {
    const long = 'Ú'.repeat(201);
    expect(problemsAfter(inSpanish('heading: ¡Uy! No encontramos esta página', `heading: ${long}`))).toEqual([
      `${position('¡Uy!')}  languages.1.texts.notFound.heading  A heading, title or label is at most 200 characters; this one has 201. Shorten it`,
    ]);
  });

  it('a translated heading that makes the id of another section is refused at its line', () => {
    expect(problemsAfter(inSpanish('heading: Cambios a esta política', 'heading: Contáctenos'))).toEqual([
      `${position('Cambios a esta política')}  languages.1.texts.routes.2.sections.0.sections.7.heading  Section anchor "contactenos" is already used by section 7: give one of them an id`,
    ]);
  });
});

describe('the declaration of the languages', () => {
  const declared = (from: string, to: string) => (text: string) => text.replace(`\n${from}`, `\n${to}`);

  it('a language tag is a strict BCP 47 subset', () => {
    expect(problemsAfter(declared('  - lang: es-US', '  - lang: es_US"><script>'))).toEqual([
      `${position('es-US')}  languages.1.lang  Write a language tag such as "en", "es" or "es-US"`,
    ]);
  });

  it('a prefix is one safe path segment, taken by no page and no other language', () => {
    expect(problemsAfter(declared('    prefix: es', '    prefix: ../es'))).toEqual([
      `${position('prefix: es', 8)}  languages.1.prefix  Write one lower-case path segment such as "es" or "es-us"`,
    ]);
    expect(problemsAfter(declared('    name: English', '    name: English\n  - { lang: es-MX, name: Español de México }'))).toContainEqual(
      expect.stringMatching(/ {2}languages\.2\.prefix {2}Another language is served under \/es\/ already: give this one its own prefix$/),
    );
    expect(problemsAfter((text) => text.replace('  - path: /terms', '  - path: /es'))).toContainEqual(
      `${position('prefix: es', 8)}  languages.1.prefix  /es/ is taken by a page of the site (/es): give this language another prefix`,
    );
  });

  it('the default language is declared once, served at /', () => {
    expect(problemsAfter((text) => `lang: en-US\n${text}`)).toEqual([
      '1:7  lang  The first of languages is the default language of the site: remove lang, or remove languages for a site in one language',
    ]);
    expect(problemsAfter(declared('    name: English', '    name: English\n    prefix: en'))).toEqual([
      expect.stringMatching(
        / {2}languages\.0\.prefix {2}The first language is the default, served at \/ with the texts of the rest of this file: remove its prefix$/,
      ),
    ]);
  });
});
