import { relative } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { SiteConfig } from '../../schema/index.ts';
import type { PageData, Shell } from '../site-data/siteData.ts';
import { inspectConfig, type ConfigInspection } from '../config/loadSiteConfig.ts';
import { SiteConfigError } from '../config/problem.ts';
import type { SiteInspection } from '../check/inspectSiteConfig.ts';
import { firstLoadSection, VIRTUAL_MODULES } from '../site-data/partialHydration.ts';
import { shellData } from './shellData.ts';
import { languageSites, type LanguageSites } from '../config/languages/languageSites.ts';
import { siteDates } from './dateTexts.ts';
import { buildDay } from '../config/buildDay.ts';
import { siteMedia, type SiteMedia } from '../media/siteMedia.ts';
import { contentTypeFor } from '../hosting/policy.ts';
import type { DrawingData, Pictures } from '../site-data/media.ts';
import { ASSETS_FOLDER } from '../../schema/primitives.ts';
import { siteFiles, type SiteFiles } from '../document/siteFiles.ts';
import { sitemapPages } from '../document/pageAlternates.ts';

/** The plugin's name, by which the dev render finds its API. */
export const SITE_CONFIG_PLUGIN = 'site-config';

/** What the dev render asks the plugin (`api` of the plugin named SITE_CONFIG_PLUGIN). */
export interface SiteConfigApi {
  /**
   * The config's problems as one error, or undefined while it is valid. A problem is printed
   * and sent to the error overlay once, when it is first found; asking again until the file
   * changes returns the same error without printing it again.
   */
  problem(): Error | undefined;
  /** The carrier's photos, logo and fonts as built for the current config (call once `problem()` is undefined). */
  media(): Promise<SiteMedia>;
  /** The config as it is saved (call once `problem()` is undefined). */
  config(): SiteConfig;
  /** Forgets the config and the pages' data made of it: the next request reads it again (the editor's preview, after each edit). */
  refresh(): void;
  /** The icons, manifest, sitemap, robots.txt and social image as the build writes them (call once `problem()` is undefined). */
  siteFiles(): Promise<SiteFiles>;
}

/** A config its caller validated and the media it made of it (the build's, src/prerender/buildSite.ts). */
export type Validated = Pick<SiteInspection, 'config' | 'site' | 'media'>;

const SHELL = VIRTUAL_MODULES.shell;
const LANGUAGE_SHELL = VIRTUAL_MODULES.languageShellPrefix;
const PICTURES = VIRTUAL_MODULES.pictures;
const DATES = VIRTUAL_MODULES.dates;
const PAGES_IN_FULL = VIRTUAL_MODULES.pagesInFull;
// The id's last segment names the chunk: first-load-0.js… (budgets tell pages apart by it).
const FIRST_LOAD = VIRTUAL_MODULES.firstLoadPrefix;

/**
 * Serves the validated config to the app as `virtual:site/shell` (shared data and a lazy
 * loader per page), `virtual:site/first-load-N` (what hydrating page N's prerendered HTML
 * needs: its interactive sections; the others are `{ type, kept: true }`) and, to the server
 * render, `virtual:site/pages-in-full`. The browser gets plain
 * JSON: zod and yaml stay on the build side. A config problem fails the build; in dev it
 * shows in the error overlay and clears on the next good save. `day` is the build day
 * (schema/buildDay.ts), the shell's buildDate: the pages show the postings open on it.
 * `validated`: the config and media the build made, served as they are (never read again).
 * `draft`: the config as the editor holds it, unsaved (src/editor/server/previewSite.ts), inspected on
 * the same build day, read instead of the file until `refresh()`.
 */
