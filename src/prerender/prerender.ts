import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Manifest } from 'vite';
import type * as ServerModule from '../entry-server.tsx';
import { notFoundPageOf, pageFile } from '../hosting/policy.ts';
import { BRAND_FACES_AT_ONCE, renderDocument, SITE_FILES, SPECULATION_RULES, type Preload } from '../document/document.ts';
import type { SiteMedia } from '../media/siteMedia.ts';
import { expandPicture, IMAGE_LAYOUTS } from '../site-data/media.ts';
import { organizationJsonLd, organizationLogoUrl } from '../document/jsonLd.ts';
import { pathInDefault, pathInLanguage } from '../config/languages/languagePaths.ts';
import type { LanguageSites } from '../config/languages/languageSites.ts';
import type { Shell } from '../site-data/siteData.ts';
import { jobPostingJsonLd } from '../document/jobPostingJsonLd.ts';
import { pageSocial, writeSiteFiles } from '../document/siteFiles.ts';
import { pageAlternates, sitemapPages } from '../document/pageAlternates.ts';
import { cspHash } from './pageScripts.ts';
import { minifyCriticalCss } from './criticalCss.ts';
import { firstScreenOf } from './firstScreen.ts';
import { compactMarkup } from './compactMarkup.ts';
import { inlineHeaderLogos } from './inlineHeaderLogos.ts';
import { arrivesInFirstRoundTrip } from './firstRoundTrip.ts';
import { laterStylesheet } from './laterStylesheet.ts';
import { linkAtOnce, laterStylesTags } from '../app/laterStyles.ts';
import { ENTRIES, isInteractive, VIRTUAL_MODULES } from '../site-data/partialHydration.ts';
import { sectionModulePath } from '../sections/registry.ts';
import type { SiteConfig } from '../../schema/index.ts';
import type { SitePage } from '../../schema/route.ts';
import { pageIndexed, postingOpen } from '../../schema/buildDay.ts';

/** What the prerender uses of the SSR build of src/entry-server.tsx. */
type ServerEntry = Pick<typeof ServerModule, 'render' | 'shells'>;

/** Path that matches no route, rendered once per language (under its prefix) as its 404.html. */
const NOT_FOUND_PROBE = '/__not-found__';

/** A path as the server serves it (`/privacy/index.html`, src/hosting/policy.ts) as a file of the output folder. */
const outputPath = (served: string) => served.replace(/^\//, '');

export interface Prerendered {
  /** The files written, relative to the output folder. */
  files: string[];
  /** CSP hashes of the inline scripts the prerender wrote into the pages: in the order the pages have them: the client entry's, the later stylesheet's link for a #fragment (src/app/laterStyles.ts) and the speculation rules', nothing else. */
  scriptHashes: string[];
}

/**
 * Renders every page of every language to `outDir/<path>/index.html`, and each language's
 * not-found page to its 404.html (the default's at the root, another's under its prefix).
 */
export async function prerender(
  entry: ServerEntry,
  manifest: Manifest,
  outDir: string,
  { media, seo, sites }: { media: SiteMedia; seo: SiteConfig['seo']; sites: LanguageSites },
): Promise<Prerendered> {
  const { languages, pages } = sites;
  const shells = await Promise.all(entry.shells.map(async (load) => (await load()).shell));
  const [defaultShell] = shells as [Shell];
  const factsOf = (shell: Shell) => ({ ...shell, seo });
  const written: string[] = [];
  const write = async (file: string, html: string | Uint8Array) => {
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), html);
    written.push(file);
  };
  // The carrier's photos, logo and fonts as the media pipeline made them.
  for (const [file, bytes] of media.files) await write(file, bytes);
  const { siteUrl } = defaultShell.company;
  const indexed = (route: SitePage) => pageIndexed(route, defaultShell.buildDate);
  const absolute = (path: string) => new URL(path, siteUrl).href;
  // Social image, icons, manifest, sitemap (of the pages search engines may list, with their
  // other languages), robots.txt: all from the config, in its default language.
  const { socialImage, favicon } = await writeSiteFiles(
    factsOf(defaultShell),
    sitemapPages(sites, siteUrl, defaultShell.buildDate),
    write,
    media.logo,
  );
  const logoUrl = organizationLogoUrl(factsOf(defaultShell), media.logo?.organizationLogo);
  const entryScript = await inlineEntry(manifest, outDir);

  // Every page first, for the rules their first screens leave to the later stylesheet.
  const renders = [];
  for (const { route } of pages) {
    const rendered = await entry.render(route.path, { writeCss: minifyCriticalCss, firstScreen: firstScreenOf });
    if (rendered.status !== 200) throw new Error(`Prerendering ${route.path} answered ${rendered.status}`);
    renders.push(rendered);
  }
  const later = laterStylesheet(
    renders.map((rendered) => rendered.laterRules),
    minifyCriticalCss,
  );
  if (later) await write(later.file, later.css);
  const laterHref = later && `/${later.file}`;

  for (const [index, page] of pages.entries()) {
    const { route } = page;
    const rendered = renders[index]!;
    const { shell } = rendered;
    const facts = factsOf(shell);
    // An open posting's page carries its JobPosting; a closed one's none, and asks not to be indexed.
    const postings = route.sections.flatMap((s) =>
      s.type === 'job-posting' && postingOpen(s.posting, shell.buildDate) ? [jobPostingJsonLd(facts, s, logoUrl)] : [],
    );
    const pageDocument = (body: string) =>
      renderDocument({
        lang: shell.lang,
        title: route.title,
        description: route.description,
        ...(indexed(route)
          ? {
              canonical: absolute(route.path),
              alternates: pageAlternates(sites, siteUrl, page),
              social: pageSocial(shell, route, socialImage),
            }
          : { noindex: true }),
        themeColor: shell.theme.colors.dark,
        favicon,
        jsonLd: [organizationJsonLd(facts, media.logo?.organizationLogo), ...postings],
        styles: rendered.styles + (laterHref && rendered.laterRules.length ? laterStylesTags(laterHref) : ''),
        preloads: leadPreloads(media, pathInDefault(route.path, languages[page.language]!)),
        fallbackFaces: media.fonts.fallbacks,
        brandFaces: media.fonts.faces,
        assets: assetTags(manifest, entryScript, rendered.language, {
          index,
          modules: [VIRTUAL_MODULES.firstLoad(index), ...interactiveSectionModules(route)],
        }),
        icons: rendered.icons,
        body: compactMarkup(body),
      });
    await write(outputPath(pageFile(route.path)), withHeaderLogo(pageDocument, rendered.html, media.logo));
  }

  for (const language of languages) {
    // Short, and seen once: all of its rules in <head>.
    const missing = await entry.render(pathInLanguage(NOT_FOUND_PROBE, language), { writeCss: minifyCriticalCss });
    if (missing.status !== 404) throw new Error(`The not-found page answered ${missing.status} instead of 404`);
    const notFoundDocument = (body: string) =>
      renderDocument({
        lang: missing.shell.lang,
        title: missing.shell.notFound.title,
        noindex: true,
        themeColor: missing.shell.theme.colors.dark,
        favicon,
        styles: missing.styles,
        fallbackFaces: media.fonts.fallbacks,
        brandFaces: media.fonts.faces,
        assets: assetTags(manifest, entryScript, missing.language),
        icons: missing.icons,
        body: compactMarkup(body),
      });
    await write(outputPath(notFoundPageOf(language)), withHeaderLogo(notFoundDocument, missing.html, media.logo));
  }
  return {
    files: written,
    scriptHashes: [
      cspHash(entryScript),
      ...(laterHref ? [cspHash(linkAtOnce(laterHref))] : []),
      ...(media.fonts.faces.length ? [cspHash(BRAND_FACES_AT_ONCE)] : []),
      cspHash(SPECULATION_RULES),
    ],
  };
}

