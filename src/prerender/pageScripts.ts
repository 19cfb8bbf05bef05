import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HASHED_PREFIX, NOT_FOUND_PAGE, pageFile } from '../serving/policy.ts';

/**
 * The scripts of the built pages. The CSP's script-src allows exactly the inline scripts the
 * build wrote itself (the client entry, by the SHA-256 the prerender computed from the code it
 * wrote into the page), so the build reads every page back and refuses one that would run
 * anything else: an inline script with another hash, or a script file from outside /assets/.
 */

/** A `<script>` start tag of a page and what follows it, read the way the browser reads it. */
export interface PageScript {
  /** The start tag as written (shortened in messages). */
  tag: string;
  /** The `src` attribute, when there is one: the browser then ignores the text. */
  src: string | undefined;
  /** A JSON-LD block: data the browser never runs. */
  data: boolean;
  /** The text up to the first `</script` end tag (to the end of the page when there is none). */
  code: string;
}

const SPACE = /[\t\n\f\r ]/;
/** `<script` as the start of a tag: followed by white space, `/` or `>` (any letter case). */
const SCRIPT_START = /<script(?=[\t\n\f\r />])/gi;
const SCRIPT_END = /<\/script(?=[\t\n\f\r />])/i;

/** The attributes of the start tag that begins at `from` (just past `<script`); the first of a repeated name counts, as in the browser. */
function readStartTag(html: string, from: number): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>();
  let i = from;
  const skipSpace = () => {
    while (i < html.length && SPACE.test(html[i]!)) i++;
  };
  while (i < html.length) {
    skipSpace();
    if (html[i] === '/') {
      i++;
      continue;
    }
    if (html[i] === '>' || i >= html.length) break;
    const nameStart = i;
    i++; // a name may start with "=" (a parse error the browser tolerates)
    while (i < html.length && !/[\t\n\f\r />=]/.test(html[i]!)) i++;
    const name = html.slice(nameStart, i).toLowerCase();
    let value = '';
    skipSpace();
    if (html[i] === '=') {
      i++;
      skipSpace();
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(i + 1, stop);
        i = stop + 1;
      } else {
        const valueStart = i;
        while (i < html.length && !SPACE.test(html[i]!) && html[i] !== '>') i++;
        value = html.slice(valueStart, i);
      }
    }
    if (!attributes.has(name)) attributes.set(name, value);
  }
  return { attributes, end: Math.min(i + 1, html.length) };
}

/**
 * Every `<script` start tag in an HTML document, wherever it stands (in a comment or an
 * attribute too: that errs on the side of checking too much), each with the text that follows
 * it up to `</script`. The scan resumes right after each start tag, so nothing written inside
 * another script's text, or inside something that only looks like a script, goes unseen.
 */
export function pageScripts(html: string): PageScript[] {
  return [...html.matchAll(SCRIPT_START)].map((match) => {
    const { attributes, end } = readStartTag(html, match.index + match[0].length);
    const rest = html.slice(end);
    const close = SCRIPT_END.exec(rest);
    return {
      tag: html.slice(match.index, end),
      src: attributes.get('src'),
      data: attributes.get('type')?.trim().toLowerCase() === 'application/ld+json',
      code: close ? rest.slice(0, close.index) : rest,
    };
  });
}

/** A script the browser runs from the page's own text: no src, not JSON-LD. */
const runsInline = (script: PageScript) => !script.data && script.src === undefined;

/** The inline scripts of an HTML document that the browser runs. */
export const inlineScriptsOf = (html: string): string[] =>
  pageScripts(html)
    .filter(runsInline)
    .map((s) => s.code);

/** A script's CSP source: 'sha256-…' without the quotes. */
export const cspHash = (script: string) => `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;

/** A script file of the build itself: a file name right under /assets/ (no folder, no escape, no other origin). */
const OWN_SCRIPT_FILE = new RegExp(`^${HASHED_PREFIX.replace(/[/]/g, '\\/')}[\\w-][\\w.-]*$`);

const shortened = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/**
 * What in one page would run that the build did not write: one line per script, empty when
 * the page runs nothing but the allowed inline scripts and script files under /assets/.
 */
export function foreignScripts(html: string, allowedHashes: readonly string[]): string[] {
  return pageScripts(html).flatMap((script) => {
    if (script.src !== undefined) {
      return OWN_SCRIPT_FILE.test(script.src) ? [] : [`${shortened(script.tag)} loads a script from outside ${HASHED_PREFIX}`];
    }
    if (!runsInline(script)) return [];
    const hash = cspHash(script.code);
    return allowedHashes.includes(hash)
      ? []
      : [`${shortened(script.tag + script.code)} is an inline script the build did not write (${hash})`];
  });
}

/**
 * Reads back every page the build wrote (each route's index.html and 404.html) and fails, naming
 * the page and the script, when one would run a script the build did not write itself.
 */
export async function checkPageScripts(outDir: string, routes: readonly string[], allowedHashes: readonly string[]): Promise<void> {
  const files = [...routes.map(pageFile), NOT_FOUND_PAGE].map((file) => file.replace(/^\//, ''));
  const problems: string[] = [];
  for (const file of files) {
    const html = await readFile(join(outDir, file), 'utf8');
    problems.push(...foreignScripts(html, allowedHashes).map((line) => `${file}: ${line}`));
  }
  if (problems.length) {
    throw new Error(
      `The built pages would run scripts the build did not write, so nothing was built:\n  ${problems.join('\n  ')}\n` +
        'Scripts come only from src/ (the client entry and the files under /assets/); text from the config must never become a script.',
    );
  }
}
