import { createHash } from 'node:crypto';
import type { LogoMedia } from '../media/logo.ts';
import { SITE_FILES, type SocialMeta } from './document.ts';
import type { Shell, SiteFacts } from '../site-data/siteData.ts';
import type { SitePage } from '../../schema/route.ts';
import { faviconUrl } from './faviconUrl.ts';
import { markSvg } from './mark.ts';
import { svgToPng } from './raster.ts';
import { robotsTxt, sitemapXml, absolute, type SitemapPage } from './sitemap.ts';
import { SOCIAL_IMAGE, socialImagePng, socialLogo } from './socialImage.ts';
import { webManifest } from './webManifest.ts';

type Write = (file: string, content: string | Uint8Array) => Promise<void>;

const icon = (shell: Shell, size: number, options: Parameters<typeof markSvg>[1] = {}) =>
  svgToPng(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${markSvg(shell, options)}</svg>`, size);

export interface SiteFiles {
  /** Content by path relative to the site root (`icon-192.png`, `social-<hash>.png`, …). */
  files: Map<string, string | Uint8Array>;
  /** The social preview, for the pages' Open Graph tags. */
  socialImage: SocialMeta['image'];
  /** The tab's icon, a data: URL every page carries (./faviconUrl.ts): no file. */
  favicon: string;
}

/**
 * The files search engines, social networks and phones ask for, all from the config: the
 * social preview image, favicon, app icons, web manifest, sitemap and robots.txt. In memory,
 * so the dev server can serve them as the build writes them.
 *
 * With the carrier's logo (`logo`, src/media/logo.ts) the favicon and app icons are made from
 * it, the preview shows it in place of the mark, and the PNG of the structured data's
 * Organization.logo is written too (its path: `logo.organizationLogo`). Without, every file is
 * the mark's, byte for byte as before logos existed.
 */
export async function siteFiles(shell: SiteFacts, pages: readonly SitemapPage[], logo?: LogoMedia): Promise<SiteFiles> {
  const { png, missing } = socialImagePng(shell, logo && (await socialLogo(shell, logo)));
  if (missing.length) {
    console.warn(
      `The social preview image cannot draw ${missing.map((c) => `"${c}"`).join(', ')} (the bundled font covers Latin only); they are left blank.`,
    );
  }
  // The file name carries a hash of the image: after a rebrand, networks that cache previews by URL fetch the new one.
  const socialPath = `/social-${createHash('sha256').update(png).digest('hex').slice(0, 10)}.png`;
  const favicon = logo ? await logo.icon(32) : icon(shell, 32);
  // Platforms that mask icons themselves get full-bleed squares.
  const icons: [string, string | Uint8Array][] = logo
    ? [
        [SITE_FILES.appleTouchIcon, await logo.icon(180, { fullBleed: true })],
        [SITE_FILES.icon192, await logo.icon(192)],
        [SITE_FILES.icon512, await logo.icon(512)],
        [SITE_FILES.maskableIcon, await logo.icon(512, { fullBleed: true, maskable: true })],
        [logo.organizationLogo.path, logo.organizationLogo.png],
      ]
    : [
        [SITE_FILES.appleTouchIcon, icon(shell, 180, { fullBleed: true })],
        [SITE_FILES.icon192, icon(shell, 192)],
        [SITE_FILES.icon512, icon(shell, 512)],
        [SITE_FILES.maskableIcon, icon(shell, 512, { fullBleed: true, scale: 0.8 })],
      ];
  const entries: [string, string | Uint8Array][] = [
    [socialPath, png],
    ...icons,
    [SITE_FILES.manifest, `${JSON.stringify(webManifest(shell), null, 2)}\n`],
    [SITE_FILES.sitemap, sitemapXml(shell, pages)],
    [SITE_FILES.robots, robotsTxt(shell)],
  ];
  return {
    files: new Map(entries.map(([path, content]) => [path.slice(1), content])),
    socialImage: {
      url: absolute(shell, socialPath),
      type: 'image/png',
      ...SOCIAL_IMAGE,
      alt: `${shell.company.name}: ${shell.company.tagline}`,
    },
    favicon: await faviconUrl(favicon),
  };
}

/** Writes `siteFiles` with `write`; returns what the pages carry: the social image for their Open Graph tags, and the favicon. */
export async function writeSiteFiles(
  shell: SiteFacts,
  pages: readonly SitemapPage[],
  write: Write,
  logo?: LogoMedia,
): Promise<Omit<SiteFiles, 'files'>> {
  const { files, ...linked } = await siteFiles(shell, pages, logo);
  for (const [file, content] of files) await write(file, content);
  return linked;
}

/** Open Graph locale (en_US) from a language tag (en-US). */
export const ogLocale = (lang: string) => lang.replace('-', '_');

/** The link preview of one content page. */
export function pageSocial(shell: Shell, page: Pick<SitePage, 'path' | 'title' | 'description'>, image: SocialMeta['image']): SocialMeta {
  return {
    siteName: shell.company.name,
    title: page.title,
    description: page.description,
    url: absolute(shell, page.path),
    locale: ogLocale(shell.lang),
    image,
  };
}
