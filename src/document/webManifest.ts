import { SITE_FILES } from './document.ts';
import type { SiteFacts } from '../site-data/siteData.ts';

/** The web app manifest: what a phone shows when the site is added to its home screen. */
export function webManifest({ company, theme, seo, lang }: SiteFacts) {
  return {
    name: company.name,
    short_name: seo.shortName,
    description: company.tagline,
    lang,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: theme.colors.dark,
    background_color: theme.colors.background,
    icons: [
      { src: SITE_FILES.icon192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: SITE_FILES.icon512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: SITE_FILES.maskableIcon, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
