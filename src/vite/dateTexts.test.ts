import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../config/loadSiteConfig.ts';
import { writeDate } from '../site-data/dates.ts';
import { siteDates } from './dateTexts.ts';
import { shellData } from './shellData.ts';

describe('the dates the pages show, written at build time', () => {
  const config = loadSiteConfig('site.config.yaml');

  it('carries the build date in the shell, and its text, in the site language, with the dates', () => {
    const shell = shellData({ ...config, lang: 'de-DE' }, {}, '2026-11-22');
    expect(shell.buildDate).toBe('2026-11-22');
    expect('routes' in shell).toBe(false);
    expect('dateTexts' in shell).toBe(false);
    expect(siteDates({ ...config, lang: 'de-DE' }, shell.buildDate).dateTexts['2026-11-22']).toBe('22. November 2026');
  });

  it("formats every policy's fixed Last Updated date, and every posting's date posted and last day to apply", () => {
    const routes = config.routes.map((route) => ({
      ...route,
      sections: route.sections.map((s) => (s.type === 'policy' ? { ...s, lastUpdated: '2024-05-01' } : s)),
    }));
    const { dateTexts } = siteDates({ ...config, routes }, '2026-11-22');
    expect(dateTexts['2024-05-01']).toBe('May 1, 2024');
    const postings = config.routes.flatMap((r) => r.sections.flatMap((s) => (s.type === 'job-posting' ? [s.posting] : [])));
    expect(postings.length).toBeGreaterThan(0);
    for (const { datePosted, validThrough } of postings) {
      expect(dateTexts[datePosted]).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      if (validThrough) expect(dateTexts[validThrough]).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    }
  });

  it("carries how the site language writes a date, so the browser writes the visitor's date without Intl", () => {
    for (const lang of ['en-US', 'de-DE', 'ru-RU', 'ja-JP', 'ar-EG', 'es-MX']) {
      const { dateFormat } = siteDates({ ...config, lang }, '2026-11-22');
      const intl = new Date(Date.UTC(2027, 2, 9)).toLocaleDateString(lang, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      expect(dateFormat && writeDate(dateFormat, 2027, 2, 9)).toBe(intl);
    }
    // Another calendar (Thai Buddhist years) is left to the browser's Intl.
    expect(siteDates({ ...config, lang: 'th-TH' }, '2026-11-22').dateFormat).toBeNull();
  });
});
