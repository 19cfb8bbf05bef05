/**
 * The page is complete as prerendered HTML; JavaScript only makes it interactive. So the first
 * screen gets the connection to itself: once its largest paint is on screen and its photo has
 * loaded, this small entry links the stylesheet of the rest of the page, loads the brand fonts,
 * links the web manifest (which Chrome fetches, with an icon, as soon as it sees the link) and
 * preloads the page's modules (listed by the prerender in data-modules, the hydrating entry
 * first) all at once, then runs them one per task, src/hydrate.tsx last, once that stylesheet
 * has come. It imports no code itself (a type at most, which the build
 * erases), so nothing else loads before the paint, and the prerender writes it into each page (a
 * file of its own would cost one more round trip; the CSP allows it by its hash).
 */

import type { BrandFace } from './theme/brandFaces.ts';

// Every page opens at its top (a #fragment in the address wins: the browser scrolls to its
// target, and opens a closed <details> around it), also after a reload or a move back, where
// browsers would restore the old position: set for this page's history entry now, the setting
// holds when the visitor comes back to it.
history.scrollRestoration = 'manual';
if (!location.hash) scrollTo(0, 0);

/** A frame after the one on screen now: what was painted in it has been presented. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * Resolves once the page's largest paint so far is on screen: its first largest-contentful-paint
 * entry (the browser queues it once the frame is presented), or, in a browser without those,
 * its first-contentful-paint entry, or a frame. A page that never paints (a background tab) goes
 * on after 3 s.
 */
const afterLargestPaint = () =>
  new Promise<void>((resolve) => {
    const supported = PerformanceObserver.supportedEntryTypes ?? [];
    const type = supported.includes('largest-contentful-paint')
      ? 'largest-contentful-paint'
      : supported.includes('paint')
        ? 'paint'
        : undefined;
    if (!type) return void nextFrame().then(resolve);
    const go = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(go, 3000);
    new PerformanceObserver((list, observer) => {
      if (type === 'paint' && !list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      go();
    }).observe({ type, buffered: true });
  });

/**
 * Resolves once the document's own resources (the first screen's photo) have
 * loaded; the images further down load lazily and do not count. At most 3 s after the paint,
 * so a slow photo does not keep the page inert.
 */
const afterFirstScreenLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') return resolve();
    addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, 3000);
  });

/**
 * Links the later stylesheet (src/app/laterStyles.ts, its names repeated here: the <noscript>
 * that carries its href, the property that shows the later part); resolves once it has loaded,
 * or failed, in which case the later part shows as it is. A page opened at a #fragment has
 * linked it already (linkAtOnce), and says how it settled.
 */
const loadLaterStyles = () =>
  new Promise<void>((resolve) => {
    const settled = (outcome: string) => {
      if (outcome === 'error') document.documentElement.style.setProperty('--later-styles', 'visible');
      resolve();
    };
    const linked = document.querySelector<HTMLLinkElement>('link[data-later-styles]');
    const href = document.querySelector<HTMLElement>('noscript[data-later-styles]')?.dataset.laterStyles;
    if (linked?.dataset.settled) return settled(linked.dataset.settled);
    if (!linked && !href) return resolve();
    const link = linked ?? document.createElement('link');
    link.addEventListener('load', () => settled('load'));
    link.addEventListener('error', () => settled('error'));
    if (linked) return;
    link.rel = 'stylesheet';
    link.href = href!;
    link.dataset.laterStyles = '';
    document.head.append(link);
  });

await afterLargestPaint();
await afterFirstScreenLoaded();
// The photo, if it finished loading just now, is painted in the next frame.
await nextFrame();

const laterStylesLoaded = loadLaterStyles();

// The brand fonts now (src/site-files/document.ts, BRAND_FACES, its name repeated here because
// this entry imports no code: the faces, family, file and weight), unless <head> added them
// before the first paint (BRAND_FACES_AT_ONCE marks the <noscript> data-added). Each face is
// loaded off the page and added once it has arrived: the page then lays its text out once more,
// in the brand font. Writing out the <noscript>'s @font-face rules instead lays the whole page
// out twice, once as they apply (the fonts still loading) and again as each font arrives
// (measured on a 4x slowed CPU: a 100 ms task, then 33 ms).
const brandFaces = document.querySelector<HTMLElement>('noscript[data-brand-faces]:not([data-added])')?.dataset.brandFaces;
for (const { family, src, weight } of brandFaces ? (JSON.parse(brandFaces) as BrandFace[]) : []) {
  void new FontFace(family, `url(${src})`, { weight, display: 'swap' }).load().then(
    (face) => document.fonts.add(face),
    () => undefined,
  );
}

const entry = document.querySelector<HTMLScriptElement>('script[data-modules]');
if (entry?.dataset.manifest) {
  const manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = entry.dataset.manifest;
  document.head.append(manifest);
}
const [hydrate, ...modules] = entry?.dataset.modules?.split(' ') ?? [];
for (const href of modules) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
// Each module runs in a task of its own, the hydrating one last: run as one graph, the app's
// libraries and React DOM would evaluate in one long task that holds up taps and scrolls.
// (In `npm run dev` the list is the hydrating source module alone.)
for (const href of modules) {
  await import(/* @vite-ignore */ href);
  await new Promise((resolve) => setTimeout(resolve));
}
// Hydration reads which rules the page has, the later stylesheet's among them (far smaller
// than the modules, so it has loaded by now).
await laterStylesLoaded;
if (hydrate) await import(/* @vite-ignore */ hydrate);

export {};
