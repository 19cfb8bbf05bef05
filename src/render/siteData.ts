import type { Route, Section, SiteConfig } from '../../schema/index.ts';

/**
 * What the browser receives: the validated config split so that each page's sections load
 * with that page only. The shell (company, theme, layout, screens) is shared by all pages.
 */
export type Shell = Omit<SiteConfig, 'routes'>;

export interface PageData {
  sections: Section[];
}

export interface PageEntry extends Pick<Route, 'path' | 'title' | 'description'> {
  load: () => Promise<PageData>;
}
