import { escapeUTF8 } from 'entities';
import type { LogoImage } from '../media/logo.ts';
import type { Shell } from '../site-data/siteData.ts';
import { markSvg } from './mark.ts';
import { FONT_FAMILY, svgToPng, textWidth, undrawable } from './raster.ts';

/** The size Open Graph and Twitter's large card expect (1.91:1). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

const PAD = 80;
const TEXT_WIDTH = SOCIAL_IMAGE.width - 2 * PAD;
const MARK = 88;
/** Space between the mark (or logo) and the site address. */
const GAP = 28;
/** The logo's plate, when the logo is one for light backgrounds: its padding. */
const PLATE = { x: 20, y: 14 };

/** The logo as the preview draws it: a PNG of exactly its box, on a light plate or not. */
export interface SocialLogo {
  png: Buffer;
  width: number;
  height: number;
  plate: boolean;
}

/**
 * The box of the logo in the top row, in place of the mark: 88 px high (60 on a plate), as wide
 * as its aspect ratio makes it, leaving the site address its room on the right.
 */
export function socialLogoBox(shell: Shell, logo: { width: number; height: number }, plate: boolean) {
  const host = new URL(shell.company.siteUrl).host;
  const room = Math.min(560, Math.max(MARK, TEXT_WIDTH - GAP - textWidth(host, 28, 400))) - (plate ? 2 * PLATE.x : 0);
  const tall = plate ? MARK - 2 * PLATE.y : MARK;
  const scale = Math.min(room / logo.width, tall / logo.height);
  return { width: Math.max(1, Math.round(logo.width * scale)), height: Math.max(1, Math.round(logo.height * scale)) };
}

/** The logo of the preview from the site's logo media: the one for dark backgrounds, else the logo on a light plate. */
export async function socialLogo(shell: Shell, logos: { logo: LogoImage; onDark?: LogoImage }): Promise<SocialLogo> {
  const image = logos.onDark ?? logos.logo;
  const plate = !logos.onDark;
  const { width, height } = socialLogoBox(shell, image, plate);
  return { png: await image.png(width, height), width, height, plate };
}

/**
 * Greedy word wrap into at most `maxLines` lines of `width` pixels; a last line that would
 * overflow is cut at a word and ends with an ellipsis.
 */
export function wrap(text: string, size: number, weight: 400 | 700, width: number, maxLines: number): { lines: string[]; fits: boolean } {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || textWidth(candidate, size, weight) <= width) {
      line = candidate;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) {
      // Out of lines: end the last one with an ellipsis, dropping words until it fits.
      const last = lines.pop()!.split(' ');
      while (last.length > 1 && textWidth(`${last.join(' ')}…`, size, weight) > width) last.pop();
      lines.push(`${last.join(' ')}…`);
      return { lines, fits: false };
    }
  }
  if (line) lines.push(line);
  const fits = lines.every((l) => textWidth(l, size, weight) <= width);
  return { lines, fits };
}

/** The largest size from `sizes` at which `text` fits in `maxLines`, else the smallest, cut. */
function fitText(text: string, sizes: number[], weight: 400 | 700, maxLines: number) {
  for (const size of sizes) {
    const { lines, fits } = wrap(text, size, weight, TEXT_WIDTH, maxLines);
    if (fits) return { size, lines };
  }
  const size = sizes.at(-1)!;
  return { size, lines: wrap(text, size, weight, TEXT_WIDTH, maxLines).lines };
}

/**
 * The link preview shown by social networks and chat apps: the company's mark (or its logo),
 * name and tagline and its site address on the theme's dark colour, with the brand and accent
 * colours. Everything comes from the config, so a rebrand gets its own preview.
 */
