import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Manifest } from 'vite';
import type * as ServerModule from '../entry-server.tsx';
import { NOT_FOUND_PAGE, pageFile } from '../serving/policy.ts';
import { renderDocument, SITE_FILES, SPECULATION_RULES, type Preload } from '../site-files/document.ts';
import type { SiteMedia } from '../media/siteMedia.ts';
import { expandPicture, IMAGE_LAYOUTS } from '../site-data/media.ts';
import { organizationJsonLd, organizationLogoUrl } from '../site-files/jsonLd.ts';
import { jobPostingJsonLd } from '../site-files/jobPostingJsonLd.ts';
import { pageSocial, writeSiteFiles } from '../site-files/siteFiles.ts';
import { cspHash } from './pageScripts.ts';
import { minifyCriticalCss } from './criticalCss.ts';
import { ENTRIES, isInteractive, VIRTUAL_MODULES } from '../site-data/partialHydration.ts';
import { sectionModulePath } from '../render/registry.ts';
import type { PageData } from '../site-data/siteData.ts';
import type { SiteConfig } from '../../schema/index.ts';
import type { SitePage } from '../../schema/route.ts';
import { pageIndexed, postingOpen } from '../../schema/buildDay.ts';

/** What the prerender uses of the SSR build of src/entry-server.tsx. */
type ServerEntry = Pick<typeof ServerModule, 'render' | 'shell' | 'pagesInFull'>;

/** Path that matches no route, rendered once as 404.html. */
const NOT_FOUND_PROBE = '/__not-found__';

/** A path as the server serves it (`/privacy/index.html`, src/serving/policy.ts) as a file of the output folder. */
const outputPath = (served: string) => served.replace(/^\//, '');

export interface Prerendered {
  /** The files written, relative to the output folder. */
  files: string[];
  /** CSP hashes of the inline scripts the prerender wrote into the pages: the client entry's and the speculation rules', nothing else. */
  scriptHashes: string[];
}

/** Renders every route of the config to `outDir/<path>/index.html`, and the not-found page to 404.html. */
export async function prerender(
  entry: ServerEntry,
  manifest: Manifest,
  outDir: string,
  { media, seo, routes }: { media: SiteMedia; seo: SiteConfig['seo']; routes: readonly SitePage[] },
): Promise<Prerendered> {
  const { shell, pagesInFull: pages } = entry;
  const facts = { ...shell, seo };
  const written: string[] = [];
  const write = async (file: string, html: string | Uint8Array) => {
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), html);
    written.push(file);
  };
  // The carrier's photos, logo and fonts as the media pipeline made them.
  for (const [file, bytes] of media.files) await write(file, bytes);
  const byPath = new Map(routes.map((route) => [route.path, route]));
  // Social image, icons, manifest, sitemap (of the pages search engines may list), robots.txt: all from the config.
  const { socialImage, faviconHref } = await writeSiteFiles(
    facts,
    pages.filter((page) => {
      const route = byPath.get(page.path);
      return route !== undefined && pageIndexed(route, shell.buildDate);
    }),
    write,
    media.logo,
  );
  const organization = organizationJsonLd(facts, media.logo?.organizationLogo);
  const logoUrl = organizationLogoUrl(facts, media.logo?.organizationLogo);
  const entryScript = await inlineEntry(manifest, outDir);

  for (const [index, page] of pages.entries()) {
    const rendered = await entry.render(page.path, minifyCriticalCss);
    if (rendered.status !== 200) throw new Error(`Prerendering ${page.path} answered ${rendered.status}`);
    const route = byPath.get(page.path);
    if (!route) throw new Error(`${page.path} is not a page of the config`);
    // An open posting's page carries its JobPosting; a closed one's none, and asks not to be indexed.
    const postings = route.sections.flatMap((s) =>
      s.type === 'job-posting' && postingOpen(s.posting, shell.buildDate) ? [jobPostingJsonLd(facts, s, logoUrl)] : [],
    );
    const html = renderDocument({
      lang: shell.lang,
      title: route.title,
      description: route.description,
      ...(pageIndexed(route, shell.buildDate)
        ? { canonical: new URL(page.path, shell.company.siteUrl).href, social: pageSocial(shell, route, socialImage) }
        : { noindex: true }),
      themeColor: shell.theme.colors.dark,
      favicon: faviconHref,
      jsonLd: [organization, ...postings],
      styles: rendered.styles,
      preloads: leadPreloads(media, page.path),
      fontFaces: media.fonts.css,
      assets: assetTags(manifest, entryScript, { index, modules: [VIRTUAL_MODULES.firstLoad(index), ...interactiveSectionModules(page)] }),
      icons: rendered.icons,
      body: rendered.html,
    });
    await write(outputPath(pageFile(page.path)), html);
  }

  const missing = await entry.render(NOT_FOUND_PROBE, minifyCriticalCss);
  if (missing.status !== 404) throw new Error(`The not-found page answered ${missing.status} instead of 404`);
  await write(
    outputPath(NOT_FOUND_PAGE),
    renderDocument({
      lang: shell.lang,
      title: shell.notFound.title,
      noindex: true,
      themeColor: shell.theme.colors.dark,
      favicon: faviconHref,
      styles: missing.styles,
      preloads: leadPreloads(media, undefined),
      fontFaces: media.fonts.css,
      assets: assetTags(manifest, entryScript),
      icons: missing.icons,
      body: missing.html,
    }),
  );
  return { files: written, scriptHashes: [cspHash(entryScript), cspHash(SPECULATION_RULES)] };
}

