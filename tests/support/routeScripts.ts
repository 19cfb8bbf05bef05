import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ON_DEMAND_CHUNKS } from '../../src/vite/pageChunks.ts';

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\s*\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;
/**
 * Chunks that belong to pages (src/vite/pageChunks.ts): page-N, pages-N-M…, and shell-N, a language's, hold
 * page data and section code; first-load-N (page data) and <Name>Section-… (the registry's
 * components) are the entry points into them. A page loads only the ones its HTML preloads.
 */
const PAGE_CHUNK = /^(pages?-[\d-]+|first-load-\d+|shell-\d+|[A-Z]\w*Section)-/;
/** The chunks a page loads only when the visitor does something that needs them (src/vite/pageChunks.ts). */
const ON_DEMAND = new RegExp(`^(${ON_DEMAND_CHUNKS.join('|')})-`);

/**
 * The script files of a visit (src/browser/entry-client.tsx): what loads on its own once the first
 * screen is shown (the first module of the page's list, src/browser/afterFirstScreen.ts), what loads when
 * React is needed (a button used or scrolled near, or the browser idle: the rest of the list and
 * what it imports), and what only loads once the visitor does something that needs it (a scroll).
 */
export interface RouteScripts {
  firstLoad: string[];
  onNeed: string[];
  onDemand: string[];
}

/**
 * Every JavaScript file a visit to the page loads: the modules its inline entry lists and
 * everything they import, statically or lazily, except the page-specific chunks its HTML does not
 * preload; apart, the on-demand chunks and what only they import.
 */
export function routeScripts(root: string, htmlFile: string): RouteScripts {
  const html = readFileSync(join(root, htmlFile), 'utf8');
  // The modules the inline entry and src/browser/afterFirstScreen.ts load (its data-modules).
  const [first, ...initial] = [...html.matchAll(/data-modules="([^"]+)"/g)]
    .flatMap((m) => [...m[1]!.matchAll(/\/assets\/(\S+\.js)/g)])
    .map((m) => m[1]!);
  const ownPages = new Set(initial.filter((f) => PAGE_CHUNK.test(f)));
  const seen = new Set<string>();
  const onDemand: string[] = [];
  const visit = (file: string, lazy: boolean) => {
    if (seen.has(file)) return;
    if (lazy && ON_DEMAND.test(file)) return void onDemand.push(file);
    seen.add(file);
    const code = readFileSync(join(root, 'assets', file), 'utf8');
    for (const m of code.matchAll(STATIC_IMPORT)) visit(m[1]!, false);
    for (const m of code.matchAll(DYNAMIC_IMPORT)) if (!PAGE_CHUNK.test(m[1]!) || ownPages.has(m[1]!)) visit(m[1]!, true);
  };
  if (first) visit(first, false);
  const firstLoad = new Set(seen);
  initial.forEach((file) => visit(file, false));
  const onNeed = new Set([...seen].filter((f) => !firstLoad.has(f)));
  // What an on-demand chunk imports that the first load and React have not already brought.
  for (const file of onDemand) visit(file, false);
  const assets = (files: Iterable<string>) => [...files].map((f) => join('assets', f));
  return {
    firstLoad: assets(firstLoad),
    onNeed: assets(onNeed),
    onDemand: assets([...seen].filter((f) => !firstLoad.has(f) && !onNeed.has(f))),
  };
}
