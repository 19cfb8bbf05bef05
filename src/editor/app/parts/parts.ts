import type { KeyPath } from '../../../../schema/keyPath.ts';
import { textAt, valueAt, type Data } from '../draft/applyEdit.ts';
import type { SchemaNode } from '../draft/languageView.ts';
import { labelOf } from './labels.ts';

/**
 * What the editor lists and edits one at a time: each key of the site (the company details,
 * the navigation, the footer, the SEO block…), each page (its path, title and description) and
 * each section of a page. A page's sections are edited as parts of their own, so its form leaves
 * them out (`omit`).
 */
export interface Part {
  path: KeyPath;
  label: string;
  omit?: string[];
}

/** The parts of the site that are not pages: every top-level key of the schema but the pages and the language. */
export function siteParts(schema: SchemaNode): Part[] {
  return Object.keys(schema.properties ?? {})
    .filter((key) => key !== 'routes' && key !== 'lang')
    .map((key) => ({ path: [key], label: labelOf(key) }));
}

/** The name a person knows each section type by ("Opening banner" for `hero`), by type: the schema's titles (sectionTypes). */
export type SectionNames = Readonly<Record<string, string>>;

export interface PageParts {
  page: Part;
  sections: Part[];
}

/** Each page and its sections, in the file's order. */
export function pageParts(data: Data, names: SectionNames): PageParts[] {
  const routes = valueAt(data, ['routes']);
  if (!Array.isArray(routes)) return [];
  return routes.map((route: Data, i) => {
    const path = textAt(route, ['path'], '?');
    const sections = valueAt(route, ['sections']);
    return {
      page: { path: ['routes', i], label: `Page ${path}`, omit: ['sections'] },
      sections: (Array.isArray(sections) ? sections : []).map((section: Data, j) => ({
        path: ['routes', i, 'sections', j],
        label: sectionLabel(section, j, names),
      })),
    };
  });
}

/** "3. Services: Our Services": a section's place, the name of its type and its heading in the default language. */
export function sectionLabel(section: Data, index: number, names: SectionNames): string {
  const type = textAt(section, ['type'], 'section');
  const heading = ['headline', 'title', 'heading'].map((key) => defaultText(valueAt(section, [key]))).find(Boolean);
  return `${index + 1}. ${names[type] ?? type}${heading ? `: ${heading}` : ''}`;
}

/** How the editor names what the file names by keys: each section type, and each language by its tag. */
export interface Names {
  sections: SectionNames;
  languages: Readonly<Record<string, string>>;
}

/**
 * Where a field is, named as the editor names its parts and the form its fields: `Company ›
 * Phone`; `Page / › 7. Testimonials: What Our Clients Say › Items › item 1 › Rating`; a posting by
 * its title; a text of one language with the language's name, `… › Headline (Español)`. The
 * whole file: "The whole file".
 */
export function placeOfField(data: Data, keys: KeyPath, names: Names): string {
  if (keys.length === 0) return 'The whole file';
  const said: string[] = [];
  keys.forEach((key, i) => {
    const list = keys[i - 1];
    const value = valueAt(data, keys.slice(0, i + 1));
    const language = typeof key === 'string' && Object.hasOwn(names.languages, key) ? names.languages[key] : undefined;
    if (language && said.length) said.push(`${said.pop()!} (${language})`);
    else if (typeof key === 'number' && list === 'routes') said.push(`Page ${textAt(value, ['path'], String(key + 1))}`);
    else if (typeof key === 'number' && list === 'sections' && keys[0] === 'routes' && i === 3)
      said.push(sectionLabel(value, key, names.sections));
    else if (typeof key === 'number' && list === 'postings') said.push(`Posting "${postingTitle(value) ?? key + 1}"`);
    else if (typeof key === 'number') said.push(`item ${key + 1}`);
    // The pages, a page's sections and a jobs section's postings are named by their items alone.
    else if ((key === 'routes' && i === 0) || (key === 'sections' && i === 2 && keys[0] === 'routes') || key === 'postings') return;
    else said.push(labelOf(key));
  });
  return said.join(' › ');
}

/** A text as the default language writes it: plain, or the first of its group. */
export function defaultText(value: Data): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const first: unknown = Object.values(value)[0];
    return typeof first === 'string' ? first : undefined;
  }
  return undefined;
}

export const samePath = (a: KeyPath, b: KeyPath) => a.length === b.length && a.every((key, i) => key === b[i]);

/** A jobs section of a page and its postings, each named by its title (or its slug). */
export interface JobsPart {
  section: KeyPath;
  page: string;
  postings: { path: KeyPath; title: string }[];
}

/** Every jobs section of the site (a section with a list of postings), in the file's order. */
export function jobsParts(data: Data): JobsPart[] {
  return pageParts(data, {}).flatMap(({ page, sections }) =>
    sections.flatMap(({ path }) => {
      const postings = valueAt(data, [...path, 'postings']);
      if (!Array.isArray(postings)) return [];
      return [
        {
          section: path,
          page: page.label.replace(/^Page /, ''),
          postings: postings.map((posting: Data, p) => ({
            path: [...path, 'postings', p],
            title: postingTitle(posting) ?? `Posting ${p + 1}`,
          })),
        },
      ];
    }),
  );
}

/** A posting's title in the default language, or its slug. */
export const postingTitle = (posting: Data): string | undefined =>
  defaultText(valueAt(posting, ['title'])) || defaultText(valueAt(posting, ['slug'])) || undefined;
