import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { siteConfig, type SectionOf, type SiteConfig } from '../../../schema/index.ts';
import { stateName } from '../../../schema/usStates.ts';
import { valueAt } from '../read/knownKeys.ts';
import { inLanguage, isLanguageNeutral, languageTexts } from './languageTexts.ts';
import { inspectConfig, inspectConfigSource } from '../loadSiteConfig.ts';
import { siteInLanguage, siteLanguages } from './siteInLanguage.ts';
import { alternatePaths, pathInLanguage } from './languagePaths.ts';
import { resolveTokens } from '../read/tokens.ts';

const EXAMPLE = readFileSync('site.config.yaml', 'utf8');
const example = inspectConfig('site.config.yaml');
const english = siteInLanguage(example.site, 'en-US');
const spanish = siteInLanguage(example.site, 'es-US');

/** Every string below `value`, with its dotted path. */
const strings = (value: unknown, path = ''): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key))
      : [];

const sectionOf = <T extends SectionOf<'coverage'>['type'] | SectionOf<'policy'>['type']>(config: SiteConfig, path: string, type: T) =>
  config.routes.find((route) => route.path === path)!.sections.find((section) => section.type === type) as SectionOf<T>;

describe('a site in one language', () => {
  const OTHER = 'tests/fixtures/carriers/other/site.config.yaml';

  it('resolves to exactly what the schema and its tokens make of the file', () => {
    const { site, config } = inspectConfig(OTHER);
    const direct = resolveTokens(siteConfig.parse(parse(readFileSync(OTHER, 'utf8'), { merge: true }))).value;
    expect(siteInLanguage(site, config.lang)).toEqual(direct);
    expect(siteLanguages(config)).toEqual([{ lang: config.lang, prefix: '' }]);
  });

  it('has no other language to resolve to', () => {
    const { site } = inspectConfig(OTHER);
    expect(() => siteInLanguage(site, 'es-US')).toThrow('es-US is not a language of this site: en-US');
  });
});

describe('dropping a language', () => {
  it('is deleting its item of languages: the site left is the default language as it was', () => {
    const withoutSpanish = EXAMPLE.slice(0, EXAMPLE.indexOf('  - lang: es-US'));
    const dropped = inspectConfigSource(withoutSpanish, 'site.config.yaml');
    expect(siteLanguages(dropped.config)).toEqual([{ lang: 'en-US', name: 'English', prefix: '' }]);
    expect(dropped.config).toEqual({ ...example.config, languages: [{ lang: 'en-US', name: 'English' }] });
  });
});

