import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every file under `root`, as slash-separated paths relative to it, sorted: the one directory walker of the tests. */
export function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Every file below `dir` with its modification time and content hash: compared before and after, what a command left as it was. */
export const snapshot = (dir: string) =>
  listFiles(dir).map((file) => ({
    file,
    mtimeMs: statSync(join(dir, file)).mtimeMs,
    sha256: createHash('sha256')
      .update(readFileSync(join(dir, file)))
      .digest('hex'),
  }));

/** The file of a built site that holds the page at route `path`: `/` is `index.html`, `/privacy` (or `/privacy/`) `privacy/index.html`. */
export function pageFileOf(path: string): string {
  const folder = path.replace(/^\/+|\/+$/g, '');
  return folder === '' ? 'index.html' : `${folder}/index.html`;
}

export interface BuiltPage {
  /** File in the built site, such as `privacy/index.html`. */
  file: string;
  /** URL path the server answers with it (`/privacy`); the not-found page has none. */
  path: string | undefined;
  html: string;
  document: Document;
}

/** Every HTML page of a built site, parsed (no script runs). Needs `// @vitest-environment jsdom` for DOMParser. */
export function builtPages(root: string): BuiltPage[] {
  return listFiles(root)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const html = readFileSync(join(root, file), 'utf8');
      // Each language's not-found page (404.html, es/404.html) is no page of its own.
      const path = /(^|\/)404\.html$/.test(file) ? undefined : `/${file.replace(/(^|\/)index\.html$/, '')}`;
      return { file, path, html, document: new DOMParser().parseFromString(html, 'text/html') };
    });
}

/**
 * The file of `files` the server (src/server/createServer.ts) answers a URL path with, or
 * undefined where it answers 404: a path whose last segment has no dot is a page (pageFileOf),
 * any other names its file; the not-found page is never a page of its own.
 */
export function fileForPath(files: Set<string>, path: string): string | undefined {
  const clean = decodeURIComponent(path);
  const file = /\/[^./]*$/.test(clean) ? pageFileOf(clean) : clean.replace(/^\/+/, '');
  return files.has(file) && !/(^|\/)404\.html$/.test(file) ? file : undefined;
}
