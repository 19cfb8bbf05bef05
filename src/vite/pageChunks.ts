import { relative } from 'node:path';
import type { SectionType, SiteConfig } from '../../schema/index.ts';
import { hydratesOnFirstLoad, isInteractive, VIRTUAL_MODULES } from '../site-data/partialHydration.ts';
import { sectionModulePath } from '../render/registry.ts';

const ANIMATION = /node_modules\/(framer-motion|motion-dom|motion-utils)\/|src\/ui\/motionLazy\.ts$/;
const ENTRIES = /src\/(entry-client|hydrate)\.tsx$/;
/** The libraries of the app shell: every page runs them, whichever section imports them too. */
const SHELL_LIBRARIES = /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@emotion\/[^/]+)\//;

/** Just the part of rolldown's chunking context this needs. */
interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** The pages that need a module when they are first loaded, and when navigated to in the app. */
interface Owners {
  firstLoad: Set<number>;
  navigation: Set<number>;
}

/**
 * How the browser's code is cut into files (rolldown `codeSplitting` groups):
 * - `entry-client`: the small script of every page, which loads the rest after the first paint;
 * - `hydrate` and `app`: what hydrates any page (React, the router, Emotion, the layout);
 * - `page-N`: what hydrating page N's prerendered HTML needs: its first-load data and the code
 *   of its interactive sections (src/site-data/partialHydration.ts);
 * - `page-N-later`: the rest of page N (all its data, its other sections' code), loaded only
 *   by a client-side navigation to it;
 * - `pages-1-2-3`, `pages-1-2-later`: the same for code that several pages share.
 * So a first visit loads one or two files of its page's own and nothing of another page's, and
 * the few, larger files compress better than a file per component (measured: 9 KB less Brotli
 * on the home page).
 */
export function chunkGroups(config: SiteConfig) {
  const ownersOfModule = new Map<string, Owners>();
  const own = (id: string, page: number, role: keyof Owners) => {
    const owners = ownersOfModule.get(id) ?? { firstLoad: new Set(), navigation: new Set() };
    owners[role].add(page);
    ownersOfModule.set(id, owners);
  };
  config.routes.forEach((route, page) => {
    own(VIRTUAL_MODULES.firstLoad(page), page, 'firstLoad');
    own(VIRTUAL_MODULES.page(page), page, 'navigation');
    for (const { type } of route.sections) own(sectionModulePath(type), page, isInteractive(type) ? 'firstLoad' : 'navigation');
  });
  const ownersOf = (id: string) => ownersOfModule.get(id.replace(/^\0/, '')) ?? ownersOfModule.get(relative(process.cwd(), id));
  // The components of the section types this config does not use: the registry still imports
  // them (lazily), but no page ever loads them, so neither they nor what only they import may
  // go into the app chunk every page loads.
  const used = new Set(config.routes.flatMap((route) => route.sections.map((s) => s.type)));
  const unusedSections = new Set(
    (Object.keys(hydratesOnFirstLoad) as SectionType[]).filter((type) => !used.has(type)).map(sectionModulePath),
  );
  const name = (pages: Set<number>) => {
    const sorted = [...pages].sort((a, b) => a - b);
    return sorted.length === 1 ? `page-${sorted[0]}` : `pages-${sorted.join('-')}`;
  };

  /**
   * The chunk of `id`: named after the pages whose data or section components import it,
   * directly or through other modules, first load winning over navigation; none (rolldown's own
   * chunks) when only sections no page shows import it; `app` when no page's own code does.
   */
  const pageChunkName = (id: string, ctx: ChunkingContext): string | null => {
    // The animations load on their own when the browser is idle (src/ui/motion.tsx); the
    // entry modules, whose top level runs, keep chunks of their own.
    if (ANIMATION.test(id) || ENTRIES.test(id)) return null;
    if (SHELL_LIBRARIES.test(id)) return 'app';
    const found: Owners = { firstLoad: new Set(), navigation: new Set() };
    let inApp = false;
    let inUnusedSection = false;
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length) {
      const module = queue.pop()!;
      const owners = ownersOf(module);
      if (owners) {
        owners.firstLoad.forEach((p) => found.firstLoad.add(p));
        owners.navigation.forEach((p) => found.navigation.add(p));
        continue;
      }
      if (unusedSections.has(relative(process.cwd(), module))) {
        inUnusedSection = true;
        continue;
      }
      if (ENTRIES.test(module)) inApp = true;
      for (const importer of ctx.getModuleInfo(module)?.importers ?? []) {
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
      }
    }
    if (found.firstLoad.size) return name(found.firstLoad);
    if (found.navigation.size) return `${name(found.navigation)}-later`;
    // Code of section types no page shows, and only that: left to rolldown, out of every page's way.
    if (inUnusedSection && !inApp) return null;
    return 'app';
  };

  // Rolldown puts a captured module's imports in its chunk too, first captured first served: a
  // module that both a first load and a later navigation use (the FAQ's and the policies'
  // inline text) must be captured with the first load, or every first load would fetch the later
  // chunk for it. So what first loads need is captured first (the higher priority).
  const firstLoadChunkName = (id: string, ctx: ChunkingContext) => {
    const chunk = pageChunkName(id, ctx);
    return chunk?.endsWith('-later') ? null : chunk;
  };
  return [
    { name: firstLoadChunkName, priority: 2, debugName: 'first loads' },
    { name: pageChunkName, priority: 1, debugName: 'later' },
  ];
}
