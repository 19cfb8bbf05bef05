import { relative } from 'node:path';
import type { SiteConfig } from '../../schema/index.ts';
import { sectionModulePath } from '../render/registry.ts';

const ANIMATION = /node_modules\/(framer-motion|motion-dom|motion-utils)\/|src\/layout\/motionLazy\.ts$/;
const ENTRIES = /src\/(entry-client|hydrate)\.tsx$/;

/** Just the part of rolldown's chunking context this needs. */
interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * How the browser's code is cut into files (rolldown `codeSplitting` groups):
 * - `entry-client`: the small script of every page, which loads the rest after the first paint;
 * - `hydrate` and `app`: what hydrates any page (React, the router, Emotion, the layout);
 * - `page-N`: page N's data and the code only its sections use, in one file;
 * - `pages-1-2-3`: code the sections of several pages share (the policy renderer).
 * So a page loads one or two files of its own and none of another page's, and the few, larger
 * files compress better than a file per component (measured: 9 KB less Brotli on the home page).
 */
export function chunkGroups(config: SiteConfig) {
  const pagesOfModule = new Map<string, number[]>();
  config.routes.forEach((route, page) => {
    pagesOfModule.set(`virtual:site/page-${page}`, [page]);
    for (const { type } of route.sections) {
      const path = sectionModulePath(type);
      pagesOfModule.set(path, [...new Set([...(pagesOfModule.get(path) ?? []), page])]);
    }
  });
  const own = (id: string) => pagesOfModule.get(id.replace(/^\0/, '')) ?? pagesOfModule.get(relative(process.cwd(), id));

  /**
   * The chunk of `id`: named after the pages whose data or section components import it,
   * directly or through other modules; `app` when no page's own code does.
   */
  const pageChunkName = (id: string, ctx: ChunkingContext): string | null => {
    // The animations load on their own when the browser is idle (src/layout/motion.tsx); the
    // entry modules, whose top level runs, keep chunks of their own.
    if (ANIMATION.test(id) || ENTRIES.test(id)) return null;
    const pages = new Set<number>();
    const seen = new Set([id]);
    const queue = [id];
    while (queue.length) {
      const module = queue.pop()!;
      const found = own(module);
      if (found) {
        found.forEach((p) => pages.add(p));
        continue;
      }
      for (const importer of ctx.getModuleInfo(module)?.importers ?? []) {
        if (!seen.has(importer)) seen.add(importer) && queue.push(importer);
      }
    }
    const sorted = [...pages].sort((a, b) => a - b);
    if (sorted.length === 0) return 'app';
    return sorted.length === 1 ? `page-${sorted[0]}` : `pages-${sorted.join('-')}`;
  };

  return [{ name: pageChunkName, debugName: 'pages' }];
}
