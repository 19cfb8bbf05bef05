import { randomBytes } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import { closingPostings, configFingerprint, sourcesSha256, writeBuildRecord, type BuildRecord } from '../hosting/buildRecord.ts';
import { buildDay, parseBuildDay } from '../config/buildDay.ts';
import { notFoundPageOf, servingPolicy } from '../hosting/policy.ts';
import { prepareServing } from './hostConfigs.ts';
import { chunkGroups } from '../vite/pageChunks.ts';
import { languageSites } from '../config/languages/languageSites.ts';
import { checkPageScripts } from './pageScripts.ts';
import { prerender } from './prerender.ts';
import { firstRoundTripWarnings } from './firstRoundTrip.ts';
import { viteOptions } from '../vite/viteOptions.ts';
import { formatFinding, UsageError, type Finding } from '../config/problem.ts';
import { inspectSiteConfig, type SiteInspection } from '../check/inspectSiteConfig.ts';
import { ENTRIES } from '../site-data/partialHydration.ts';

export interface BuildOptions {
  configFile: string;
  outDir: string;
  /** The build day, YYYY-MM-DD (schema/buildDay.ts); src/config/buildDay.ts takes it (today, or BUILD_DAY) unless given. */
  buildDay?: string;
  /** Where each warning goes, of the config and of the pages built: printed on stderr unless given (`npm run build` also annotates it in CI). */
  warn?: (finding: Finding) => void;
}

const printWarning = (finding: Finding) => console.warn(formatFinding(finding));

/**
 * Validate the config, build the client, prerender every route, check that the pages run no
 * script the build did not write, write the host configs and the build record, then warn of each
 * page too long to arrive in a connection's first round trip (./firstRoundTrip.ts). All of it goes
 * into a new folder beside `outDir`, which replaces `outDir` only once everything succeeded: a
 * failed build leaves the previous output exactly as it was. Returns the prerendered files.
 */
export async function buildSite({ configFile, outDir, buildDay: given, warn = printWarning }: BuildOptions): Promise<string[]> {
  const day = given === undefined ? buildDay() : parseBuildDay(given, 'buildDay');
  // Fails before Vite starts, with every problem listed; every photo, logo and font decoded and
  // encoded (or taken from the cache) before Vite starts too. Validated here once: Vite's plugin
  // and the prerender are handed this config and media rather than reading the file again.
  const site = await inspectSiteConfig(configFile, { buildDay: day });
  const { config } = site;
  for (const finding of site.findings) if (finding.severity === 'warning') warn(finding);
  // What the build is made from, read before Vite reads anything: an edit during the build
  // makes the record older than the files, so `npm start` rebuilds rather than trusting it.
  const madeFrom: MadeFrom = {
    config: configFingerprint(configFile, config),
    sourcesSha256: sourcesSha256(),
    buildDay: day,
    postings: closingPostings(config),
  };

  const out = existsSync(outDir) ? realpathSync(outDir) : resolve(outDir);
  const cwd = process.cwd();
  if (cwd === out || cwd.startsWith(out + sep))
    throw new UsageError(`The output folder ${outDir} holds the project itself: write the site to a folder of its own, such as dist`);
  const parent = dirname(out);
  const createdParent = await mkdir(parent, { recursive: true });
  // Beside outDir, so that the finished build is renamed into place (same file system).
  const work = join(parent, `.${basename(out)}-build-${randomBytes(6).toString('hex')}`);
  await mkdir(work);
  try {
    if (existsSync(out)) await chmod(work, (await stat(out)).mode & 0o7777);
    const files = await buildInto(work, configFile, site, madeFrom, warn);
    await replace(out, work);
    return files;
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    if (createdParent) await rm(createdParent, { recursive: true, force: true });
    throw error;
  }
}

/** Renames `next` to `out`, the previous `out` (if any) out of the way first, then removes the previous one. */
async function replace(out: string, next: string) {
  if (!existsSync(out)) return rename(next, out);
  const previous = join(dirname(out), `.${basename(out)}-old-${randomBytes(6).toString('hex')}`);
  await rename(out, previous);
  try {
    await rename(next, out);
  } catch (error) {
    await rename(previous, out);
    throw error;
  }
  await rm(previous, { recursive: true, force: true });
}

