import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defaultTreeAdapter as tree, html as HTML, parse } from 'parse5';
import { attribute, elementsOf } from '../document/htmlTree.ts';
import { HASHED_PREFIX, pageFile } from '../hosting/policy.ts';

/**
 * The scripts of the built pages. The CSP's script-src allows exactly the inline scripts the
 * build wrote itself (the client entry, by the SHA-256 the prerender computed from the code it
 * wrote into the page), so the build reads every page back and refuses one that would run
 * anything else: an inline script with another hash, or a script file from outside /assets/.
 *
 * A page is read with parse5, which implements the HTML standard's parsing algorithm: the check
 * sees the script elements a browser builds from the same text, whatever the letter case of the
 * tags or the spaces in an end tag, and none where a browser sees text (a comment, a <textarea>,
 * a <title>, an attribute value, the text of another script).
 */

/** A script element of a page, as the browser builds it. */
export interface PageScript {
  /** The start tag as written (shortened in messages). */
  tag: string;
  /** Where it loads its code from (`src`; `href` or `xlink:href` in SVG), when it does: the browser then ignores its text. */
  src: string | undefined;
  /**
   * What the browser does with its text: runs it (`code`), reads it as speculation rules (no
   * code, but the CSP governs them like a script), or leaves it alone (`data`: JSON-LD).
   */
  kind: 'code' | 'speculation-rules' | 'data';
  /** Its text, which the browser runs and the CSP hashes (to the end of the page when it is not closed). */
  code: string;
}

/** Every script element of an HTML document, in document order (an SVG one runs too). */
export function pageScripts(html: string): PageScript[] {
  const document = parse(html, { sourceCodeLocationInfo: true });
  return [...elementsOf(document)]
    .filter((element) => tree.getTagName(element) === 'script')
    .map((element) => {
      const start = element.sourceCodeLocation?.startTag;
      const svg = tree.getNamespaceURI(element) === HTML.NS.SVG;
      return {
        tag: start ? html.slice(start.startOffset, start.endOffset) : '<script>',
        src: svg ? (attribute(element, 'href') ?? attribute(element, 'href', 'xlink')) : attribute(element, 'src'),
        kind: scriptKind(attribute(element, 'type')),
        code: tree
          .getChildNodes(element)
          .map((child) => (tree.isTextNode(child) ? tree.getTextNodeContent(child) : ''))
          .join(''),
      };
    });
}

function scriptKind(type: string | undefined): PageScript['kind'] {
  const normalised = type?.trim().toLowerCase();
  return normalised === 'application/ld+json' ? 'data' : normalised === 'speculationrules' ? 'speculation-rules' : 'code';
}

/** A script the browser runs from the page's own text: no src, JavaScript. */
const runsInline = (script: PageScript) => script.kind === 'code' && script.src === undefined;
/** Inline text the CSP's script-src must allow: code, and speculation rules. */
const needsHash = (script: PageScript) => script.kind !== 'data' && script.src === undefined;

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
    if (!needsHash(script)) return [];
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
export async function checkPageScripts(
  outDir: string,
  routes: readonly string[],
  notFoundPages: readonly string[],
  allowedHashes: readonly string[],
): Promise<void> {
  const files = [...routes.map(pageFile), ...notFoundPages].map((file) => file.replace(/^\//, ''));
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
