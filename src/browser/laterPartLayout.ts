/**
 * The later part's layout, cut into tasks short enough for a slow phone (issue 48).
 *
 * When the later stylesheet comes (src/app/laterStyles.ts), the browser would lay out every
 * part of the page near the view (`content-visibility: auto` lays out what is within 150 % of the
 * viewport's height of it) in the one task that applies the rules: about 10 ms on a developer's
 * machine, 150-220 ms on a phone 16 times slower, the page's one long task after its first paint
 * (docs/performance.md). So the later part is held before the stylesheet is linked
 * (holdLaterPart), and once it has come, showLaterPart lays what is near the view out a part at a
 * time, each in a task of its own, out of sight; then shows it, a few parts a frame, each where
 * it stays. The visitor sees what they saw before (nothing of the later part, then all of it), a
 * moment later; nothing moves on screen meanwhile, and no task is long.
 *
 * The marks (`data-held`; the rules are SHOW_LATER_PART's, whose names this repeats: this imports
 * no app code):
 * - `whole`: a section (or the footer) not laid out, out of sight (`content-visibility: hidden`);
 * - `parts`: one near the view being laid out part by part, out of sight;
 * - `part`: a part of it not laid out yet;
 * - `out`: a part laid out, still out of sight, shown a few a frame (FRAME_ELEMENTS).
 * Every mark is gone once the later part has shown, so React, hydrating later, finds the markup it
 * wrote.
 */
import { afterNextFrame, nextTask } from './turns.ts';

/** The mark of what is held (see above). */
const HELD = 'data-held';
/** The later part: the sections after the first, the footer and the toasts' region (src/app/laterStyles.ts, LATER_PART, repeated). */
const LATER_PART = 'main>*+*,main~:not([data-floating-button])';
/** How far from the view Chromium lays out a `content-visibility: auto` element: 150 % of the viewport's height (Blink's display locks). */
const NEAR = 1.5;
/**
 * The most elements a part laid out in one task may hold: an element with more is cut into its
 * children's parts. On the example's home page at 16 times slower thread time, parts of up to 10
 * elements took 16-52 ms a task, where the whole took 146-221 ms (docs/performance.md).
 */
const PART_ELEMENTS = 10;
/**
 * The most elements shown in one frame (its parts, and the section's own boxes with the first):
 * at 16 times slower thread time each element shown cost about half a millisecond of painting,
 * besides the frame's own 20 ms or so (docs/performance.md).
 */
const FRAME_ELEMENTS = 20;

/** Holds the later part before the stylesheet that would show it is linked. */
export function holdLaterPart() {
  for (const element of document.querySelectorAll(LATER_PART)) element.setAttribute(HELD, 'whole');
}

/** Takes every mark off at once. Alone, when the stylesheet failed: its rules that read the marks never came. */
export function releaseLaterPart() {
  for (const element of document.querySelectorAll(`[${HELD}]`)) element.removeAttribute(HELD);
}

/**
 * Once the later stylesheet has come: lays out the held elements near the view a part a task, then
 * shows each, a frame apart, and releases the rest, which the browser lays out as each nears the
 * view (in a task of its own). Laid out, a section may be shorter than the height it was held at,
 * and bring the next within reach: that one is laid out the same way before anything shows, or
 * the browser would lay it out whole as it is released.
 */
export async function showLaterPart() {
  if (!document.querySelector(`[${HELD}]`)) return;
  // An in-page link followed meanwhile: everything at once, laid out for the scroll to land on it.
  addEventListener('hashchange', releaseLaterPart, { once: true });
  const laidOut: Element[] = [];
  for (let near = nearTheView(); near.length; near = nearTheView()) {
    const parts = near.flatMap((element) => [...element.children].flatMap(partsOf));
    for (const part of parts) part.setAttribute(HELD, 'part');
    for (const element of near) element.setAttribute(HELD, 'parts');
    // Their own boxes without their parts, with the rules the stylesheet brought.
    await nextTask();
    near[0]!.getBoundingClientRect();
    for (const part of parts) {
      await nextTask();
      part.setAttribute(HELD, 'out');
      // Asking where it is lays it out now, in this task, alone.
      part.getBoundingClientRect();
    }
    laidOut.push(...near);
    await nextTask();
  }
  // Shown a few parts a frame, the section's own boxes with the first, so that no frame paints much
  // (a whole section was a frame of 50-66 ms at 16 times slower thread time, half of it painting:
  // docs/performance.md). Laid out, none moves.
  for (const element of laidOut) {
    element.removeAttribute(HELD);
    let shown = 0;
    for (const part of element.querySelectorAll(`[${HELD}=out]`)) {
      const size = elementsIn(part);
      if (shown + size > FRAME_ELEMENTS) {
        await afterNextFrame();
        shown = 0;
      }
      part.removeAttribute(HELD);
      shown += size;
    }
    await afterNextFrame();
  }
  removeEventListener('hashchange', releaseLaterPart);
  releaseLaterPart();
}

/** The elements of the later part held whole that are near the view: where Chromium would lay them out. */
function nearTheView() {
  const held = [...document.querySelectorAll(`:is(${LATER_PART})[${HELD}=whole]`)];
  // Where each is (a box of the height it is held at), all read before any is changed.
  const boxes = held.map((element) => element.getBoundingClientRect());
  return held.filter((_, i) => boxes[i]!.bottom > -NEAR * innerHeight && boxes[i]!.top < (1 + NEAR) * innerHeight);
}

/** How many elements an element is: itself and those within it. */
const elementsIn = (element: Element) => element.getElementsByTagName('*').length + 1;

/** An element as parts of at most PART_ELEMENTS elements: itself, or its children's parts. */
function partsOf(element: Element): Element[] {
  if (elementsIn(element) <= PART_ELEMENTS) return [element];
  return [...element.children].flatMap(partsOf);
}
