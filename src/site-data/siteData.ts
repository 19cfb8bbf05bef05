import type { Section, SiteConfig } from '../../schema/index.ts';
import type { SitePage } from '../../schema/route.ts';
import type { KeptSectionStub } from './partialHydration.ts';
import type { DrawingData } from './media.ts';
import type { SiteTheme } from '../theme/theme.ts';
import type { SiteLanguage } from '../config/languages/languagePaths.ts';

/**
 * What the browser receives: the validated config split so that each page's sections load
 * with that page only. The shell (company, theme, layout, screens) is shared by all pages; what
 * only the build reads (the search-engine facts, the hosting settings) stays out of it.
 */
export type Shell = Omit<SiteConfig, 'routes' | 'seo' | 'deploy' | 'theme' | 'languages'> & {
  /** The theme the components draw with, made at build time from the config's (src/theme/theme.ts). */
  theme: SiteTheme;
  /** Every language of the site, the default first (the language switch); this shell's is the one of its `lang`. */
  languages: SiteLanguage[];
  /** The day of the build, YYYY-MM-DD (UTC). */
  buildDate: string;
  /** The file the build wrote for each logo (company.logo, company.logoOnDark), by the config's path (the photos' are in virtual:site/pictures). */
  media: Record<string, DrawingData>;
};

/** A page in full, for the server render: its path, its head and every section, and its language (index in the shell's languages). */
export interface PageData extends Pick<SitePage, 'path' | 'title' | 'description'> {
  language: number;
  sections: Section[];
}

/** What hydrating a prerendered page needs: its interactive sections, the others stubs (src/site-data/partialHydration.ts). */
export interface FirstLoadData {
  sections: (Section | KeptSectionStub)[];
}

/**
 * A page as the browser's shell lists it: its path, and how to load what hydrating it needs,
 * so that every page's script does not carry every other page's sections.
 */
export interface PageEntry extends Pick<SitePage, 'path'> {
  /** Its language, the index of its shell (virtual:site/shell's `shells`). */
  language: number;
  firstLoad: () => Promise<FirstLoadData>;
}

/** What the build's site files (manifest, structured data) read: the shell and the search-engine facts. */
export type SiteFacts = Shell & Pick<SiteConfig, 'seo'>;
