import { describe, expect, it } from 'vitest';
import { siteConfigJsonSchema } from '../../../config/jsonSchema.ts';
import type { SchemaNode } from '../draft/languageView.ts';
import { sectionTypes, startingContent } from './startingContent.ts';

// What the editor puts in the file when the person adds a section or an item: the editor's own
// schema (the build's, as src/editor/server/editorServer.ts serves it).
const schema = siteConfigJsonSchema('marked') as SchemaNode;
const sections = schema.properties!.routes!.items!.properties!.sections!.items!;
const section = (type: string) => sectionTypes(sections).find((candidate) => candidate.type === type)!.schema;

describe('a new section or item', () => {
  it('makes nothing up: a new testimonial has empty texts and no rating, for the person to fill in', () => {
    const testimonials = section('testimonials');
    expect(startingContent(testimonials.properties!.items!.items!)).toEqual({ name: '', role: '', company: '', text: '' });
    expect(startingContent(testimonials)).toEqual({
      type: 'testimonials',
      heading: '',
      intro: '',
      items: [{ name: '', role: '', company: '', text: '' }],
    });
  });

  it('starts a job posting as a whole example, every field search engines read, when asked', () => {
    const posting = section('jobs').properties!.postings!.items!;
    const example = startingContent(posting, { examples: true }) as Record<string, unknown>;
    expect(example).toMatchObject({ slug: 'otr-company-driver', datePosted: '2026-11-01' });
    expect(startingContent(posting)).toMatchObject({ slug: '', datePosted: '' });
  });
});

describe('the section types the editor offers', () => {
  it('names every type as the schema titles it, each a name of its own, never its key in the file', () => {
    const types = sectionTypes(sections);
    expect(types.length).toBeGreaterThan(10);
    for (const { type, name } of types) expect(name, `the schema of the ${type} section has no title`).not.toBe(type);
    expect(new Set(types.map(({ name }) => name)).size).toBe(types.length);
    expect(types.find(({ type }) => type === 'hero')?.name).toBe('Opening banner');
  });
});
