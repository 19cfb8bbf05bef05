/**
 * What a page does once its first screen is shown (its largest paint on screen, its photo
 * loaded), run by the client entry (./entry-client.tsx) as the first module of the page's list
 * (data-modules). It is all a page runs before the visitor acts: it imports no app code (only
 * the small modules of this folder that work without React), so React and the app never come
 * with it (tests/budget.test.ts counts its files).
 *
 * 1. It links the stylesheet of the rest of the page, loads the brand fonts, lays the rest out
 *    a part a task once both have come and shows it (./laterPartLayout.ts), links the web
 *    manifest (which Chrome fetches, with an icon, as soon as it sees the link), writes the
 *    visitor's own dates (./visitorDates.ts), keeps the header's scrolled look
 *    (./scrolledHeader.ts), and arms the entrance animations (./entranceAnimations.ts) once
 *    the rest has shown and the browser is idle. Then it marks the root
 *    `data-loaded`: the page has done everything it does on its own.
 * 2. React loads only when the visitor needs it, never while the page loads nor when the browser
 *    is idle: once a button was or is pressed, focused or typed on (the entry marks the root
 *    `data-used` for a press; one focused before this ran has the focus), or a button of the
 *    page comes within a screen's height of the view after a scroll. Until then the native layer
 *    (./entry-client.tsx) works every control. Then it preloads the rest of the page's modules
 *    (the hydrating entry first) all at once and runs them one per task, ./hydrate.tsx last, once
 *    that stylesheet has come.
 */

import type { BrandFace } from '../theme/brandFaces.ts';
import { armEntranceAnimations } from './entranceAnimations.ts';
import { holdLaterPart, releaseLaterPart, showLaterPart } from './laterPartLayout.ts';
import { keepHeaderLookOnScroll } from './scrolledHeader.ts';
import { afterNextFrame, nextTask } from './turns.ts';
import { writeVisitorDates } from './visitorDates.ts';

// Everything this module does is a step in a task of its own, after its evaluation (which is then
// only its compiling): on a phone 16 times slower than a developer's machine, the steps together
// were one task of 60 to 90 ms, and every task over 50 ms holds up a tap (docs/performance.md).
await nextTask();

/**
 * Links the later stylesheet (src/app/laterStyles.ts, its names repeated here: the <noscript>
 * that carries its href, the <style> that hides the later part); resolves once it has loaded,
 * or failed, in which case the later part shows as it is. A page opened at a #fragment has
 * linked it already (linkAtOnce), and says how it settled. The later part is held in one task,
 * the link inserted in the next: inserting it starts its request, which took as long as the rest
 * of this module's evaluation together (docs/performance.md).
 */
async function loadLaterStyles() {
  const linked = document.querySelector<HTMLLinkElement>('link[data-later-styles]');
  const href = document.querySelector<HTMLElement>('noscript[data-later-styles]')?.dataset.laterStyles;
  if (!linked && !href) return;
  const link = linked ?? document.createElement('link');
  const outcome =
    linked?.dataset.settled ??
    (await new Promise<string>((resolve) => {
      link.addEventListener('load', () => resolve('load'));
      link.addEventListener('error', () => resolve('error'));
      if (linked) return;
      holdLaterPart();
      void nextTask().then(() => {
        link.rel = 'stylesheet';
        link.href = href!;
        link.dataset.laterStyles = '';
        document.head.append(link);
      });
    }));
  if (outcome === 'error') {
    releaseLaterPart();
    document.querySelector('style[data-hides-later-part]')?.remove();
  }
}

/** Whether an event is on a button, the parts React makes interactive. */
const onButton = (event: Event) => !!(event.target as Element).closest?.('button');

/**
 * Resolves once React is needed: a button was or is pressed, focused or typed on, or, after a
 * scroll, a button of the page comes within a screen's height of the view.
 */
const whenNeeded = () =>
  new Promise<void>((resolve) => {
    if ('used' in document.documentElement.dataset || document.activeElement?.closest('button')) return resolve();
    const near = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), {
      rootMargin: '100% 0px',
    });
    const watch = () => document.querySelectorAll('main button, footer button').forEach((button) => near.observe(button));
    const used = (event: Event) => onButton(event) && go();
    const USES = ['pointerdown', 'focusin', 'keydown'];
    const go = () => {
      near.disconnect();
      removeEventListener('scroll', watch);
      for (const type of USES) removeEventListener(type, used, true);
      resolve();
    };
    for (const type of USES) addEventListener(type, used, { capture: true, passive: true });
    if (scrollY > 0) watch();
    else addEventListener('scroll', watch, { once: true, passive: true });
  });

