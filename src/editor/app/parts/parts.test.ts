import { describe, expect, it } from 'vitest';
import { placeOfField } from './parts.ts';

// Where the problems list says a field is: as the outline names the parts and the form the fields.
const data = {
  company: { phone: '(555) 010-0199', address: { postalCode: '4321' } },
  routes: [
    {
      path: '/',
      sections: [
        { type: 'hero', headline: { 'en-US': 'Freight done right', 'es-US': 'Carga bien hecha' } },
        { type: 'testimonials', heading: 'What Our Clients Say', items: [{ name: '' }] },
      ],
    },
    { path: '/drivers', sections: [{ type: 'jobs', postings: [{ slug: 'otr', title: 'OTR Company Driver', pay: { min: 0 } }] }] },
  ],
};
const NAMES = {
  sections: { hero: 'Opening banner', testimonials: 'Testimonials', jobs: 'Job postings' },
  languages: { 'en-US': 'English', 'es-US': 'Español' },
};

describe('the place of a field, as the editor names it', () => {
  it('names a key of the site by its labels', () => {
    expect(placeOfField(data, ['company', 'address', 'postalCode'], NAMES)).toBe('Company › Address › Postal code');
  });

  it("names a section's field by its page, its place, its type's name and heading, and an item by its number", () => {
    expect(placeOfField(data, ['routes', 0, 'sections', 1, 'items', 0, 'rating'], NAMES)).toBe(
      'Page / › 2. Testimonials: What Our Clients Say › Items › item 1 › Rating',
    );
    expect(placeOfField(data, ['routes', 0, 'sections', 0, 'headline', 'es-US'], NAMES)).toBe(
      'Page / › 1. Opening banner: Freight done right › Headline (Español)',
    );
  });

  it('names a posting by its title, and the page of a field of its own', () => {
    expect(placeOfField(data, ['routes', 1, 'sections', 0, 'postings', 0, 'pay', 'min'], NAMES)).toBe(
      'Page /drivers › 1. Job postings › Posting "OTR Company Driver" › Pay › Min',
    );
    expect(placeOfField(data, ['routes', 1, 'title'], NAMES)).toBe('Page /drivers › Title');
    expect(placeOfField(data, [], NAMES)).toBe('The whole file');
  });
});
