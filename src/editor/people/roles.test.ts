import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../../schema/site.ts';
import { ADMIN_KEYS, OFFICE_KEYS, changeOutsideRole, mayChange, mayChangeSomewhere } from './roles.ts';

const topLevelKeys = Object.keys((siteConfig as unknown as { in: { shape: Record<string, unknown> } }).in.shape);

describe('roles', () => {
  it("sorts every top-level key of the schema, once, into the office's or the admin's", () => {
    expect([...OFFICE_KEYS, ...ADMIN_KEYS].sort()).toEqual([...topLevelKeys].sort());
    expect([...OFFICE_KEYS].filter((key) => ADMIN_KEYS.has(key))).toEqual([]);
  });

  it("lets the office change contact details, postings, texts and sections, not the theme, languages, SEO or a page's path", () => {
    expect(mayChange('office', ['company', 'phone'])).toBe(true);
    expect(mayChange('office', ['routes', 2, 'sections', 1, 'postings', 0, 'title'])).toBe(true);
    expect(mayChange('office', ['routes', 0, 'title', 'es-US'])).toBe(true);
    expect(mayChange('office', ['theme', 'colors', 'primary'])).toBe(false);
    expect(mayChange('office', ['languages', 1, 'lang'])).toBe(false);
    expect(mayChange('office', ['seo', 'image'])).toBe(false);
    expect(mayChange('office', ['company', 'siteUrl'])).toBe(false);
    expect(mayChange('office', ['routes', 3, 'path'])).toBe(false);
    expect(mayChange('admin', ['theme', 'colors', 'primary'])).toBe(true);
    expect(mayChangeSomewhere('office', ['theme'])).toBe(false);
    expect(mayChangeSomewhere('office', ['company'])).toBe(true);
  });

  const site = {
    company: { phone: '1', siteUrl: 'https://a.example' },
    theme: { colors: { primary: '#000000' } },
    routes: [
      { path: '/', title: 'Home', sections: [{ type: 'hero' }, { type: 'about' }] },
      { path: '/drivers', title: 'Drivers', sections: [{ type: 'jobs' }] },
    ],
  };
  const changed = (change: (copy: typeof site) => void) => {
    const copy = structuredClone(site);
    change(copy);
    return copy;
  };

  it('judges an edit by what it changes, however it is phrased', () => {
    // Sections moved within a page: the office's.
    expect(
      changeOutsideRole(
        'office',
        site,
        changed((s) => s.routes[0]!.sections.reverse()),
      ),
    ).toBeUndefined();
    // The whole company replaced, its address changed with it: refused at that key.
    expect(
      changeOutsideRole(
        'office',
        site,
        changed((s) => (s.company = { phone: '2', siteUrl: 'https://b.example' })),
      ),
    ).toEqual(['company', 'siteUrl']);
    // Pages swapped: their paths move.
    expect(
      changeOutsideRole(
        'office',
        site,
        changed((s) => s.routes.reverse()),
      ),
    ).toEqual(['routes', 0, 'path']);
    // A page removed, or the theme deleted.
    expect(
      changeOutsideRole(
        'office',
        site,
        changed((s) => s.routes.pop()),
      ),
    ).toEqual(['routes', 1, 'path']);
    expect(
      changeOutsideRole(
        'office',
        site,
        changed((s) => delete (s as Partial<typeof site>).theme),
      ),
    ).toEqual(['theme', 'colors', 'primary']);
    // A new top-level key the schema does not have is no one's but the admin's.
    expect(changeOutsideRole('office', site, { ...site, extra: 1 })).toEqual(['extra']);
    expect(
      changeOutsideRole(
        'admin',
        site,
        changed((s) => s.routes.reverse()),
      ),
    ).toBeUndefined();
  });
});
