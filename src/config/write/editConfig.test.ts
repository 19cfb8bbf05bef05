import { readFileSync } from 'node:fs';
import { diffLines } from 'diff';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { KeyPath } from '../../../schema/keyPath.ts';
import { applyEdits, type ConfigEdit } from './editConfig.ts';
import { valueAt } from '../read/knownKeys.ts';
import { inspectConfigSource } from '../loadSiteConfig.ts';
import { formatFinding } from '../problem.ts';

/**
 * The edits of the office on the example, each checked as `git diff` would show it: the lines it
 * removes and adds, and nothing else of the 2000 lines. Each result is read back by the config
 * reader (`npm run check`'s), so a change that looks small but breaks the file fails here.
 */
const EXAMPLE = readFileSync('site.config.yaml', 'utf8');
const SHOWN = 'site.config.yaml';

/** The example (or `source`) with `edits` made; fails the test with the problems printed if refused. */
function edited(edits: ConfigEdit[], source = EXAMPLE): string {
  const result = applyEdits(source, edits, SHOWN);
  if (!result.ok) throw new Error(result.problems.map(formatFinding).join('\n'));
  return result.text;
}

/** The lines a change removes and adds, by a line diff (jsdiff's, as `git diff` compares). */
function changes(before: string, after: string) {
  const parts = diffLines(before, after);
  const lines = (kind: 'added' | 'removed') =>
    parts.filter((part) => part[kind]).flatMap((part) => part.value.replace(/\n$/, '').split('\n'));
  return { removed: lines('removed'), added: lines('added') };
}

/** The config a text reads as; throws with the located problems if `npm run check` would refuse it. */
const checked = (text: string) => inspectConfigSource(text, SHOWN).config;

/** The data at `path` of a text, as YAML reads it. */
const valueIn = (text: string, path: KeyPath) => valueAt(parseDocument(text).toJS(), path);

const HOME = ['routes', 0, 'sections'];
const POSTINGS = ['routes', 1, 'sections', 1, 'postings'];

/** The lines of the example from the one that is `first` up to (not including) the first line after it that matches `next`. */
function linesOf(first: string, next: RegExp): string[] {
  const lines = EXAMPLE.split('\n');
  const start = lines.indexOf(first);
  expect(start).toBeGreaterThan(0);
  const end = lines.findIndex((line, i) => i > start && next.test(line));
  return lines.slice(start, end);
}

