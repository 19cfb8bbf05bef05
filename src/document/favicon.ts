import { escapeUTF8 } from 'entities';
import type { Shell } from '../site-data/siteData.ts';

interface MarkOptions {
  /** Font of the initial; PNG renders pass the bundled font, the SVG favicon uses the visitor's. */
  fontFamily?: string;
  /** Square corners for icons the platform masks itself (apple-touch-icon, maskable). */
  fullBleed?: boolean;
  /** Size of the initial relative to the tile (smaller for maskable icons' safe zone). */
  scale?: number;
}

/** The company's mark in a 64×64 box: its initial on its brand colour (no outer <svg>). */
export function markSvg(
  { company, theme }: Shell,
  { fontFamily = 'Arial, Helvetica, sans-serif', fullBleed = false, scale = 1 }: MarkOptions = {},
): string {
  const initial = escapeUTF8(company.name.trim().charAt(0).toUpperCase());
  const radius = fullBleed ? 0 : Math.min(theme.radius * 1.5, 32);
  const size = Math.round(36 * scale);
  // Baseline so that a capital's cap height (about 0.73 em) sits centred.
  const baseline = (32 + size * 0.365).toFixed(1);
  return `<rect width="64" height="64" rx="${radius}" fill="${theme.colors.primary}"/><text x="32" y="${baseline}" font-family="${escapeUTF8(fontFamily)}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${theme.colors.onPrimary}">${initial}</text>`;
}

/** An SVG favicon from the config: the company's initial on its brand colour, so a rebrand gets its own. */
export function faviconSvg(shell: Shell, options?: MarkOptions): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${markSvg(shell, options)}</svg>\n`;
}
