import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;
/**
 * Chunks that belong to pages (src/vite/pageChunks.ts): page-N, pages-N-M…, and shell-N, a language's, hold
 * page data and section code; first-load-N (page data) and <Name>Section-… (the registry's
 * components) are the entry points into them. A page loads only the ones its HTML preloads.
 */
const PAGE_CHUNK = /^(pages?-[\d-]+|first-load-\d+|shell-\d+|[A-Z]\w*Section)-/;

/**
 * Every JavaScript file a visit to the page loads: the modules its inline entry lists and
 * everything they import, statically or lazily (the animation chunk loads after first paint),
 * except the page-specific chunks its HTML does not preload.
 */
export function routeScripts(root: string, htmlFile: string): string[] {
  const html = readFileSync(join(root, htmlFile), 'utf8');
  // The modules the inline entry preloads after the first paint (its data-modules).
  const initial = [...html.matchAll(/data-modules="([^"]+)"/g)]
    .flatMap((m) => [...m[1]!.matchAll(/\/assets\/(\S+\.js)/g)])
    .map((m) => m[1]!);
  const ownPages = new Set(initial.filter((f) => PAGE_CHUNK.test(f)));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(root, 'assets', file), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) visit(m[1]!);
    for (const m of code.matchAll(DYNAMIC_IMPORT)) if (!PAGE_CHUNK.test(m[1]!) || ownPages.has(m[1]!)) visit(m[1]!);
  };
  initial.forEach(visit);
  return [...seen].map((f) => join('assets', f));
}
