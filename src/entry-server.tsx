import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes } from 'react-router-dom';
import { shells } from 'virtual:site/shell';
import { pagesInFull } from 'virtual:site/pages-in-full';
import { BrowserOnlyStates } from './app/browserOnlyStates.tsx';
import { createEmotionCache, prerenderedStyleTags } from './app/emotionCache.ts';
import { Providers } from './app/Providers.tsx';
import { SitePage } from './app/SitePage.tsx';
import { registry } from './sections/registry.ts';
import { loadSectionComponents } from './sections/sectionComponents.ts';
import { iconSprite } from './theme/iconSprite.ts';
import { printStyles } from './theme/printStyles.ts';
import { IconsUsed, type UsedIcons } from './theme/Icon.tsx';
import { languageOfPath } from './config/languages/languagePaths.ts';
import type { Shell } from './site-data/siteData.ts';

export interface RenderedPage {
  status: number;
  /** The index of the page rendered, among the pages of every language; none for the not-found page. */
  page?: number;
  /** The shell of the page's language (of the not-found page, the language of the path's prefix). */
  shell: Shell;
  /** The index of that language. */
  language: number;
  /** The app's markup, to go inside <div id="root">. */
  html: string;
  /**
   * Emotion's critical CSS as <style> tags for <head>: for exactly this markup, or with
   * `firstScreen` for the markup of the page's first screen (src/app/laterStyles.ts), its
   * global rules and keyframes included.
   */
  styles: string;
  /**
   * With `firstScreen`, the rules of the rest of the page that its first screen lacks, in Emotion's
   * order, then those of what only the browser draws (src/app/browserOnlyStates.tsx): [id, css].
   */
  laterRules: [string, string][];
  /** The symbols of the icons in the markup, for the start of <body> (src/theme/Icon.tsx). */
  icons: string;
}

export { pagesInFull, shells };

/**
 * The index of the page a request's path asks for, if any: React Router's matching, which
 * takes `/drivers/` for `/drivers` and ignores case (the servers of the built site do too).
 */
export function pageIndexOf(url: string): number | undefined {
  const { pathname } = new URL(url, 'http://site');
  const match = matchRoutes(
    pagesInFull.map((page, index) => ({ path: page.path, id: String(index) })),
    pathname,
  )?.at(-1);
  return match ? Number(match.route.id) : undefined;
}

export interface RenderOptions {
  /** Rewrites each chunk of the critical CSS (the prerender minifies it: src/prerender/criticalCss.ts, Node only). */
  writeCss?: (css: string) => string;
  /** The markup of the page's first screen, from its whole markup: its <head> then carries only that part's rules. */
  firstScreen?: (html: string) => string;
}

/**
 * Renders one URL of the site to static HTML with its critical CSS: every rule its markup uses,
 * or with `firstScreen` those of its first screen, and apart the rest (the prerender writes
 * them into the later stylesheet; the dev server keeps every rule in <head>).
 */
export async function render(url: string, { writeCss = (css) => css, firstScreen }: RenderOptions = {}): Promise<RenderedPage> {
  const index = pageIndexOf(url);
  const page = index === undefined ? undefined : pagesInFull[index]!;
  const { shell: defaultShell } = await shells[0]!();
  const language =
    page?.language ?? defaultShell.languages.indexOf(languageOfPath(new URL(url, 'http://site').pathname, defaultShell.languages));
  const { shell } = await shells[language]!();
  const view = page && { sections: page.sections, components: await loadSectionComponents(page.sections, registry) };
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const icons: UsedIcons = new Set();
  const html = await renderToHtml(
    url,
    <StrictMode>
      <IconsUsed value={icons}>
        <Providers shell={shell} cache={cache}>
          <SitePage path={page?.path ?? null} view={view} />
        </Providers>
      </IconsUsed>
    </StrictMode>,
  );
  const extracted = emotion.extractCriticalToChunks(firstScreen ? firstScreen(html) : html).styles;
  // The print styles are later rules wherever the page has a first screen (src/app/laterStyles.ts).
  const isPrint = (chunk: (typeof extracted)[number]) => Boolean(firstScreen) && chunk.ids.includes(printStyles.name);
  const chunks = extracted.filter((chunk) => !isPrint(chunk));
  const styles = prerenderedStyleTags(chunks.map((chunk) => ({ ...chunk, css: writeCss(chunk.css) })));
  const inFirstScreen = new Set(chunks.flatMap((chunk) => chunk.ids));
  const laterIds = firstScreen
    ? emotion
        .extractCriticalToChunks(html)
        .styles.flatMap((chunk) => chunk.ids)
        .filter((id) => !inFirstScreen.has(id))
    : [];
  const laterRules = laterIds.map((id): [string, string] => [id, String(cache.inserted[id])]);
  laterRules.push(...extracted.filter(isPrint).map((chunk): [string, string] => [printStyles.name, chunk.css]));
  if (firstScreen) laterRules.push(...(await browserOnlyRules(url, shell, new Set([...inFirstScreen, ...laterIds]))));
  return { status: page ? 200 : 404, page: index, shell, language, html, styles, laterRules, icons: iconSprite(icons) };
}

/**
 * Renders `app` to static HTML. An error inside a Suspense boundary does not stop React's render:
 * it leaves the boundary to the browser. A static page has no second chance, so any error fails
 * the page's render.
 */
async function renderToHtml(url: string, app: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(app, {
    // Every Suspense boundary written in place: React would otherwise move large ones to the
    // end with inline <script>s to swap them in, which the CSP forbids (it allows the entry only).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => void errors.push(error),
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  if (errors.length) throw errors[0] instanceof Error ? errors[0] : new Error(`Rendering ${url} failed: ${String(errors[0])}`);
  return html;
}

/**
 * The rules of what only the browser draws (src/app/browserOnlyStates.tsx) that a page does not
 * already have (`has`, by Emotion id): rendered off the page, into a cache of their own, so that
 * the page's own rules stay as they were; [id, css], their keyframes among them.
 */
async function browserOnlyRules(url: string, shell: Shell, has: Set<string>): Promise<[string, string][]> {
  const cache = createEmotionCache();
  // Before the render: it makes the cache keep each rule's text for extraction.
  const emotion = createEmotionServer(cache);
  const html = await renderToHtml(
    url,
    <Providers shell={shell} cache={cache}>
      <BrowserOnlyStates />
    </Providers>,
  );
  return emotion
    .extractCriticalToChunks(html)
    .styles.flatMap((chunk) => chunk.ids)
    .filter((id) => !has.has(id))
    .map((id) => [id, String(cache.inserted[id])]);
}