export function socialImageSvg(shell: Shell, logo?: SocialLogo): string {
  const { company, theme } = shell;
  const c = theme.colors;
  const { width, height } = SOCIAL_IMAGE;
  const host = new URL(company.siteUrl).host;

  const name = fitText(company.name, [76, 68, 60, 52], 700, 2);
  const tagline = fitText(company.tagline, [36, 32, 28], 400, 3);
  const nameLead = Math.round(name.size * 1.12);
  const taglineLead = Math.round(tagline.size * 1.35);
  const ruleGap = 28;
  const blockHeight = name.lines.length * nameLead + ruleGap + 8 + ruleGap + tagline.lines.length * taglineLead;
  // The text block sits centred between the top row (mark and address) and the bottom band.
  const top = PAD + MARK + Math.max(32, Math.round((height - 16 - (PAD + MARK) - blockHeight) / 2));

  const text = (lines: string[], y0: number, lead: number, size: number, weight: 400 | 700, fill: string, opacity = 1) =>
    lines
      .map((line, i) => {
        // A single word wider than the image (no place to break) is squeezed to fit.
        const squeeze = textWidth(line, size, weight) > TEXT_WIDTH ? ` textLength="${TEXT_WIDTH}" lengthAdjust="spacingAndGlyphs"` : '';
        return `<text x="${PAD}" y="${y0 + i * lead}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${weight}" fill="${fill}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}${squeeze}>${escapeUTF8(line)}</text>`;
      })
      .join('');

  const nameBaseline = top + Math.round(name.size * 0.8);
  const ruleY = top + name.lines.length * nameLead + ruleGap - Math.round(name.size * 0.12);
  const taglineBaseline = ruleY + 8 + ruleGap + Math.round(tagline.size * 0.8);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="${c.dark}"/>`,
    `<circle cx="${width - 40}" cy="40" r="330" fill="${c.primary}" fill-opacity="0.35"/>`,
    `<circle cx="${width - 40}" cy="40" r="200" fill="${c.primary}" fill-opacity="0.45"/>`,
    logo ? logoSvg(shell, logo) : `<svg x="${PAD}" y="${PAD}" width="${MARK}" height="${MARK}" viewBox="0 0 64 64">${markSvg(shell)}</svg>`,
    `<text x="${PAD + (logo ? logo.width + (logo.plate ? 2 * PLATE.x : 0) : MARK) + GAP}" y="${PAD + MARK / 2 + 10}" font-family="${FONT_FAMILY}" font-size="28" font-weight="400" fill="${c.onDark}" fill-opacity="0.85">${escapeUTF8(host)}</text>`,
    text(name.lines, nameBaseline, nameLead, name.size, 700, c.onDark),
    `<rect x="${PAD}" y="${ruleY}" width="120" height="8" rx="4" fill="${c.accent}"/>`,
    text(tagline.lines, taglineBaseline, taglineLead, tagline.size, 400, c.onDark, 0.9),
    `<rect y="${height - 16}" width="${width}" height="16" fill="${c.primary}"/>`,
    `</svg>`,
  ].join('\n');
}

/** The logo in the top row, centred on the mark's line, on its plate if it has one. */
function logoSvg({ theme }: Shell, logo: SocialLogo): string {
  const y = PAD + (MARK - logo.height) / 2;
  const image = (x: number) =>
    `<image x="${x}" y="${y}" width="${logo.width}" height="${logo.height}" href="data:image/png;base64,${logo.png.toString('base64')}"/>`;
  if (!logo.plate) return image(PAD);
  const radius = Math.min(theme.radius * 1.5, 24);
  return `<rect x="${PAD}" y="${PAD}" width="${logo.width + 2 * PLATE.x}" height="${MARK}" rx="${radius}" fill="${theme.colors.background}"/>${image(PAD + PLATE.x)}`;
}

/** The preview as PNG (what every social network accepts), plus characters it could not draw. */
export function socialImagePng(shell: Shell, logo?: SocialLogo): { png: Buffer; missing: string[] } {
  const missing = undrawable(shell.company.name + shell.company.tagline + shell.company.siteUrl);
  return { png: svgToPng(socialImageSvg(shell, logo)), missing };
}
