import createCache from '@emotion/cache';
import { CacheProvider, ThemeProvider } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../schema/index.ts';
import { loadSiteConfig } from '../config/loadSiteConfig.ts';
import { fallbackFamily, robotoFallbackFamily } from './fontFamilies.ts';
import { GlobalStyles } from './GlobalStyles.tsx';
import { createTheme } from './theme.ts';
import { siteRoleColours } from './palette.ts';
import type { ShellTheme } from './shellTheme.ts';

const config = loadSiteConfig('site.config.yaml');
const shellTheme: ShellTheme = { ...config.theme, colors: siteRoleColours(config) };
const withFonts = (fonts: SiteConfig['theme']['fonts']): ShellTheme => ({ ...shellTheme, fonts });
const inter = { family: 'Inter', src: './brand/Inter.woff2', weight: 400 };
const barlow = { family: 'Barlow', src: './brand/Barlow-Bold.woff2', weight: 700 };

/** The <style> tags the global styles render on the server. */
const globalStyleTags = (theme: ShellTheme) =>
  renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <ThemeProvider theme={createTheme(theme)}>
        <GlobalStyles />
      </ThemeProvider>
    </CacheProvider>,
  ).match(/<style[^>]*>[^<]*<\/style>/g) ?? [];

describe('the font families of the theme', () => {
  it('without brand fonts, the default config keeps the font stack it had, to the byte', () => {
    const theme = createTheme(shellTheme);
    expect(config.theme.fonts).toBeUndefined();
    expect(theme.fontFamily).toBe('system-ui, -apple-system, "Segoe UI", "Roboto", "Helvetica Neue", "Arial", sans-serif');
    expect(theme.headingFontFamily).toBe(theme.fontFamily);
    expect(theme.hasBrandFonts).toBe(false);
    // The page's global <style> and the print styles', with no rule of brand fonts.
    const tags = globalStyleTags(shellTheme);
    expect(tags).toHaveLength(2);
    expect(tags[1]).toContain('@media print');
    expect(tags.join('')).not.toContain('Fallback');
  });

  it('a brand body font comes first, then its metric-matched fallback faces (Arial, then Roboto for Android), then the config stack', () => {
    const theme = createTheme(withFonts({ body: inter }));
    expect(theme.fontFamily).toBe(
      `"Inter", "${fallbackFamily('Inter')}", "${robotoFallbackFamily('Inter')}", ${createTheme(shellTheme).fontFamily}`,
    );
    expect(theme.headingFontFamily).toBe(theme.fontFamily);
  });

  it('a brand heading font leads the headings, before the body value', () => {
    const theme = createTheme(withFonts({ body: inter, heading: barlow }));
    expect(theme.headingFontFamily).toBe(`"Barlow", "Barlow Fallback", "Barlow Fallback Roboto", ${theme.fontFamily}`);
    // One family for both roles (its regular and its bold file) is named once.
    expect(createTheme(withFonts({ body: inter, heading: { ...inter, weight: 700 } })).headingFontFamily).toBe(theme.fontFamily);
  });

  it('a brand family is always quoted, even one named like a generic family', () => {
    expect(createTheme(withFonts({ body: { ...inter, family: 'serif' } })).fontFamily).toMatch(
      /^"serif", "serif Fallback", "serif Fallback Roboto", /,
    );
  });

  it('with brand fonts, the headings and the form controls get them, and the other global styles stay as they were', () => {
    const plain = globalStyleTags(shellTheme);
    // A heading font alone leaves the body's value, so the first <style> is byte for byte the plain one.
    const [base, brand, print] = globalStyleTags(withFonts({ heading: barlow }));
    expect(base).toBe(plain[0]);
    expect(print).toBe(plain[1]);
    expect(brand).toContain('h1,h2,h3{font-family:"Barlow","Barlow Fallback","Barlow Fallback Roboto",system-ui');
    expect(brand).toContain('button,input,select,textarea{font-family:inherit;}');
  });
});
