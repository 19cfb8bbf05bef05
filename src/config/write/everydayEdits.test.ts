import { readFileSync } from 'node:fs';
import { isSeq, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Key } from '../../../schema/keyPath.ts';
import { valueAt } from '../read/knownKeys.ts';
import { inspectConfigSource } from '../loadSiteConfig.ts';
import { formatFinding } from '../problem.ts';
import { siteInLanguage } from '../languages/siteInLanguage.ts';

/**
 * The edits a carrier's office makes most, on the example: each list item added, removed or moved
 * as a person does it in the file (its lines cut, pasted or copied), with nothing changed anywhere
 * else. Each leaves a valid config, and a Spanish site whose texts sit on the same items as before.
 */
const EXAMPLE = readFileSync('site.config.yaml', 'utf8');

/** The example with the list at `path` changed by `edit`, written back as a file. */
function edited(path: Key[], edit: (items: unknown[]) => void): string {
  const doc = parseDocument(EXAMPLE);
  const list = doc.getIn(path, true);
  if (!isSeq(list)) throw new Error(`No list at ${path.join('.')}`);
  edit(list.items);
  return doc.toString();
}

/** The config of a file in both languages, its warnings as printed, and no error (inspecting throws on one). */
function inspected(text: string) {
  const inspection = inspectConfigSource(text, 'site.config.yaml');
  return {
    english: siteInLanguage(inspection.site, 'en-US'),
    spanish: siteInLanguage(inspection.site, 'es-US'),
    warnings: inspection.findings.filter((f) => f.severity === 'warning').map(formatFinding),
  };
}

/** Each item of the list at `path` as a pair of its English and Spanish selves, in order. */
function pairs(site: ReturnType<typeof inspected>, path: Key[]): string[] {
  const english = valueAt(site.english, path) as unknown[];
  const spanish = valueAt(site.spanish, path) as unknown[];
  expect(spanish).toHaveLength(english.length);
  return english.map((item, i) => JSON.stringify([item, spanish[i]]));
}

const before = inspected(EXAMPLE);

/** The lists of the example a carrier edits, by what a person calls them. */
const LISTS: [string, Key[]][] = [
  ['the home page sections', ['routes', 0, 'sections']],
  ['the service cards', ['routes', 0, 'sections', 3, 'cards']],
  ['the job postings', ['routes', 1, 'sections', 1, 'postings']],
  ['the driver FAQ', ['routes', 1, 'sections', 3, 'items']],
  ['the privacy policy sections', ['routes', 2, 'sections', 0, 'sections']],
];

describe.each(LISTS)('%s', (_, path) => {
  const items = pairs(before, path);

  it('has several items, each translated', () => {
    expect(items.length).toBeGreaterThan(2);
    expect(new Set(items).size).toBe(items.length);
  });

  it('reordered: every item keeps its own Spanish, and nothing to fix', () => {
    const after = inspected(edited(path, (list) => list.reverse()));
    expect(after.warnings).toEqual([]);
    expect(pairs(after, path)).toEqual([...items].reverse());
  });

  it('with its first two items swapped: the same', () => {
    const after = inspected(
      edited(path, (list) => {
        [list[0], list[1]] = [list[1], list[0]];
      }),
    );
    expect(after.warnings).toEqual([]);
    expect(pairs(after, path)).toEqual([items[1], items[0], ...items.slice(2)]);
  });

  it('with an item removed: the others keep their Spanish, and nothing to fix', () => {
    const after = inspected(edited(path, (list) => list.splice(1, 1)));
    expect(after.warnings).toEqual([]);
    expect(pairs(after, path)).toEqual([items[0], ...items.slice(2)]);
  });
});

describe('the pages', () => {
  // The site's pages are the config's routes and a page per posting, in an order of their own:
  // each page, as a pair of its English and Spanish selves, is compared whatever its place.
  const pages = (site: ReturnType<typeof inspected>) => pairs(site, ['routes']).sort();
  const path = ['routes'];

  it('reordered, or with two swapped: every page keeps its own Spanish, and nothing to fix', () => {
    for (const edit of [(list: unknown[]) => list.reverse(), (list: unknown[]) => ([list[2], list[3]] = [list[3], list[2]])]) {
      const after = inspected(edited(path, edit));
      expect(after.warnings).toEqual([]);
      expect(pages(after)).toEqual(pages(before));
    }
  });

  it('with one removed (and its link in the menu): the others keep their Spanish, and nothing to fix', () => {
    const withoutTerms = (text: string) => {
      const doc = parseDocument(text);
      for (const list of [['routes'], ['navigation']])
        (doc.getIn(list) as YAMLSeq).items.splice(
          (doc.getIn(list) as YAMLSeq<YAMLMap>).items.findIndex((item) => item.get('path') === '/terms'),
          1,
        );
      return doc.toString();
    };
    const after = inspected(withoutTerms(EXAMPLE));
    expect(after.warnings).toEqual([]);
    expect(pages(after)).toEqual(pages(before).filter((page) => !page.includes('"path":"/terms"')));
    expect(pages(after)).toHaveLength(pages(before).length - 1);
  });
});

describe('a job posting added', () => {
  const postings: Key[] = ['routes', 1, 'sections', 1, 'postings'];
  const slugOf = (pair: string) => (JSON.parse(pair) as [{ slug: string }, unknown])[0].slug;

  it('copied from another with a new slug: valid, its Spanish copied with it, the others unchanged', () => {
    const after = inspected(
      edited(postings, (list) => {
        const copy = (list[0] as YAMLMap).clone() as YAMLMap;
        copy.set('slug', 'otr-company-driver-west');
        list.push(copy);
      }),
    );
    expect(after.warnings).toEqual([]);
    const [copied, ...rest] = pairs(before, postings);
    expect(pairs(after, postings)).toEqual([copied, ...rest, copied!.replaceAll(slugOf(copied!), 'otr-company-driver-west')]);
  });

  it('written in English alone: one warning naming the posting, its Spanish page in English, the others unchanged', () => {
    const posting = `- slug: local-driver
  title: Local Company Driver
  kind: Company driver
  route: Local
  equipment: 53′ dry van
  pay: { text: "$1,200–$1,400 a week", min: 1200, max: 1400, unit: week }
  homeTime: Home every night
  hiringArea: [ OH ]
  employmentType: FULL_TIME
  datePosted: "2026-11-01"
  requirements: [ CDL Class A with 1 year of experience ]
  benefits: [ Home every night, Medical, dental and vision ]
  description: [ Local dry van runs around Columbus, home every night. ]
`;
    const after = inspected(edited(postings, (list) => list.unshift((parseDocument(posting).contents as YAMLSeq).items[0])));
    expect(after.warnings).toEqual([
      expect.stringMatching(
        /^site\.config\.yaml:\d+:\d+ {2}routes\.1\.sections\.1\.postings\.0 {2}warning: page \/drivers › section 2 \(jobs "Open Driver Positions"\) › posting 1 "Local Company Driver": No es-US \(Español\) texts yet: its \d+ texts show in en-US \(English\) on the es-US pages\. /,
      ),
    ]);
    const [added, ...rest] = pairs(after, postings);
    expect(rest).toEqual(pairs(before, postings));
    const [english, spanish] = JSON.parse(added!) as [{ title: string }, { title: string }];
    expect(spanish.title).toBe(english.title);
  });
});
