import { relative } from 'node:path';
import type { SiteConfig } from '../../schema/index.ts';
import { sectionModulePath } from '../render/registry.ts';

/** Just the part of rolldown's chunking context this needs. */
interface ChunkingContext {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/**
 * How the browser's code is cut into files (rolldown `codeSplitting` groups):
 * - `app`: everything the entry needs to hydrate any page (React, the router, Emotion, layout);
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

  /** The pages whose data or section components import `id`, directly or through other modules. */
  const pageChunkName = (id: string, ctx: ChunkingContext): string | null => {
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
    if (sorted.length === 0) return null;
    return sorted.length === 1 ? `page-${sorted[0]}` : `pages-${sorted.join('-')}`;
  };

  return [
    // The entry module itself stays in the entry file, which runs it; the rest of what it needs
    // at start travels in `app`.
    { name: 'app', tags: ['$initial' as const], test: (id: string) => !id.endsWith('src/entry-client.tsx'), priority: 2 },
    { name: pageChunkName, debugName: 'pages', priority: 1 },
  ];
}