/** What the build record says a build was made from (src/hosting/buildRecord.ts). */
type MadeFrom = Omit<BuildRecord, 'scriptHashes' | 'policy'>;

async function buildInto(
  out: string,
  configFile: string,
  site: SiteInspection,
  madeFrom: MadeFrom,
  warn: (finding: Finding) => void,
): Promise<string[]> {
  const { config, media } = site;
  const sites = languageSites(site);
  const options = viteOptions(configFile, madeFrom.buildDay, site);
  // The browser gets React's and the JSX runtime's production builds even when NODE_ENV says
  // otherwise (vitest sets "test"), so tests exercise what visitors get.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      ...options,
      build: {
        ...options.build,
        outDir: out,
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          // The page's script, and the module that hydrates it once the page has painted.
          input: [ENTRIES.client, ENTRIES.afterFirstScreen, ENTRIES.hydrate],
          output: { codeSplitting: { groups: chunkGroups(sites) } },
          // Emotion imports these CommonJS modules for withTheme, which the site never uses;
          // CommonJS counts as having side effects unless told otherwise (1 KB for every visit).
          // The logo's components only define things: a site without a logo drops them (0.6 KB).
          // So do the print styles, which only the server renders (with the global styles:
          // src/app/Providers.tsx); their css`` call would otherwise stay in every page (0.3 KB);
          // and the parts of the layout (the footer's among them) and the not-found page's
          // message, which the browser keeps as prerendered (src/ui/islands/KeptElement.tsx).
          treeshake: {
            moduleSideEffects: (id: string) =>
              !/node_modules\/(hoist-non-react-statics|react-is)\/|\/src\/(layout\/(BrandLogo|SkipLink|FloatingButtons|LanguageSwitch|FooterParts)\.tsx|theme\/printStyles\.ts|pages\/NotFoundMessage\.tsx)$/.test(
                id,
              ),
          },
        },
      },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }

  // The server bundle lives under node_modules so its bare imports resolve; it is thrown away after.
  const cacheDir = resolve('node_modules/.cache');
  await mkdir(cacheDir, { recursive: true });
  const serverDir = await mkdtemp(join(cacheDir, 'prerender-'));
  let rendered: Awaited<ReturnType<typeof prerender>>;
  try {
    await build({
      ...options,
      build: { ...options.build, outDir: serverDir, ssr: 'src/entry-server.tsx', emptyOutDir: true },
    });
    const entry = (await import(pathToFileURL(join(serverDir, 'entry-server.js')).href)) as Parameters<typeof prerender>[0];
    const manifest = JSON.parse(await readFile(join(out, '.vite/manifest.json'), 'utf8')) as Manifest;
    rendered = await prerender(entry, manifest, out, { media, seo: config.seo, sites });
  } finally {
    await rm(serverDir, { recursive: true, force: true });
    await rm(join(out, '.vite'), { recursive: true, force: true });
  }
  const { files, scriptHashes } = rendered;
  // script-src allows exactly the scripts the prerender wrote: no page may run anything else.
  await checkPageScripts(
    out,
    sites.pages.map(({ route }) => route.path),
    sites.languages.map(notFoundPageOf),
    scriptHashes,
  );
  const policy = servingPolicy(
    {
      ...config,
      routes: sites.pages.map(({ route }) => route),
      languagePrefixes: sites.languages.flatMap((l) => (l.prefix ? [l.prefix] : [])),
    },
    scriptHashes,
  );
  // Last, once every file is written: .br/.gz copies of the text files, the host configs, the record.
  await prepareServing(out, policy, madeFrom.config.path);
  await writeBuildRecord(out, { ...madeFrom, scriptHashes, policy });
  // Said once the pages are as served: how long each one is, compressed, is the carrier's words.
  for (const finding of site.place(await firstRoundTripWarnings(out, config, sites), 'warning')) warn(finding);
  return files;
}
