import { describe, expect, it } from 'vitest';
import { placeName } from './placeNames.ts';

const site = {
  company: { email: 'office@carrier.test' },
  navigation: [{ label: 'Home', path: '/' }],
  routes: [
    {
      path: '/drivers',
      sections: [
        { type: 'hero', headline: 'Drive With Us' },
        {
          type: 'jobs',
          heading: 'Open Driver Positions',
          postings: [
            { slug: 'otr', title: 'OTR Company Driver – Dry Van, 53 ft, coast to coast', hiringArea: [{ code: 'OH' }] },
            { slug: 'local' },
          ],
        },
        { type: 'policy', title: 'Privacy', sections: [{ heading: 'Data\nSecurity', content: ['x', { list: ['a'] }] }] },
        { id: 'no-type' },
      ],
    },
  ],
};

describe('a place as a person reads the site', () => {
  it('names the page by its path, the section by its number from 1, type and title, then the field', () => {
    expect(placeName(site, ['routes', 0, 'sections', 0, 'headline'])).toBe('page /drivers › section 1 (hero "Drive With Us") › headline');
  });

  it('names a list item by what its list holds, its number from 1 and its title, cut short', () => {
    expect(placeName(site, ['routes', 0, 'sections', 1, 'postings', 0, 'hiringArea', 0, 'code'])).toBe(
      'page /drivers › section 2 (jobs "Open Driver Positions") › posting 1 "OTR Company Driver – Dry Van, 53 ft, co…" › state 1 › code',
    );
    expect(placeName(site, ['routes', 0, 'sections', 1, 'postings', 1])).toBe(
      'page /drivers › section 2 (jobs "Open Driver Positions") › posting 2 "local"',
    );
    expect(placeName(site, ['navigation', 0, 'path'])).toBe('navigation 1 "Home" › path');
  });

  it("names a policy's own sections by their heading, on one line, and its pieces by their kind", () => {
    expect(placeName(site, ['routes', 0, 'sections', 2, 'sections', 0, 'content', 1, 'list', 0])).toBe(
      'page /drivers › section 3 (policy "Privacy") › section 1 "Data Security" › paragraph 2 › list 1',
    );
  });

  it('still names a place the config does not have (a section without type, an index past the end)', () => {
    expect(placeName(site, ['routes', 0, 'sections', 3, 'type'])).toBe('page /drivers › section 4 "no-type" › type');
    expect(placeName(site, ['routes', 3, 'sections', 9])).toBe('page 4 › section 10');
  });

  it('leaves a path without a list to read as it is', () => {
    expect(placeName(site, ['company', 'email'])).toBeUndefined();
  });
});
