import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { parse, defaultTreeAdapter as tree } from 'parse5';
import type { SiteConfig } from '../../schema/index.ts';
import type { Found } from '../config/problem.ts';
import { placeName } from '../config/read/placeNames.ts';
import type { LanguageSites } from '../config/languages/languageSites.ts';
import { attribute, elementsOf } from '../document/htmlTree.ts';
import { ENCODINGS, pageFile, type EncodingName } from '../hosting/policy.ts';

/**
 * Issue 48: the most a page's HTML may weigh, compressed as served, to arrive in the first round
 * trip. A new connection's server sends ten TCP segments before it must wait for an
 * acknowledgement (RFC 6928's initial window), each of at most 1,448 bytes on the usual 1,500-byte
 * path (less 20 of IPv4, 20 of TCP and 12 of the timestamps option Linux sends by default):
 * 14,480 bytes. A document longer than that waits a whole round trip more for its end (on
 * Lighthouse's simulated 4G, 150 ms: docs/performance-log.md, "What the gap to the floor is made
 * of"). On a TLS connection the handshake's flight, acknowledged first, has already grown the
 * window, so ten segments is the least the response gets.
 *
 * The response's headers ride in the same segments. Visitors reach the site over HTTP/2 (nginx's
 * `listen … ssl http2`, the static hosts, the proxy before `npm start`), whose HPACK sends the
 * branded carrier's home page headers in an 889-byte HEADERS frame (2026-12-02: the headers
 * `npm start` sent it, 1,336 bytes as HTTP/1.1, answered by node:http2 through a byte-counting
 * proxy), plus 9 bytes for that frame's header and 9 for the DATA frame's; TLS 1.3 adds 22 bytes
 * a record (header, content type and tag), two records here. That is 951 bytes: 1,024 are kept
 * for them, room for a few more hashes in the Content-Security-Policy (about 45 bytes each as
 * HPACK writes them); tests/budget.test.ts measures each carrier's headers so, and fails when
 * they outgrow it. So the HTML itself, as gzip and as Brotli, gets 14,480 - 1,024 = 13,456
 * bytes. Plain HTTP/1.1 would need 1,340 bytes for the same headers: a page near the limit as gzip
 * then takes a second round trip, which only a client that neither speaks HTTP/2 nor takes Brotli
 * pays.
 */
const FIRST_FLIGHT_BYTES = 10 * 1448;
export const HEADERS_AND_FRAMING_BYTES = 1024;
export const HTML_FIRST_FLIGHT_BYTES = FIRST_FLIGHT_BYTES - HEADERS_AND_FRAMING_BYTES;

/** A text's bytes as gzip -9, as the build compresses it (./compress.ts). */
const gzipBytes = (text: string) => gzipSync(text, { level: constants.Z_BEST_COMPRESSION }).length;

/**
 * Whether a page's HTML arrives in the first round trip, as the build compresses it: measured as
 * gzip, which is the larger of the two encodings for a page (13,444 bytes against Brotli's 11,479
 * on the branded carrier's home page, 2026-12-06), so a page that fits as gzip fits as both.
 */
export const arrivesInFirstRoundTrip = (html: string) => gzipBytes(html) <= HTML_FIRST_FLIGHT_BYTES;

/** A file's bytes as each encoding sends it: the copies the build wrote beside it (./compress.ts), which `npm start` and nginx send as they are. */
export const servedBytes = (outDir: string, file: string) =>
  Object.fromEntries(ENCODINGS.map(({ name, suffix }) => [name, statSync(join(outDir, file + suffix)).size])) as Record<
    EncodingName,
    number
  >;

/**
 * What each section of a page adds to it as gzip: how much lighter the page would be without
 * that section's element, for each element child of its `<main>` in order (one a section). What
 * cutting it would save, so words the page has twice count little in either place; the parts do
 * not add up to the whole.
 */
export function sectionWeights(html: string): number[] {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const main = [...elementsOf(document)].find((element) => tree.getTagName(element) === 'main' && attribute(element, 'id') === 'main');
  if (!main) return [];
  const whole = gzipBytes(html);
  return tree
    .getChildNodes(main)
    .filter((node) => tree.isElementNode(node))
    .map((section) => {
      const { startOffset, endOffset } = section.sourceCodeLocation!;
      return whole - gzipBytes(html.slice(0, startOffset) + html.slice(endOffset));
    });
}

const bytes = (count: number) => count.toLocaleString('en-US');

/**
 * A warning for each page of the built site in `outDir` whose HTML does not arrive in the first
 * round trip, placed at its heaviest section (the carrier's words are what makes a page long;
 * what the engine adds it keeps within the budget: tests/budget.test.ts), naming the next
 * heaviest too. The page still works: the browser shows what has come (its first screen, where
 * that came in the first round trip) and the rest a round trip later, so what to cut is the
 * carrier's to decide.
 */
export async function firstRoundTripWarnings(
  outDir: string,
  config: SiteConfig,
  { languages, sites, pages }: LanguageSites,
): Promise<Found[]> {
  const warnings: Found[] = [];
  for (const { route, language } of pages) {
    const file = pageFile(route.path).replace(/^\//, '');
    const served = servedBytes(outDir, file);
    const largest = Math.max(...Object.values(served));
    if (largest <= HTML_FIRST_FLIGHT_BYTES) continue;
    const routeIndex = sites[language]!.routes.indexOf(route);
    const weights = sectionWeights(await readFile(join(outDir, file), 'utf8'));
    const heaviest = weights
      .map((weight, index) => ({ weight, path: ['routes', routeIndex, 'sections', index] }))
      .filter((_, index) => index < route.sections.length)
      .sort((a, b) => b.weight - a.weight);
    const [first, ...others] = heaviest;
    const section = (path: (string | number)[]) => placeName(config, path)?.split(' › ').at(-1) ?? `section ${Number(path[3]) + 1}`;
    const then = others
      .slice(0, 2)
      .map(({ weight, path }) => `${section(path)}, ${bytes(weight)}`)
      .join(', and ');
    // Placed at the default language's page: say which language's page this is.
    const { name, prefix } = languages[language]!;
    const page = language === 0 ? 'The page' : `Its ${name ?? prefix} page, ${route.path},`;
    warnings.push({
      path: first ? first.path : ['routes', routeIndex],
      message:
        `${page} is ${bytes(served.gzip)} bytes as gzip (${bytes(served.br)} as Brotli), ` +
        `${bytes(largest - HTML_FIRST_FLIGHT_BYTES)} over the ${bytes(HTML_FIRST_FLIGHT_BYTES)} that arrive in a connection's first round trip: ` +
        `on a slow mobile network the rest of it comes a round trip (about 150 ms) later. ` +
        (first ? `This section is the heaviest part, about ${bytes(first.weight)} bytes${then ? `; then ${then}` : ''}. ` : '') +
        `Shorter texts bring it back; the page works as it is.`,
    });
  }
  return warnings;
}
