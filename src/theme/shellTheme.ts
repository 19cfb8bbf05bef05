import type { SiteConfig } from '../../schema/index.ts';

/** The theme as the browser gets it: of the brand fonts, their names only (their files are in the page's CSS). */
export type ShellTheme = Omit<SiteConfig['theme'], 'fonts'> & {
  fonts?: { [Role in keyof NonNullable<SiteConfig['theme']['fonts']>]?: { family: string } };
};