describe('a text changed', () => {
  it('changes the one line of an English headline', () => {
    const text = edited([{ op: 'set', path: [...HOME, 0, 'headline', 'en-US'], value: 'Freight Done Right, Every Mile' }]);
    expect(changes(EXAMPLE, text)).toEqual({
      removed: ['          en-US: Delivering Excellence Across Every Mile'],
      added: ['          en-US: Freight Done Right, Every Mile'],
    });
    expect(checked(text).routes[0]!.sections[0]).toMatchObject({ headline: 'Freight Done Right, Every Mile' });
  });

  it('changes the one line of the Spanish of another text, and leaves its English', () => {
    const text = edited([{ op: 'set', path: [...HOME, 1, 'heading', 'es-US'], value: 'Quiénes somos en {company.name}' }]);
    expect(changes(EXAMPLE, text)).toEqual({
      removed: ['          es-US: Conozca a {company.name}'],
      added: ['          es-US: Quiénes somos en {company.name}'],
    });
    expect(valueIn(text, [...HOME, 1, 'heading', 'en-US'])).toBe('About {company.name}');
    checked(text);
  });

  it('keeps the quotes of the phone', () => {
    const text = edited([{ op: 'set', path: ['company', 'phone'], value: '(555) 010-0199' }]);
    const phone = valueAt(parseDocument(EXAMPLE).toJS(), ['company', 'phone']) as string;
    expect(changes(EXAMPLE, text)).toEqual({ removed: [`  phone: "${phone}"`], added: ['  phone: "(555) 010-0199"'] });
    expect(checked(text).company.phone).toBe('(555) 010-0199');
  });

  it('quotes a text that YAML would read as a number, where the old one needed no quotes', () => {
    const path = [...HOME, 0, 'stats', 0, 'value'];
    const text = edited([{ op: 'set', path, value: '48' }]);
    expect(changes(EXAMPLE, text).added).toEqual([
      '          - { value: "48", label: { en-US: Loads Delivered, es-US: Cargas entregadas } }',
    ]);
    expect(valueIn(text, path)).toBe('48');
  });

  it('quotes a text a flow group cannot hold plain, where its neighbours stay plain', () => {
    const path = [...HOME, 0, 'stats', 0, 'label', 'en-US'];
    const text = edited([{ op: 'set', path, value: 'Loads, Delivered' }]);
    expect(changes(EXAMPLE, text).added).toEqual([
      '          - { value: 500+, label: { en-US: "Loads, Delivered", es-US: Cargas entregadas } }',
    ]);
    expect(valueIn(text, path)).toBe('Loads, Delivered');
  });

  it('keeps a folded paragraph folded at the width of the file, with only its own lines changed', () => {
    const about =
      '{company.name} is a licensed nationwide freight carrier offering dry van, long haul, expedited, flatbed, dedicated and temperature-controlled transport, with dispatch support around the clock and a recruiter on call every weekday.';
    const text = edited([{ op: 'set', path: ['footer', 'about', 'en-US'], value: about }]);
    const { removed, added } = changes(EXAMPLE, text);
    expect(removed).toEqual([
      '      {company.name} is a licensed nationwide freight carrier offering dry van, long haul, expedited,',
      '      dedicated and temperature-controlled transport, with dispatch support around the clock.',
    ]);
    // The example folds its paragraphs at 110 characters: each new line fits, and the next word would not have.
    expect(added.length).toBeGreaterThan(1);
    added.forEach((line, i) => {
      expect(line).toMatch(/^ {6}\S/);
      expect(line.length).toBeLessThanOrEqual(110);
      const nextWord = added[i + 1]?.trim().split(' ')[0];
      if (nextWord) expect(`${line} ${nextWord}`.length).toBeGreaterThan(110);
    });
    expect(valueIn(text, ['footer', 'about', 'en-US'])).toBe(about);
  });

  it('adds a new key at the end of its group, as its siblings are written', () => {
    // The same value again changes nothing.
    const studio = valueAt(parseDocument(EXAMPLE).toJS(), ['company', 'credit', 'name']);
    const text = edited([{ op: 'set', path: ['company', 'credit', 'name'], value: studio }]);
    expect(text).toBe(EXAMPLE);
    const added = edited([{ op: 'set', path: ['company', 'address', 'country'], value: 'US' }]);
    expect(changes(EXAMPLE, added)).toEqual({ removed: [], added: ['    country: US'] });
    expect(added.split('\n').indexOf('    country: US')).toBe(EXAMPLE.split('\n').indexOf('    postalCode: "43215"') + 1);
  });

  it('replaces a whole group on its own lines, written as the group it replaces', () => {
    const pay = {
      text: { 'en-US': '70¢ per mile, about $1,700 a week', 'es-US': '70¢ por milla, unos $1,700 a la semana' },
      min: 1600,
      max: 1900,
      unit: 'week',
    };
    const text = edited([{ op: 'set', path: [...POSTINGS, 0, 'pay'], value: pay }]);
    expect(changes(EXAMPLE, text)).toEqual({
      removed: [
        '                en-US: "62–68¢ per mile, about $1,500–$1,800 a week"',
        '                es-US: 62–68¢ por milla, unos $1,500–$1,800 a la semana',
        '              min: 1500',
        '              max: 1800',
      ],
      added: [
        '                en-US: "70¢ per mile, about $1,700 a week"',
        '                es-US: 70¢ por milla, unos $1,700 a la semana',
        '              min: 1600',
        '              max: 1900',
      ],
    });
    expect(valueIn(text, [...POSTINGS, 0, 'pay'])).toEqual(pay);
  });

  it('deletes a key with its lines alone', () => {
    const text = edited([{ op: 'delete', path: ['company', 'hours'] }]);
    expect(linesOf('  hours:', /^ {2}\S/)).toHaveLength(3);
    expect(changes(EXAMPLE, text)).toEqual({ removed: linesOf('  hours:', /^ {2}\S/), added: [] });
    expect(checked(text).company).not.toHaveProperty('hours');
  });

  it('refuses a text repeated through an alias, saying where it is written', () => {
    const result = applyEdits(EXAMPLE, [{ op: 'set', path: [...HOME, 0, 'actions', 0, 'label', 'en-US'], value: 'Quote me' }], SHOWN);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map(formatFinding)).toEqual([
      'site.config.yaml:225:13  routes.0.sections.0.actions.0.label.en-US  page / › section 1 (hero "Delivering Excellence Across Every Mile") › action 1 "Get a Quote" › label: This value is written once as &quoteAction at line 64 and repeated here as *quoteAction: change it there (every place that repeats it changes), or write it out here in place of *quoteAction first',
    ]);
  });
});

