import { escapeUTF8 } from 'entities';
import type { Shell } from '../site-data/siteData.ts';
import { FONT_FAMILY } from './raster.ts';

interface MarkOptions {
  /** Square corners for icons the platform masks itself (apple-touch-icon, maskable). */
  fullBleed?: boolean;
  /** Size of the initial relative to the tile (smaller for maskable icons' safe zone). */
  scale?: number;
}

/**
 * The company's mark in a 64×64 box: its initial on its brand colour (no outer <svg>), drawn into
 * PNGs (./raster.ts) in the font bundled for them.
 */
export function markSvg({ company, theme }: Shell, { fullBleed = false, scale = 1 }: MarkOptions = {}): string {
  const initial = escapeUTF8(company.name.trim().charAt(0).toUpperCase());
  const radius = fullBleed ? 0 : Math.min(theme.radius * 1.5, 32);
  const size = Math.round(36 * scale);
  // Baseline so that a capital's cap height (about 0.73 em) sits centred.
  const baseline = (32 + size * 0.365).toFixed(1);
  return `<rect width="64" height="64" rx="${radius}" fill="${theme.colors.primary}"/><text x="32" y="${baseline}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="700" text-anchor="middle" fill="${theme.colors.onPrimary}">${initial}</text>`;
}