describe('the example in Spanish', () => {
  it('lists its languages with their own names and prefixes, the default at /', () => {
    expect(siteLanguages(spanish)).toEqual([
      { lang: 'en-US', name: 'English', prefix: '' },
      { lang: 'es-US', name: 'Español', prefix: 'es' },
    ]);
    expect(spanish.lang).toBe('es-US');
    expect(english.lang).toBe('en-US');
  });

  it('has every text with words in Spanish: none is left as the English one, and the check warns of none', () => {
    expect(example.findings.filter((finding) => finding.severity === 'warning')).toEqual([]);
    const raw: unknown = parse(EXAMPLE, { merge: true });
    // Words the two languages write alike: the acronym of the tax number and a kind of route.
    const same = new Set(['EIN', 'Regional']);
    const texts = languageTexts(inLanguage(raw, 'en-US')).filter(({ text }) => !isLanguageNeutral(text));
    expect(texts.length).toBeGreaterThan(350);
    const left = texts
      .map(({ path }) => ({ path: path.join('.'), en: valueAt(english, path), es: valueAt(spanish, path) }))
      .filter(({ en, es }) => en === es && !same.has(String(en)));
    expect(left).toEqual([]);
  });

  it("shows no English word of the interface: menu, notices, policy labels, the not-found and error screens, the layout's buttons", () => {
    const interfaceTexts = (config: SiteConfig) =>
      strings({
        ui: config.ui,
        notFound: config.notFound,
        errorScreen: config.errorScreen,
        header: { navLabel: config.header.navLabel, menuLabel: config.header.menuLabel, quote: config.header.quoteAction },
        floatingButtons: config.floatingButtons,
        footer: config.footer,
        navigation: config.navigation.map((link) => link.label),
      }).filter(([path]) => !/\.(kind|variant|path)$/.test(path));
    const englishTexts = new Map(interfaceTexts(english));
    const spanishTexts = interfaceTexts(spanish);
    expect(spanishTexts.length).toBeGreaterThan(40);
    expect(spanishTexts.filter(([path, text]) => text === englishTexts.get(path) && text !== 'EIN')).toEqual([]);
    expect(spanish.ui.lastUpdated).toBe('Última actualización');
    expect(spanish.notFound.homeLink).toBe('Volver al inicio');
  });

  it('fills tokens in Spanish texts with the values written once', () => {
    expect(spanish.footer.copyright).toBe(`© {year} ${english.company.legalName}. Todos los derechos reservados.`);
    expect(spanish.routes[0]!.title).toBe(`Transporte de carga y logística nacional | ${english.company.name}`);
  });

  it('writes names, phone, mailbox and identifiers once, for both languages', () => {
    const written = ({ tagline: _tagline, hours: _hours, credit, ...company }: SiteConfig['company']) => ({
      ...company,
      builder: { name: credit?.name, url: credit?.url },
    });
    expect(written(spanish.company)).toEqual(written(english.company));
    const { email, phone, mcNumber, dotNumber, ein, legalName } = english.company;
    for (const once of [email, `"${phone}"`, mcNumber, dotNumber, ein, legalName, 'Jordan Sample']) {
      expect(EXAMPLE.split(once).length - 1, once).toBe(1);
    }
  });

  it('keeps the slugs under the language prefix, and in-page anchors as they are', () => {
    expect(spanish.routes.map((route) => route.path)).toEqual(english.routes.map((route) => pathInLanguage(route.path, { prefix: 'es' })));
    expect(spanish.routes.map((route) => route.path)).toContain('/es/drivers/otr-company-driver');
    expect(spanish.navigation.map((link) => link.path)).toEqual(['/es', '/es/privacy', '/es/cookies', '/es/terms']);
    expect(
      strings(spanish.routes)
        .filter(([path]) => path.endsWith('.href'))
        .map(([, href]) => href),
    ).toEqual(expect.arrayContaining(['#services', '/es/cookies', '/es/privacy', '/es/drivers']));
    expect(strings(english.routes).some(([path, href]) => path.endsWith('.href') && href.startsWith('/es'))).toBe(false);
  });

  it('names the states in Spanish, in Spanish alphabetical order', () => {
    const states = sectionOf(spanish, '/es/drivers', 'coverage').states.map((state) => state.name);
    expect(states).toContain('Carolina del Norte');
    expect(states).toContain('Nuevo México');
    expect(states.indexOf('Carolina del Norte')).toBeLessThan(states.indexOf('Colorado'));
    expect(sectionOf(english, '/drivers', 'coverage').states.map((state) => state.name)).toContain('North Carolina');
  });
});

describe('pathInLanguage', () => {
  it('puts a path of the default language under a prefix, the home page as a folder', () => {
    expect(pathInLanguage('/', { prefix: 'es' })).toBe('/es');
    expect(pathInLanguage('/drivers/owner-operator', { prefix: 'es' })).toBe('/es/drivers/owner-operator');
    expect(pathInLanguage('/drivers', { prefix: '' })).toBe('/drivers');
  });
});

describe('alternatePaths', () => {
  it('gives a page in each language of the site, the default first', () => {
    expect(alternatePaths(siteLanguages(spanish), '/drivers')).toEqual([
      { lang: 'en-US', path: '/drivers' },
      { lang: 'es-US', path: '/es/drivers' },
    ]);
    expect(alternatePaths(siteLanguages(inspectConfig('tests/fixtures/carriers/other/site.config.yaml').config), '/')).toEqual([
      { lang: 'en-US', path: '/' },
    ]);
  });
});

describe('stateName', () => {
  it('writes the states Spanish names differently, and the others as in English', () => {
    expect(stateName('PA', 'es-US')).toBe('Pensilvania');
    expect(stateName('DC', 'es')).toBe('Distrito de Columbia');
    expect(stateName('TX', 'es-US')).toBe('Texas');
    expect(stateName('PA', 'en-US')).toBe('Pennsylvania');
    expect(stateName('PA', 'fr')).toBe('Pennsylvania');
  });
});
