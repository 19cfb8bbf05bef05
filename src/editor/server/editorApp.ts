import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Rolldown } from 'vite';
import { contentTypeFor } from '../../hosting/policy.ts';

/**
 * The editor's page (src/editor/app/): its own Vite entry, built apart from the site, so that
 * nothing of it can reach a visitor's page; with it, the hosted editor's sign-in and invitation
 * pages (src/editor/app/signIn/). `npm run edit` builds them once into
 * node_modules/.cache/carrier-editor/<checkout> and serves it from there; the next start reuses
 * that build while every source file it was built from (and the lockfile, for the packages) is
 * unchanged.
 */

/** Where the editor's page lives on the editor's server: its HTML at `/`, its files under /editor/. */
export const EDITOR_FILES_PREFIX = '/editor/';

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

const SOURCE = fileURLToPath(new URL('../app/', import.meta.url));
// A folder of each checkout's own: git worktrees that share one node_modules (a symlink) would
// otherwise take each other's build for theirs, its manifest naming the other's unchanged
// sources, and serve the other's page (measured: a worktree's edits never reached its editor).
const CACHE = resolve('node_modules/.cache/carrier-editor', sha256(SOURCE).slice(0, 12));
const MANIFEST = 'built-from.json';

/** The pages open to anyone in the hosted editor, each an HTML file of src/editor/app/signIn/. */
const OPEN_PAGES = { 'sign-in': 'signIn/signIn.html', invitation: 'signIn/invitation.html' } as const;

export interface EditorApp {
  /** The page's HTML. */
  html: string;
  /** A file of the page (`/editor/…`): its bytes and type, or undefined. */
  file(path: string): { bytes: Buffer; type: string } | undefined;
  /** The HTML of a page open to anyone (hosted). */
  page(name: keyof typeof OPEN_PAGES): string;
  /** Whether `path` is a file that an open page loads (its scripts, styles and what they import), which the hosted editor serves to anyone. */
  isOpen(path: string): boolean;
}

/** The editor's page, built now unless the last build is of the same sources. */
export async function editorApp(): Promise<EditorApp> {
  if (!isCurrent()) await buildApp();
  const files = new Map<string, Buffer>();
  for (const path of filesUnder(CACHE))
    if (!path.endsWith(MANIFEST)) files.set(`${EDITOR_FILES_PREFIX}${relative(CACHE, path).split(sep).join('/')}`, readFileSync(path));
  const html = files.get(`${EDITOR_FILES_PREFIX}index.html`)!.toString('utf8');
  const pages = Object.values(OPEN_PAGES).map((page) => `${EDITOR_FILES_PREFIX}${page}`);
  const open = loadedBy(pages, files);
  return {
    html,
    file(path) {
      const bytes = path.endsWith('.html') ? undefined : files.get(path);
      return bytes && { bytes, type: contentTypeFor(path) };
    },
    page: (name) => files.get(`${EDITOR_FILES_PREFIX}${OPEN_PAGES[name]}`)!.toString('utf8'),
    isOpen: (path) => open.has(path),
  };
}

/**
 * The files `pages` load, and what those import, followed through the built files' own
 * references (`src="/editor/…"`, `href="/editor/…"`, and a module's `from "./…"` or `import("./…")`).
 */
function loadedBy(pages: string[], files: Map<string, Buffer>): Set<string> {
  const found = new Set<string>();
  const queue = [...pages];
  while (queue.length) {
    const path = queue.pop()!;
    const text = files.get(path)?.toString('utf8') ?? '';
    const absolute = [...text.matchAll(/(?:src|href)="(\/editor\/[^"]+)"/g)].map((match) => match[1]!);
    const relative = path.endsWith('.js')
      ? [...text.matchAll(/(?:from|import)\s*\(?\s*["'](\.\.?\/[^"']+)["']/g)].map(
          (match) => new URL(match[1]!, `http://x${path}`).pathname,
        )
      : [];
    for (const next of [...absolute, ...relative])
      if (files.has(next) && !found.has(next) && !next.endsWith('.html')) {
        found.add(next);
        queue.push(next);
      }
  }
  return found;
}

/** Whether the built page in the cache was built from the sources as they are now. */
function isCurrent(): boolean {
  const manifest = join(CACHE, MANIFEST);
  if (!existsSync(manifest)) return false;
  const built = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  return Object.entries(built).every(([file, hash]) => existsSync(file) && sha256(readFileSync(file)) === hash);
}

async function buildApp() {
  rmSync(CACHE, { recursive: true, force: true });
  // React's production build, whatever NODE_ENV this process runs with (vitest's is `test`):
  // Vite and its React plugin read it once, as the build starts.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const output = (await build({
    configFile: false,
    mode: 'production',
    root: SOURCE,
    base: EDITOR_FILES_PREFIX,
    plugins: [react()],
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir: CACHE,
      emptyOutDir: true,
      assetsDir: '',
      target: 'es2022',
      // The page's modules are loaded by its own <script type="module">: no preload helper, no inline script.
      modulePreload: false,
      // One file of about 500 kB (React, RJSF), read from this computer: `npm run bench:editor` measures its load.
      chunkSizeWarningLimit: 1000,
      rollupOptions: { input: [join(SOURCE, 'index.html'), ...Object.values(OPEN_PAGES).map((page) => join(SOURCE, page))] },
    },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  })) as Rolldown.RolldownOutput;
  // The index.html goes at the root of the cache (Vite writes it where its root puts it).
  // This file too: its build options make the page as much as the sources do.
  const sources = new Set<string>([resolve('package-lock.json'), fileURLToPath(import.meta.url), ...filesUnder(SOURCE)]);
  for (const chunk of output.output) {
    if (chunk.type !== 'chunk') continue;
    for (const id of chunk.moduleIds) if (!id.includes('/node_modules/') && !id.startsWith('\0') && existsSync(id)) sources.add(id);
  }
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(join(CACHE, MANIFEST), JSON.stringify(Object.fromEntries([...sources].map((file) => [file, sha256(readFileSync(file))]))));
}

/** Every file below `dir`. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