describe('a flow list or group', () => {
  it('is written again on its own line when an item of it is replaced', () => {
    const text = edited([
      { op: 'set', path: [...HOME, 0, 'stats', 1], value: { value: '50', label: { 'en-US': 'States', 'es-US': 'Estados' } } },
    ]);
    expect(changes(EXAMPLE, text)).toEqual({
      removed: ['          - { value: "48", label: { en-US: States Covered, es-US: Estados cubiertos } }'],
      added: ['          - { value: "50", label: { en-US: States, es-US: Estados } }'],
    });
  });

  it('takes a new item on its line, bracketed as the file brackets lists', () => {
    const text = edited([{ op: 'insert', path: [...POSTINGS, 1, 'hiringArea', 6], value: 'WV' }]);
    expect(changes(EXAMPLE, text)).toEqual({
      removed: ['            hiringArea: [OH, IN, MI, KY, PA, IL]'],
      added: ['            hiringArea: [OH, IN, MI, KY, PA, IL, WV]'],
    });
  });
});

describe('a home-page section moved', () => {
  /** The first line of each home-page section, in order. */
  const sectionStarts = (text: string) =>
    text
      .slice(0, text.indexOf('  - path: /drivers'))
      .split('\n')
      .filter((line) => /^ {6}- type: /.test(line));
  const companyInfo = linesOf('      - type: company-info', /^ {6}- type: services/);

  it.each([
    ['up', 'about', ['hero', 'company-info', 'about', 'services']],
    ['down', 'services', ['hero', 'about', 'services', 'company-info']],
  ] as const)('%s moves exactly its lines past the %s section', (to, past, order) => {
    const text = edited([{ op: 'move', path: [...HOME, 2], to }]);
    // The expected file: the section's lines and the blank line after them cut, pasted at their new place.
    const lines = EXAMPLE.split('\n');
    const cut = lines.indexOf('      - type: company-info');
    lines.splice(cut, companyInfo.length);
    const pasteBefore = to === 'up' ? lines.indexOf(`      - type: ${past}`) : lines.indexOf('      - type: fleet');
    lines.splice(pasteBefore, 0, ...companyInfo);
    expect(text).toBe(lines.join('\n'));
    expect(sectionStarts(text).slice(0, 4)).toEqual(order.map((type) => `      - type: ${type}`));
    expect(checked(text).routes[0]!.sections.map((s) => s.type)).toEqual(sectionStarts(text).map((line) => line.slice(14)));
  });

  it('to the end of the page, after the last section', () => {
    const text = edited([{ op: 'move', path: [...HOME, 0], to: 8 }]);
    expect(sectionStarts(text).slice(-2)).toEqual(['      - type: cta', '      - type: hero']);
    expect(changes(EXAMPLE, text).removed.length).toBe(changes(EXAMPLE, text).added.length);
    checked(text);
  });

  /** The example with the hero's headline named `&headline` and the about section's heading repeating it. */
  const aliased = EXAMPLE.replace(
    '        headline:\n          en-US: Delivering',
    '        headline: &headline\n          en-US: Delivering',
  ).replace(
    '        heading:\n          en-US: About {company.name}\n          es-US: Conozca a {company.name}\n',
    '        heading: *headline\n',
  );

  it('is refused, located and explained, where it would put an alias before its anchor', () => {
    expect(aliased).not.toBe(EXAMPLE);
    checked(aliased);
    const result = applyEdits(aliased, [{ op: 'move', path: [...HOME, 1], to: 'up' }], SHOWN);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map(formatFinding)).toEqual([
      'site.config.yaml:238:9  routes.0.sections.1  page / › section 2 (about "Delivering Excellence Across Every Mile"): Moving this item would put *headline before &headline (line 218), the value it repeats, and YAML reads an alias only after its anchor: move the item that holds &headline first, or write the value out in place of *headline',
    ]);
    // Down is fine: the alias stays after its anchor.
    checked(edited([{ op: 'move', path: [...HOME, 1], to: 'down' }], aliased));
  });

  it('refuses to delete the section that holds an anchor another one repeats', () => {
    const result = applyEdits(aliased, [{ op: 'delete', path: [...HOME, 0] }], SHOWN);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems[0]!.message).toMatch(/^Deleting this would remove &headline \(line 218\), which \*headline still repeats/);
  });

  it('says so when it is already first', () => {
    const result = applyEdits(EXAMPLE, [{ op: 'move', path: [...HOME, 0], to: 'up' }], SHOWN);
    expect(result.ok || result.problems.map((p) => `${p.line} ${p.message}`)).toEqual([
      '214 This item is already the first of its list of 9: it cannot move up',
    ]);
  });
});

