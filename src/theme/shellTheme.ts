import type { SiteConfig } from '../../schema/index.ts';
import type { RoleColours } from './roles.ts';

/**
 * The theme as the browser gets it: the colour roles already derived (src/theme/palette.ts runs
 * at build time, so no colour maths ships), and of the brand fonts their names only (their files
 * are in the page's CSS).
 */
export type ShellTheme = Omit<SiteConfig['theme'], 'fonts' | 'colors'> & {
  colors: RoleColours;
  fonts?: { [Role in keyof NonNullable<SiteConfig['theme']['fonts']>]?: { family: string } };
};
