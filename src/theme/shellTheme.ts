import type { SiteConfig } from '../../schema/index.ts';
import type { RoleColours } from './roles.ts';

/**
 * What the theme is made from (src/theme/theme.ts, at build time, for the shell every page gets):
 * the colour roles already derived (src/theme/palette.ts), and of the brand fonts their names
 * only (their files are in the page's CSS).
 */
export type ShellTheme = Omit<SiteConfig['theme'], 'fonts' | 'colors'> & {
  colors: RoleColours;
  fonts?: { [Role in keyof NonNullable<SiteConfig['theme']['fonts']>]?: { family: string } };
};