/** What a page's first screen draws before anything else: its lead photo (if any) and the brand fonts. */
function leadPreloads(media: SiteMedia, path: string | undefined): Preload[] {
  const fonts = media.fonts.preload.map((href): Preload => ({ as: 'font', href }));
  const lead = path === undefined ? undefined : media.leadImages.get(path);
  const data = lead ? media.pictures[lead] : undefined;
  const picture = data && expandPicture(data);
  const first = picture?.sources[0];
  if (!picture || !first) return fonts;
  return [{ as: 'image', type: first.type, imagesrcset: first.srcset, imagesizes: IMAGE_LAYOUTS.hero.sizes }, ...fonts];
}

/** The source files of the components that hydrate on the page's first load. */
const interactiveSectionModules = ({ sections }: PageData) => [
  ...new Set(sections.filter((s) => isInteractive(s.type)).map((s) => sectionModulePath(s.type))),
];

/**
 * The client entry's code, to write into every page: a separate file would cost a visitor on a
 * slow network one more round trip before hydration can even start. The CSP allows it by the
 * hash of this code (the build then checks that no page runs any other: ./pageScripts.ts). Its
 * file is removed from the output, which nothing loads.
 */
async function inlineEntry(manifest: Manifest, outDir: string): Promise<string> {
  const file = manifest[ENTRIES.client]?.file;
  if (!file) throw new Error(`${ENTRIES.client} is missing from the Vite manifest`);
  const code = (await readFile(join(outDir, file), 'utf8')).trim();
  if (/\bimport\s*[{*"'\w]|<\/script/i.test(code))
    throw new Error(`${ENTRIES.client} must import nothing statically to be written into the page`);
  await rm(join(outDir, file));
  return code;
}

/**
 * The client entry, with the list of modules the page needs to hydrate: the hydrating entry
 * first, then the app and the page's own chunks (its first-load data and the components of its
 * interactive sections). The entry preloads them all at once after the first screen, so they
 * neither hold up its paint nor arrive one after another; and then links the web manifest.
 * `data-page`, the index of the config's page (none on the not-found page), tells
 * src/hydrate.tsx which page it hydrates.
 */
function assetTags(manifest: Manifest, entryCode: string, page?: { index: number; modules: string[] }): string {
  const modules = new Set<string>();
  const add = (key: string) => {
    const file = manifest[key]?.file;
    if (!file || modules.has(file)) return;
    modules.add(file);
    for (const imported of manifest[key]?.imports ?? []) add(imported);
  };
  for (const module of [ENTRIES.hydrate, ...(page?.modules ?? [])]) {
    const key = Object.keys(manifest).find((k) => k.endsWith(module));
    if (!key)
      throw new Error(
        `${module} is not in the Vite manifest: a section component must live at src/sections/<Name>Section/<Name>Section.tsx`,
      );
    add(key);
  }
  const list = [...modules].map((file) => `/${file}`).join(' ');
  const pageIndex = page ? ` data-page="${page.index}"` : '';
  return `<script type="module" data-modules="${list}"${pageIndex} data-manifest="${SITE_FILES.manifest}">${entryCode}</script>`;
}
