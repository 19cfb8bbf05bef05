import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_FOUND_PAGE, pageFile } from './policy.ts';

/** Inline <script> elements the browser runs (no src; JSON-LD and other data blocks are not run). */
const EXECUTABLE_INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*\stype="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/gi;

/** The executable inline scripts of an HTML document. */
export const inlineScriptsOf = (html: string): string[] => [...html.matchAll(EXECUTABLE_INLINE_SCRIPT)].map((m) => m[1]!);

/** A script's CSP source: 'sha256-…' without the quotes. */
export const cspHash = (script: string) => `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;

/**
 * The CSP hashes of every executable inline script in the built site's pages (each route's
 * index.html and the 404 page), each once: what the CSP's script-src allows besides 'self'.
 */
export function builtInlineScriptHashes(root: string, pages: readonly string[]): string[] {
  const files = [...pages.map(pageFile), NOT_FOUND_PAGE].map((file) => join(root, file));
  const hashes = files.filter((file) => existsSync(file)).flatMap((file) => inlineScriptsOf(readFileSync(file, 'utf8')).map(cspHash));
  return [...new Set(hashes)];
}
