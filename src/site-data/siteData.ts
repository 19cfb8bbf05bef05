import type { Route, Section, SiteConfig } from '../../schema/index.ts';
import type { DateFormat, DateTexts } from './dates.ts';
import type { KeptSectionStub } from './partialHydration.ts';
import type { Pictures } from './media.ts';

/**
 * What the browser receives: the validated config split so that each page's sections load
 * with that page only. The shell (company, theme, layout, screens) is shared by all pages.
 */
export type Shell = Omit<SiteConfig, 'routes'> & {
  /** The day of the build, YYYY-MM-DD (UTC). */
  buildDate: string;
  /** The build date and every fixed date of the pages, in words (src/vite/dateTexts.ts). */
  dateTexts: DateTexts;
  /** How the site's language writes a date, for the visitor's date; null: the browser's Intl does it. */
  dateFormat: DateFormat | null;
  /** The files the build wrote for every image of the config (logo, photos), by the config's path. */
  media: Pictures;
};

export interface PageData {
  sections: Section[];
}

/** What hydrating a prerendered page needs: its interactive sections, the others stubs (src/site-data/partialHydration.ts). */
export interface FirstLoadData {
  sections: (Section | KeptSectionStub)[];
}

export interface PageEntry extends Pick<Route, 'path' | 'title' | 'description'> {
  /** Every section, for a client-side navigation to the page. */
  load: () => Promise<PageData>;
  /** For hydrating the page's prerendered HTML. */
  firstLoad: () => Promise<FirstLoadData>;
}
