import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../config/loadSiteConfig.ts';
import { writeDate } from '../site-data/dates.ts';
import { shellData } from './shellData.ts';

describe('shellData', () => {
  const config = loadSiteConfig('site.config.yaml');

  it('carries the build date and its text, formatted in the site language at build time', () => {
    const shell = shellData({ ...config, lang: 'de-DE' }, {}, new Date('2026-11-22T23:30:00Z'));
    expect(shell.buildDate).toBe('2026-11-22');
    expect(shell.dateTexts['2026-11-22']).toBe('22. November 2026');
    expect('routes' in shell).toBe(false);
  });

  it("formats every policy's fixed Last Updated date too", () => {
    const routes = config.routes.map((route) => ({
      ...route,
      sections: route.sections.map((s) => (s.type === 'policy' ? { ...s, lastUpdated: '2024-05-01' } : s)),
    }));
    expect(shellData({ ...config, routes }, {}).dateTexts['2024-05-01']).toBe('May 1, 2024');
  });

  it("carries how the site language writes a date, so the browser writes the visitor's date without Intl", () => {
    for (const lang of ['en-US', 'de-DE', 'ru-RU', 'ja-JP', 'ar-EG', 'es-MX']) {
      const { dateFormat } = shellData({ ...config, lang }, {});
      const intl = new Date(Date.UTC(2027, 2, 9)).toLocaleDateString(lang, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      });
      expect(dateFormat && writeDate(dateFormat, 2027, 2, 9)).toBe(intl);
    }
    // Another calendar (Thai Buddhist years) is left to the browser's Intl.
    expect(shellData({ ...config, lang: 'th-TH' }, {}).dateFormat).toBeNull();
  });
});
