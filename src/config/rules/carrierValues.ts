import type { Key, KeyPath } from '../../../schema/keyPath.ts';
import { censusRegion, stateName, US_STATES, type StateCode } from '../../../schema/usStates.ts';
import { valueAt } from '../read/knownKeys.ts';
import { inLanguage, isTranslations, languageTexts, type DeclaredLanguages } from '../languages/languageTexts.ts';
import { dottedPath } from '../problem.ts';

/**
 * What in a config belongs to its carrier alone, as opposed to what any carrier may keep (the
 * policies, the labels, the services): its names, contacts and identifiers, its street address,
 * tagline and credit, its customers' testimonials, its terminals, and the texts that name where
 * it is (its city, state, region or domain). `npm run new` writes the new carrier's over the
 * example's (src/cli/newCommand.ts); `npm run check` warns about any still the example's (./exampleLeftovers.ts).
 *
 * A carrier's city, state and ZIP code are not among them: another carrier may well be in the
 * same city. Its street, written out, is.
 */

const COMPANY_VALUES: KeyPath[] = [
  ['name'],
  ['legalName'],
  ['tagline'],
  ['email'],
  ['phone'],
  ['mcNumber'],
  ['dotNumber'],
  ['ein'],
  ['siteUrl'],
  ['address', 'street'],
  ['credit', 'name'],
  ['credit', 'url'],
];

/** The values of a testimonial that are one customer's (a role, a rating, are anyone's). */
const TESTIMONIAL_VALUES = ['name', 'company', 'text'];

/**
 * The paths in the file's data (`raw`, texts by language at their place) of every value of the
 * config that belongs to its carrier alone, where the config has one.
 */
export function carrierValues(raw: unknown, languages: DeclaredLanguages): KeyPath[] {
  const data = inLanguage(raw, languages.tags[0] ?? '', languages);
  const paths: KeyPath[] = COMPANY_VALUES.map((path) => ['company', ...path]);
  paths.push(['seo', 'shortName']);
  list(valueAt(data, ['deploy', 'redirectHosts'])).forEach((_, i) => paths.push(['deploy', 'redirectHosts', i]));
  list(valueAt(data, ['routes'])).forEach((route, r) =>
    list(valueAt(route, ['sections'])).forEach((section, s) => {
      const at: KeyPath = ['routes', r, 'sections', s];
      const type = valueAt(section, ['type']);
      if (type === 'testimonials')
        list(valueAt(section, ['items'])).forEach((_, i) => paths.push(...TESTIMONIAL_VALUES.map((key) => [...at, 'items', i, key])));
      if (type === 'coverage') list(valueAt(section, ['terminals'])).forEach((_, i) => paths.push([...at, 'terminals', i, 'name']));
    }),
  );
  // A terminal's name may name its city too: each path once.
  const named = textsNamingCarrier(raw, languages).filter((path) => !paths.some((known) => dottedPath(known) === dottedPath(path)));
  return [...paths, ...named].filter((path) => valueAt(raw, path) !== undefined);
}

/**
 * The texts, by their path in the file's data, that name the carrier or where it is, in any of
 * their languages ("Live within 150 miles of Columbus, Ohio", "our terminals in the Midwest"):
 * its name or legal name written out, the city, state and region of its address and of its
 * terminals, the domain of its site and mailbox.
 */
export function textsNamingCarrier(raw: unknown, languages: DeclaredLanguages): KeyPath[] {
  const data = inLanguage(raw, languages.tags[0] ?? '', languages);
  const words = ownWords(data, languages);
  if (!words.length) return [];
  const naming = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(escaped).join('|')})(?![\\p{L}\\p{N}])`, 'iu');
  return languageTexts(data)
    .map(({ path }) => path)
    .filter((path) => textsAt(raw, path, languages).some((text) => naming.test(text)));
}

/** The texts of the value at `path` of the file's data: each language's of a group, or the one written. */
export function textsAt(raw: unknown, path: readonly Key[], { tags }: DeclaredLanguages): string[] {
  const value = valueAt(raw, path);
  if (typeof value === 'string') return [value];
  return isTranslations(value, tags) ? Object.values(value).filter((text): text is string => typeof text === 'string') : [];
}

/** The words that name the carrier or where it is, as its texts would write them. */
function ownWords(data: unknown, { tags }: DeclaredLanguages): string[] {
  const words = new Set<string>();
  const add = (word: unknown) => {
    if (typeof word === 'string' && word.trim()) words.add(word.trim());
  };
  const place = (where: unknown) => {
    add(valueAt(where, ['city']));
    const region = valueAt(where, ['region']);
    if (typeof region !== 'string' || !Object.hasOwn(US_STATES, region)) return;
    for (const tag of ['en', ...tags]) add(stateName(region as StateCode, tag));
    add(censusRegion(region as StateCode));
  };
  add(valueAt(data, ['company', 'name']));
  add(valueAt(data, ['company', 'legalName']));
  place(valueAt(data, ['company', 'address']));
  for (const route of list(valueAt(data, ['routes'])))
    for (const section of list(valueAt(route, ['sections']))) list(valueAt(section, ['terminals'])).forEach(place);
  add(domainOf(valueAt(data, ['company', 'siteUrl'])));
  add(domainOf(valueAt(data, ['company', 'email'])));
  return [...words];
}

/** The domain of a site address or a mailbox, without `www.`: `example.com`. */
function domainOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const host = value.includes('@') ? value.slice(value.lastIndexOf('@') + 1) : URL.canParse(value) ? new URL(value).hostname : undefined;
  return host?.replace(/^www\./, '');
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