describe('a driver posting', () => {
  const regional = linesOf('          - slug: regional-company-driver', /^ {10}- slug: /);
  const ownerOperator = linesOf('          - slug: owner-operator', /^ {6}- type: /).slice(0, -1);

  it('deleted removes exactly its lines', () => {
    const text = edited([{ op: 'delete', path: [...POSTINGS, 1] }]);
    expect(regional).toHaveLength(48);
    expect(changes(EXAMPLE, text)).toEqual({ removed: regional, added: [] });
    expect(checked(text).routes[1]!.sections[1]).toMatchObject({ postings: [{ slug: 'otr-company-driver' }, { slug: 'owner-operator' }] });
  });

  it('inserted from plain data is written as its siblings are: block, indented by 2, quoted and folded alike', () => {
    const posting = {
      slug: 'flatbed-driver',
      title: { 'en-US': 'Flatbed Company Driver', 'es-US': 'Operador de plataforma' },
      kind: { 'en-US': 'Company driver', 'es-US': 'Operador de compañía' },
      route: { 'en-US': 'Regional', 'es-US': 'Regional' },
      equipment: { 'en-US': '48′ flatbed', 'es-US': 'Plataforma de 48′' },
      pay: { text: { 'en-US': '$1,500 a week', 'es-US': '$1,500 a la semana' }, min: 1500, max: 1500, unit: 'week' },
      homeTime: { 'en-US': 'Home every weekend', 'es-US': 'En casa cada fin de semana' },
      hiringArea: ['OH', 'IN'],
      employmentType: 'FULL_TIME',
      datePosted: '2026-11-20',
      validThrough: '2027-01-31',
      requirements: [{ 'en-US': 'CDL Class A', 'es-US': 'Licencia CDL Clase A' }],
      benefits: [{ 'en-US': 'Tarp pay', 'es-US': 'Pago por lona' }],
      description: [
        {
          'en-US':
            'Haul steel and lumber across the Midwest with tarping pay and a tractor of your own to keep, washed and fuelled by the company.',
          'es-US': 'Lleve acero y madera por el Medio Oeste.',
        },
      ],
    };
    const text = edited([{ op: 'insert', path: [...POSTINGS, 1], value: posting }]);
    const added = `
          - slug: flatbed-driver
            title:
              en-US: Flatbed Company Driver
              es-US: Operador de plataforma
            kind:
              en-US: Company driver
              es-US: Operador de compañía
            route:
              en-US: Regional
              es-US: Regional
            equipment:
              en-US: 48′ flatbed
              es-US: Plataforma de 48′
            pay:
              text:
                en-US: "$1,500 a week"
                es-US: $1,500 a la semana
              min: 1500
              max: 1500
              unit: week
            homeTime:
              en-US: Home every weekend
              es-US: En casa cada fin de semana
            hiringArea: [OH, IN]
            employmentType: FULL_TIME
            datePosted: "2026-11-20"
            validThrough: "2027-01-31"
            requirements:
              - en-US: CDL Class A
                es-US: Licencia CDL Clase A
            benefits:
              - en-US: Tarp pay
                es-US: Pago por lona
            description:
              - en-US: >-
                  Haul steel and lumber across the Midwest with tarping pay and a tractor of your own to keep,
                  washed and fuelled by the company.
                es-US: Lleve acero y madera por el Medio Oeste.`;
    expect(changes(EXAMPLE, text)).toEqual({ removed: [], added: added.split('\n').slice(1) });
    expect(text.indexOf('          - slug: flatbed-driver')).toBe(EXAMPLE.indexOf('          - slug: regional-company-driver'));
    expect(valueIn(text, [...POSTINGS, 1])).toEqual(posting);
    checked(text);
  });

  it('duplicated is copied after itself, line for line, ready for its own slug', () => {
    const text = edited([
      { op: 'duplicate', path: [...POSTINGS, 2] },
      { op: 'set', path: [...POSTINGS, 3, 'slug'], value: 'owner-operator-west' },
    ]);
    expect(changes(EXAMPLE, text)).toEqual({ removed: [], added: ['          - slug: owner-operator-west', ...ownerOperator.slice(1)] });
    expect(checked(text).routes[1]!.sections[1]).toMatchObject({
      postings: [{}, {}, { slug: 'owner-operator' }, { slug: 'owner-operator-west', title: 'Owner-Operator – Dedicated Lanes' }],
    });
  });

  it('duplicated without the anchors it holds, which stay with the original', () => {
    const source = EXAMPLE.replace(
      '            benefits:\n              - en-US: Home every weekend',
      '            benefits: &weekends\n              - en-US: Home every weekend',
    );
    expect(source).not.toBe(EXAMPLE);
    const text = edited(
      [
        { op: 'duplicate', path: [...POSTINGS, 1] },
        { op: 'set', path: [...POSTINGS, 2, 'slug'], value: 'regional-2' },
      ],
      source,
    );
    expect(text.match(/&weekends/g)).toHaveLength(1);
    expect(changes(source, text).added).toContain('            benefits:');
    expect(valueIn(text, [...POSTINGS, 2, 'benefits'])).toEqual(valueIn(source, [...POSTINGS, 1, 'benefits']));
  });
});