export function siteConfigPlugin(file: string, day = buildDay(), validated?: Validated, draft?: () => ConfigInspection): Plugin {
  let cached: ConfigInspection | undefined;
  // Made once per config: the server render and the browser bundle must agree on the build date.
  let cachedShells: Promise<Shell[]> | undefined;
  let cachedSites: LanguageSites | undefined;
  let cachedFiles: Promise<SiteFiles> | undefined;
  let serving = false;
  let server: ViteDevServer | undefined;
  // The problem last reported, until the file changes.
  let reported: SiteConfigError | undefined;
  const inspection = () => (cached ??= draft ? draft() : inspectConfig(file, { buildDay: day }));
  const config = () => validated?.config ?? inspection().config;
  const sites = () => (cachedSites ??= languageSites(validated ?? inspection()));
  const shells = () =>
    (cachedShells ??= media().then(({ pictures }) => {
      const logos = logoPictures(config(), pictures);
      return sites().sites.map((site) => shellData(site, logos, day));
    }));
  const media = async () => validated?.media ?? siteMedia(inspection(), file);
  // Made once per config, by the first page (its favicon) or the first request for one of them.
  const files = () =>
    (cachedFiles ??= Promise.all([shells(), media()]).then(([languageShells, { logo }]) => {
      // From the config in its default language, as the build writes them (src/prerender/prerender.ts).
      const [shell] = languageShells as [Shell];
      return siteFiles({ ...shell, seo: config().seo }, sitemapPages(sites(), shell.company.siteUrl, shell.buildDate), logo);
    }));
  const problem = (): SiteConfigError | undefined => {
    if (reported) return reported;
    try {
      config();
      return undefined;
    } catch (error) {
      // Only the config's problems are shown and waited out; anything else is a bug, and thrown.
      if (!(error instanceof SiteConfigError)) throw error;
      reported = error;
      if (server) reportToOverlay(server, reported);
      return reported;
    }
  };

  const refresh = () => {
    cached = undefined;
    cachedSites = undefined;
    cachedShells = undefined;
    cachedFiles = undefined;
    reported = undefined;
    // Good or bad, the pages' data is stale: a page loaded from now on renders the new config
    // or, while it is broken, its problems.
    for (const environment of Object.values(server?.environments ?? {})) {
      for (const mod of environment.moduleGraph.idToModuleMap.values()) {
        if (mod.id?.startsWith(`\0${VIRTUAL_MODULES.prefix}`)) environment.moduleGraph.invalidateModule(mod);
      }
    }
  };

  return {
    name: SITE_CONFIG_PLUGIN,
    api: { problem, media: media, config, refresh, siteFiles: files } satisfies SiteConfigApi,
    config(_, { command }) {
      // The site's features as build-time constants, so that the bundler drops the code of those
      // the config does not use (the logo's, the address's, in the header and footer of every page). The dev
      // server decides at run time, from the config as it is saved.
      const building = command === 'build';
      const { company } = building ? config() : { company: undefined };
      const hasLogo = !company || Boolean(company.logo ?? company.logoOnDark);
      const hasAddress = !company || Boolean(company.address ?? company.hours);
      return { define: { __SITE_HAS_LOGO__: JSON.stringify(hasLogo), __SITE_HAS_ADDRESS__: JSON.stringify(hasAddress) } };
    },
    configResolved(resolved) {
      serving = resolved.command === 'serve';
    },
    buildStart() {
      this.addWatchFile(file);
      // A build stops at a config problem. `npm run dev` starts anyway: the problem shows in the
      // error overlay of every page until the file is fixed.
      if (!serving) config();
    },
    resolveId(id) {
      if (
        id === SHELL ||
        id === PICTURES ||
        id === DATES ||
        id === PAGES_IN_FULL ||
        id.startsWith(FIRST_LOAD) ||
        id.startsWith(LANGUAGE_SHELL)
      )
        return `\0${id}`;
    },
    async load(id) {
      if (id === `\0${SHELL}`) {
        const { languages, pages } = sites();
        const loaders = languages.map((_, i) => `() => import(${json(LANGUAGE_SHELL + i)})`);
        const entries = pages.map(
          ({ route, language }, i) =>
            `{ path: ${json(route.path)}, language: ${language}, firstLoad: () => import(${json(FIRST_LOAD + i)}) }`,
        );
        return `export const shells = [${loaders.join(', ')}];\nexport const pages = [\n  ${entries.join(',\n  ')}\n];\n`;
      }
      if (id.startsWith(`\0${LANGUAGE_SHELL}`)) {
        const shell = (await shells())[Number(id.slice(LANGUAGE_SHELL.length + 1))];
        if (!shell) throw new Error(`No language for ${id}`);
        return `export const shell = ${json(shell)};\n`;
      }
      if (id === `\0${DATES}`) {
        const [{ buildDate }] = (await shells()) as [Shell];
        const dates = Object.fromEntries(sites().sites.map((site) => [site.lang, siteDates(site, buildDate)]));
        return `export const dates = ${json(dates)};\n`;
      }
      if (id === `\0${PICTURES}`) {
        const { pictures } = await media();
        const logos = logoPictures(config(), pictures);
        return `export const pictures = ${json(Object.fromEntries(Object.entries(pictures).filter(([src]) => !(src in logos))))};\n`;
      }
      if (id === `\0${PAGES_IN_FULL}`) {
        const pages: PageData[] = sites().pages.map(({ route: { path, title, description, sections }, language }) => ({
          path,
          title,
          description,
          language,
          sections,
        }));
        return `export const pagesInFull = ${json(pages)};\n`;
      }
      if (id.startsWith(`\0${FIRST_LOAD}`)) {
        const route = sites().pages[Number(id.slice(FIRST_LOAD.length + 1))]?.route;
        if (!route) throw new Error(`No route for ${id}`);
        const sections = route.sections.map(firstLoadSection);
        return `export const sections = ${json(sections)};\n`;
      }
    },
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.add(file);
      // Editors save in steps (truncate then write, or write a temp file and rename it): act once
      // the file has been quiet for a moment, so a half-written file is never reported.
      let settle: ReturnType<typeof setTimeout> | undefined;
      const changed = (path: string) => {
        if (path !== file) return;
        clearTimeout(settle);
        settle = setTimeout(reload, 80);
      };
      const reload = () => {
        refresh();
        if (problem()) return;
        devServer.config.logger.info(`${relative(process.cwd(), file)} changed: reloading the page`, { timestamp: true });
        devServer.ws.send({ type: 'full-reload' });
      };
      // The files the media pipeline made (photos, logo, fonts), which the build writes under
      // assets/, and those it writes at the root from the config (src/document/siteFiles.ts: the icons the
      // pages link to, the manifest, the sitemap): answered as the built site answers them.
      devServer.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://dev').pathname.slice(1);
        const made = path.startsWith(`${ASSETS_FOLDER}/`)
          ? () => media().then(({ files }) => files.get(path))
          : SITE_FILE.test(path)
            ? () => files().then(({ files }) => files.get(path))
            : undefined;
        if (!made || problem()) return next();
        made().then((content) => {
          if (content === undefined) return next();
          res.setHeader('Content-Type', contentTypeFor(path));
          res.end(content);
        }, next);
      });
      devServer.watcher.on('change', changed);
      devServer.watcher.on('add', changed);
    },
  };
}