/**
 * The document `document` makes of a page's markup `html`, with the header's logo written in
 * (./inlineHeaderLogos.ts), which saves the first screen a request; unless that is what keeps the
 * page from arriving in the first round trip (a detailed logo on a long page: ./firstRoundTrip.ts),
 * where the logo stays a file the browser caches. A page too long either way keeps it written in:
 * its first screen, at its top, comes with its logo, and the rest a round trip later.
 */
function withHeaderLogo(document: (body: string) => string, html: string, logo: SiteMedia['logo']): string {
  const written = document(inlineHeaderLogos(html, logo));
  if (arrivesInFirstRoundTrip(written)) return written;
  const linked = document(html);
  return arrivesInFirstRoundTrip(linked) ? linked : written;
}

/** What a page's first screen draws before anything else: its lead photo, if it has one. */
function leadPreloads(media: SiteMedia, path: string): Preload[] {
  const lead = media.leadImages.get(path);
  const data = lead ? media.pictures[lead] : undefined;
  const first = data && expandPicture(data).sources[0];
  return first ? [{ type: first.type, imagesrcset: first.srcset, imagesizes: IMAGE_LAYOUTS.hero.sizes }] : [];
}

/** The source files of the components that hydrate on the page's first load. */
const interactiveSectionModules = ({ sections }: SitePage) => [
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
  // Its names stay its own, whatever the page's other inline scripts declare.
  return `(()=>{${code}})()`;
}

/**
 * The client entry, with the list of modules the page needs: src/browser/afterFirstScreen.ts, which the
 * entry runs once the first screen is shown, then the hydrating entry, the app and the page's
 * own chunks (its first-load data and the components of its interactive sections), which that
 * module preloads all at once when React is needed, so they neither hold up the first paint nor
 * arrive one after another. It links the web manifest too.
 * `data-page`, the index of the page among those of every language (none on the not-found
 * page), and `data-language`, the index of its language, tell src/browser/hydrate.tsx what it hydrates.
 */
function assetTags(manifest: Manifest, entryCode: string, language: number, page?: { index: number; modules: string[] }): string {
  const modules = new Set<string>();
  const add = (key: string) => {
    const file = manifest[key]?.file;
    if (!file || modules.has(file)) return;
    modules.add(file);
    for (const imported of manifest[key]?.imports ?? []) add(imported);
  };
  for (const module of [ENTRIES.afterFirstScreen, ENTRIES.hydrate, VIRTUAL_MODULES.languageShell(language), ...(page?.modules ?? [])]) {
    const key = Object.keys(manifest).find((k) => k.endsWith(module));
    if (!key)
      throw new Error(
        `${module} is not in the Vite manifest: a section component must live at src/sections/<Name>Section/<Name>Section.tsx`,
      );
    add(key);
  }
  const list = [...modules].map((file) => `/${file}`).join(' ');
  const pageIndex = page ? ` data-page="${page.index}"` : '';
  return `<script type="module" data-modules="${list}"${pageIndex} data-language="${language}" data-manifest="${SITE_FILES.manifest}">${entryCode}</script>`;
}
