import { relative } from 'node:path';
import type { SectionType } from '../../schema/index.ts';
import type { LanguageSites } from '../config/languages/languageSites.ts';
import { ENTRIES, hydratesOnFirstLoad, isInteractive, VIRTUAL_MODULES } from '../site-data/partialHydration.ts';
import { sectionModulePath } from '../sections/registry.ts';

/** The modules of the on-demand chunks (ON_DEMAND_CHUNKS) and the libraries only they import. */
const ON_DEMAND = /node_modules\/(@emotion\/cache|stylis)\/|src\/app\/styleCompiler\.ts$/;
/** Whether a module is one of the build's entries (rolldown names modules by absolute path). */
const isEntry = (id: string) => Object.values(ENTRIES).some((entry) => id.endsWith(entry));
/** Whether it is the entry that brings React and the app; the other two run before the visitor acts, without them. */
const isAppEntry = (id: string) => id.endsWith(ENTRIES.hydrate);
const LANGUAGE_SHELL = new RegExp(`^\\0${VIRTUAL_MODULES.languageShellPrefix}(\\d+)$`);
/** The libraries of the app shell: every page runs them, whichever section imports them too. */
const SHELL_LIBRARIES = /node_modules\/(react|react-dom|scheduler|@emotion\/[^/]+)\//;

/**
 * The chunks that a page loads only when the visitor does something that needs them, never on a
 * first load that only reads, by the module that starts each (rolldown names a lazily imported
 * module's chunk after it): Emotion's style compiler, for a style the page was not prerendered
 * with (src/app/browserStyleCache.ts). The budgets count them apart (tests/budget.test.ts).
 */
export const ON_DEMAND_CHUNKS = ['styleCompiler'] as const;

/** Just the part of rolldown's chunking context this needs. */
interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * How the browser's code is cut into files (rolldown `codeSplitting` groups):
 * - `entry-client`: the small script of every page, which loads the rest after the first paint;
 * - `hydrate` and `app`: what hydrates any page (React, Emotion, the layout);
 * - `shell-N`: language N's shared data (its texts, the company, the theme);
 * - `first-load-N`: page N's first-load data (src/site-data/partialHydration.ts);
 * - `page-N`: the code of the interactive sections page N alone shows;
 * - `pages-1-2-3`: the same for code that several pages share;
 * - `afterFirstScreen`: what the page does before the visitor acts, without React (src/browser/),
 *   the entrance animations' library with it;
 * - `styleCompiler`: Emotion's style compiler, which loads on its own (ON_DEMAND_CHUNKS).
 * So a first visit loads one or two files of its page's own and nothing of another page's, and
 * the few, larger files compress better than a file per component (measured: 9 KB less Brotli
 * on the home page).
 */
export function chunkGroups({ pages }: Pick<LanguageSites, 'pages'>) {
  const multilingual = pages.some((page) => page.language > 0);
  const pagesOfModule = new Map<string, Set<number>>();
  const own = (id: string, page: number) => pagesOfModule.set(id, (pagesOfModule.get(id) ?? new Set()).add(page));
  pages.forEach(({ route }, page) => {
    for (const { type } of route.sections) if (isInteractive(type)) own(sectionModulePath(type), page);
  });
  const pagesOf = (id: string) => pagesOfModule.get(id.replace(/^\0/, '')) ?? pagesOfModule.get(relative(process.cwd(), id));
  // The components of the hydrating section types this config does not use: the browser's
  // registry still imports them (lazily), but no page ever loads them, so neither they nor what
  // only they import may go into the app chunk every page loads.
  const used = new Set(pages.flatMap(({ route }) => route.sections.map((s) => s.type)));
  const unusedSections = new Set(
    (Object.keys(hydratesOnFirstLoad) as SectionType[]).filter((type) => isInteractive(type) && !used.has(type)).map(sectionModulePath),
  );
  const name = (pages: Set<number>) => {
    const sorted = [...pages].sort((a, b) => a - b);
    return sorted.length === 1 ? `page-${sorted[0]}` : `pages-${sorted.join('-')}`;
  };

  /**
   * The chunk of `id`: named after the pages whose section components import it,
   * directly or through other modules; none (rolldown's own chunks) when only sections no page
   * shows import it; `app` when no page's own code does.
   */
  const pageChunkName = (id: string, ctx: ChunkingContext): string | null => {
    // What loads on demand loads on its own (the animations, the style compiler); the entry
    // modules, whose top level runs, keep chunks of their own.
    if (ON_DEMAND.test(id) || isEntry(id)) return null;
    // Each language's shell is a chunk of its own, which only that language's pages load; the
    // shell of a site in one language is part of the app (one file fewer, compressed with it).
    // Each page's first-load data is one too. Both are left to rolldown, which names each
    // after its module (shell-N, first-load-N): put in a named group, the module a page imports
    // lazily needed a forwarding file of its own besides (rolldown/rolldown#9729), 0.05 KB each.
    const language = id.match(LANGUAGE_SHELL)?.[1];
    if (language !== undefined) return multilingual ? null : 'app';
    if (id.startsWith(`\0${VIRTUAL_MODULES.firstLoadPrefix}`)) return null;
    if (SHELL_LIBRARIES.test(id)) return 'app';
    const found = new Set<number>();
    let inApp = false;
    let inFirstLoad = false;
    let inUnusedSection = false;
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length) {
      const module = queue.pop()!;
      const pages = pagesOf(module);
      if (pages) {
        pages.forEach((p) => found.add(p));
        continue;
      }
      if (unusedSections.has(relative(process.cwd(), module))) {
        inUnusedSection = true;
        continue;
      }
      if (isAppEntry(module)) inApp = true;
      else if (isEntry(module)) inFirstLoad = true;
      for (const importer of ctx.getModuleInfo(module)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    if (found.size) return name(found);
    if (inApp) return 'app';
    // Code of section types no page shows, and only that, is left to rolldown, out of every page's
    // way; so is the code only the first-load script runs (src/browser/afterFirstScreen.ts), which
    // rolldown puts in its chunk.
    if (inUnusedSection || inFirstLoad) return null;
    return 'app';
  };

  return [{ name: pageChunkName, debugName: 'pages' }];
}