/**
 * Prints the problem (as `npm run check` does) and shows it in the error overlay of the open
 * pages. Logged with the error itself, so that the dev server's logger prints it no second time
 * when a page request meets it (devServerRender.ts).
 */
function reportToOverlay(server: ViteDevServer, error: SiteConfigError) {
  const { message } = error;
  server.config.logger.error(message, { error });
  server.ws.send({ type: 'error', err: { message, stack: '', plugin: SITE_CONFIG_PLUGIN } });
}

const json = (value: unknown) => JSON.stringify(value);

/** A file at the site's root (`icon-192.png`, `sitemap.xml`): never a page, whose paths have no extension, nor one of Vite's. */
const SITE_FILE = /^[\w-]+(\.[\w-]+)+$/;

/**
 * The logo's pictures, which every page's header and footer draw: they go in the shell. The
 * photos go in virtual:site/pictures, which only the sections that show them import, so a page
 * loads them with those sections (on a first visit, not at all: such sections stay as prerendered).
 */
function logoPictures({ company }: SiteConfig, pictures: Pictures): Record<string, DrawingData> {
  const logos = [company.logo, company.logoOnDark].flatMap((src) =>
    src && pictures[src] && 'src' in pictures[src] ? [[src, pictures[src]]] : [],
  );
  return Object.fromEntries(logos) as Record<string, DrawingData>;
}
