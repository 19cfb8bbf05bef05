import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../src/config/loadSiteConfig.ts';
import { pageIndexed, postingOpen } from './buildDay.ts';

describe('what the build day decides', () => {
  it('a posting is open through the whole of its last day to apply, and closed from the next day', () => {
    const posting = { validThrough: '2027-02-28' };
    expect(postingOpen(posting, '2026-11-25')).toBe(true);
    expect(postingOpen(posting, '2027-02-28')).toBe(true);
    expect(postingOpen(posting, '2027-03-01')).toBe(false);
  });

  it('a posting without a last day to apply is always open', () => {
    expect(postingOpen({}, '2099-12-31')).toBe(true);
  });

  it('search engines are told about every page but that of a posting closed on the build day', () => {
    const pages = loadSiteConfig('site.config.yaml').routes;
    const regional = pages.find((page) => page.path === '/drivers/regional-company-driver')!;
    expect(regional.sections).toMatchObject([{ type: 'job-posting', posting: { validThrough: '2027-02-28' } }]);
    expect(pageIndexed(regional, '2027-02-28')).toBe(true);
    expect(pageIndexed(regional, '2027-03-01')).toBe(false);
    for (const page of pages.filter((p) => !p.path.startsWith('/drivers/'))) expect(pageIndexed(page, '2099-12-31'), page.path).toBe(true);
  });
});