// The brand fonts now (src/document/document.ts, BRAND_FACES, its name repeated here: the
// faces, family, file and weight), unless <head> added them before the first paint
// (BRAND_FACES_AT_ONCE marks the <noscript> data-added), loaded off the page. (Writing out the
// <noscript>'s @font-face rules instead lays the whole page out twice, once as they apply, the
// fonts still loading, and again as each font arrives: measured on a 4x slowed CPU, a 100 ms task,
// then 33 ms.)
const brandFaces = document.querySelector<HTMLElement>('noscript[data-brand-faces]:not([data-added])')?.dataset.brandFaces;
const faces = (brandFaces ? (JSON.parse(brandFaces) as BrandFace[]) : []).map(
  ({ family, src, weight }) => new FontFace(family, `url(${src})`, { weight, display: 'swap' }),
);
// Each face's request started in a task of its own (a remote font's load begun is 1 to 4 ms at
// full speed).
const facesLoaded = Promise.all(faces.map((face) => nextTask().then(() => face.load().catch(() => undefined))));
/**
 * Adds the faces that have arrived and are not added yet, one a frame: the page lays its text out
 * once more, in each. (All in one frame, their text's moves made one layout shift larger than the
 * two apart: the branded carrier's `/` at 1350 px, 0.0012 against under 0.001.)
 */
const addArrivedFaces = async () => {
  for (const face of faces) {
    if (face.status !== 'loaded' || document.fonts.has(face)) continue;
    document.fonts.add(face);
    await afterNextFrame();
  }
};
/**
 * How long the later part waits for the brand fonts once its stylesheet has come. A visitor on a
 * slow network reads it in the fallback font rather than wait longer: it is laid out again as the
 * fonts come, in one longer task.
 */
const FONTS_WAIT_MS = 1000;

const laterStylesLoaded = nextTask().then(loadLaterStyles);
// Once the stylesheet and the brand fonts have come, the fonts are added while the page has laid
// out its first screen alone (a face a frame); then the later part is laid out a part a task, and shown
// (./laterPartLayout.ts). A face added after the later part laid out again all of it near the
// view, in one task per face (the branded fixture carrier's home page at 16x thread time: 108-179
// ms, then 54-74; its blocking time 67-254 ms, against 16-28 now: docs/performance.md).
const laterPartShown = laterStylesLoaded
  .then(() => faces.length && Promise.race([facesLoaded, new Promise((resolve) => setTimeout(resolve, FONTS_WAIT_MS))]))
  .then(addArrivedFaces)
  .then(showLaterPart);
const facesAdded = Promise.all([laterPartShown, facesLoaded]).then(addArrivedFaces);

const entry = document.querySelector<HTMLScriptElement>('script[data-modules]');
const manifestHref = entry?.dataset.manifest;
if (manifestHref)
  void nextTask().then(() => {
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = manifestHref;
    document.head.append(manifest);
  });

// The not-found page (its script names no page: src/prerender/prerender.ts) logs the unknown
// path for whoever debugs a link.
if (entry && entry.dataset.page === undefined) console.error(`404: no page at ${location.pathname}`);
void nextTask().then(writeVisitorDates);
void nextTask().then(keepHeaderLookOnScroll);
// The entrance animations are armed once the later part has shown: armed before, they laid out
// the page as it was to read the sections' places, and the later part's showing laid it out again
// (a task of 100-160 ms at 16x thread time where it is 40-65 after).
const armed = laterPartShown.then(afterNextFrame).then(armEntranceAnimations);
void Promise.all([laterPartShown, facesAdded, armed]).then(() => (document.documentElement.dataset.loaded = ''));

await whenNeeded();
// This module first, then the hydrating one, then what it needs.
const [, hydrate, ...modules] = entry?.dataset.modules?.split(' ') ?? [];
for (const href of modules) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
// Each module runs in a task of its own, the hydrating one last: run as one graph, the app's
// libraries and React DOM would evaluate in one long task that holds up taps and scrolls.
// (In `npm run dev` the list is this module and the hydrating source module alone.)
for (const href of modules) {
  await import(/* @vite-ignore */ href);
  await nextTask();
}
// Hydration reads which rules the page has, the later stylesheet's among them, and finds the
// markup as React wrote it, the later part's marks gone.
await laterPartShown;
if (hydrate) await import(/* @vite-ignore */ hydrate);
