import { escapeHtml } from '../render/document.ts';
import type { Shell } from '../render/siteData.ts';

/** An SVG favicon from the config: the company's initial on its brand colour, so a rebrand gets its own. */
export function faviconSvg({ company, theme }: Shell): string {
  const initial = escapeHtml(company.name.trim().charAt(0).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${Math.min(theme.radius * 1.5, 32)}" fill="${theme.colors.primary}"/><text x="32" y="44" font-family="Arial, Helvetica, sans-serif" font-size="36" font-weight="700" text-anchor="middle" fill="${theme.colors.onPrimary}">${initial}</text></svg>\n`;
}
