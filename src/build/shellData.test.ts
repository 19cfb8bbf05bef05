import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../config/loadSiteConfig.ts';
import { shellData } from './shellData.ts';

describe('shellData', () => {
  const config = loadSiteConfig('site.config.yaml');

  it('carries the build date and its text, formatted in the site language at build time', () => {
    const shell = shellData({ ...config, lang: 'de-DE' }, new Date('2026-11-22T23:30:00Z'));
    expect(shell.buildDate).toBe('2026-11-22');
    expect(shell.dateTexts['2026-11-22']).toBe('22. November 2026');
    expect('routes' in shell).toBe(false);
  });

  it("formats every policy's fixed Last Updated date too", () => {
    const routes = config.routes.map((route) => ({
      ...route,
      sections: route.sections.map((s) => (s.type === 'policy' ? { ...s, lastUpdated: '2024-05-01' } : s)),
    }));
    expect(shellData({ ...config, routes }).dateTexts['2024-05-01']).toBe('May 1, 2024');
  });
});
