import type { Page } from 'playwright-core';

/**
 * What a visitor would find wrong with the page's layout in its window as it is now, in words
 * (none when all is well):
 * - the page scrolls sideways (wider than the window);
 * - a piece of text, a link or a control is covered by something else, or cut off at the
 *   window's edge: the element the browser finds at the centre and the four corners of each line
 *   of text and of each link or control is not it, nor inside it. Content that scrolls is looked
 *   at where the page's fixed header and floating buttons are not (it passes under them as the
 *   visitor scrolls), as far down as the page goes; what is fixed to the window (the header,
 *   the floating buttons), where it stands;
 * - the floating buttons overlap each other;
 * - a button, or a floating button's link, is smaller than it is made (squeezed by its row in a
 *   narrow window: src/theme/iconButton.ts' 44 px), or than WCAG's 24 × 24 px target minimum.
 *
 * Every section and the footer are laid out first: the page lays out the sections after its
 * first and the footer only when they near the view (content-visibility: auto,
 * src/theme/GlobalStyles.tsx, src/app/laterStyles.ts), which changes nothing of their layout once
 * they are there. Moves the page's scroll, and leaves it at the top.
 */
export const layoutProblems = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    const height = window.innerHeight;
    if (root.scrollWidth > width) problems.push(`scrolls sideways: ${root.scrollWidth} px wide in a ${width} px window`);
    for (const part of document.querySelectorAll<HTMLElement>('main > *, main ~ footer')) part.style.contentVisibility = 'visible';
    window.scrollTo({ top: 0, behavior: 'instant' });

    const words = (node: Node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    const named = (element: Element | null) =>
      element ? `<${element.tagName.toLowerCase()}> "${words(element)}"` : 'nothing (outside the window)';

    const buttons = [...document.querySelectorAll('[data-floating-button] a')].map((a) => a.getBoundingClientRect());
    buttons.forEach((a, i) =>
      buttons.slice(i + 1).forEach((b) => {
        const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (across > 0 && down > 0) problems.push(`the floating buttons overlap by ${Math.round(across)} px`);
      }),
    );

    for (const target of document.querySelectorAll<HTMLElement>('button, [data-floating-button] a')) {
      if (!target.checkVisibility({ visibilityProperty: true })) continue;
      const box = target.getBoundingClientRect();
      // The size its styles give it (the computed value: `44px`, or `auto`), not the one laid out.
      const made = (property: 'width' | 'height') => {
        const value = target.computedStyleMap().get(property);
        return value instanceof CSSUnitValue && value.unit === 'px' ? value.value : 0;
      };
      const what = target.ariaLabel ? `<${target.tagName.toLowerCase()}> "${target.ariaLabel}"` : named(target);
      const size = `${box.width.toFixed(1)} × ${box.height.toFixed(1)} px`;
      if (box.width < made('width') - 0.5 || box.height < made('height') - 0.5)
        problems.push(`${what} is ${size}, squeezed from its ${made('width')} × ${made('height')} px`);
      else if (box.width < 24 || box.height < 24) problems.push(`${what} is ${size}, under the 24 × 24 px target minimum`);
    }

    const fixed = [...document.querySelectorAll('body *')].filter((element) => getComputedStyle(element).position === 'fixed');
    const fixedParts = fixed.map((element) => element.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
    // Where scrolled content shows clear of what is fixed: below the header, above the floating buttons.
    // (A pixel off each: the browser finds what is at a point to the whole pixel.)
    const clearTop = 1 + Math.max(0, ...fixedParts.filter((r) => r.top < height / 2 && r.bottom < height / 2).map((r) => r.bottom));
    const clearBottom = Math.min(height, ...fixedParts.filter((r) => r.top > height / 2).map((r) => r.top)) - 1;

    interface Target {
      /** The element the browser must find at each point: it or something inside it. */
      element: Element;
      what: string;
      rects: DOMRect[];
      /**
       * How far inside its box the corners are taken: a rounded button's corner is not the
       * button; a line of text's box is its font's, taller than its line in a tight heading, and
       * the browser finds the text a pixel short of the box's end.
       */
      inset: { x: number; y: (lineHeight: number) => number };
    }
    const lineInset = { x: 2, y: (lineHeight: number) => lineHeight / 4 };
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) && getComputedStyle(element).pointerEvents !== 'none';
    const targets: Target[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const element = node.parentElement;
      if (!words(node) || !element || !shown(element)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      targets.push({
        element,
        what: `the text "${words(node)}" in <${element.tagName.toLowerCase()}>`,
        rects: [...range.getClientRects()],
        inset: lineInset,
      });
    }
    const controls = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    for (const element of document.querySelectorAll(controls)) {
      if (!shown(element)) continue;
      const style = getComputedStyle(element);
      const corner = 1 + 0.3 * (parseFloat(style.borderTopLeftRadius) || 0);
      const inset = style.display === 'inline' ? lineInset : { x: corner, y: () => corner };
      targets.push({ element, what: named(element), rects: [...element.getClientRects()], inset });
    }

    /** A point of a target, where the page is scrolled to the top. */
    interface Point {
      target: Target;
      x: number;
      y: number;
    }
    const pointsOf = (target: Target): Point[] =>
      target.rects
        .filter((r) => r.width >= 2 && r.height >= 2)
        .flatMap((r) => {
          const across = Math.min(target.inset.x, r.width / 2 - 0.5);
          const down = Math.min(target.inset.y(r.height), r.height / 2 - 0.5);
          const xs = [r.left + across, r.right - across];
          const ys = [r.top + down, r.bottom - down];
          return [{ x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 }, ...xs.flatMap((x) => ys.map((y) => ({ x, y })))].map((p) => ({
            target,
            ...p,
          }));
        });
    /**
     * A link stretched over its card by a transparent pseudo-element (the card's whole area
     * takes the visitor there): found over the card's text, which shows through it.
     */
    const seeThrough = (found: Element, x: number, y: number) => {
      const box = found.getBoundingClientRect();
      if (x >= box.left && x < box.right && y >= box.top && y < box.bottom) return false;
      return ['::before', '::after'].some((part) => {
        const style = getComputedStyle(found, part);
        return style.content !== 'none' && style.backgroundColor === 'rgba(0, 0, 0, 0)' && style.backgroundImage === 'none';
      });
    };
    const failed = new Set<Target>();
    const check = ({ target, x, y }: Point, scrolled: number) => {
      if (failed.has(target)) return;
      const found = x >= 0 && x < width ? document.elementFromPoint(x, y - scrolled) : null;
      if (found && (found === target.element || target.element.contains(found) || seeThrough(found, x, y - scrolled))) return;
      failed.add(target);
      problems.push(
        found
          ? `${target.what} is covered by ${named(found)} at ${Math.round(x)}, ${Math.round(y)}`
          : `${target.what} is cut off at the window's edge at ${Math.round(x)}, ${Math.round(y)}`,
      );
    };

    // What is fixed, where it stands (the skip link, off the screen until focused, aside).
    const isFixed = (target: Target) => fixed.some((element) => element.contains(target.element));
    const onScreen = (target: Target) => target.rects.some((r) => r.bottom > 0 && r.top < height && r.right > 0 && r.left < width);
    for (const target of targets.filter((t) => isFixed(t) && onScreen(t))) pointsOf(target).forEach((point) => check(point, 0));

    // The rest, a screenful at a time: each point where it shows clear of the fixed parts, or at
    // the top and the end of the page, where it can go no further.
    const waiting = targets.filter((t) => !isFixed(t)).flatMap(pointsOf);
    waiting.sort((a, b) => a.y - b.y);
    const end = root.scrollHeight - height;
    const step = Math.max(1, clearBottom - clearTop);
    for (let next = 0, at = 0; next < waiting.length; at = Math.min(at + step, end)) {
      window.scrollTo({ top: at, behavior: 'instant' });
      const scrolled = window.scrollY;
      const last = scrolled >= end;
      const below = scrolled + (last ? height : clearBottom);
      while (next < waiting.length && waiting[next]!.y < below) check(waiting[next++]!, scrolled);
      if (last) waiting.slice(next).forEach((point) => check(point, scrolled));
      if (last) break;
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return problems;
  });

/**
 * How much taller the footer is, laid out, than the box it is before the browser lays it out
 * (its placeholder, src/layout/footerHeight.ts), in words; null where it fits. Lays the footer out.
 */
export const footerPastItsPlaceholder = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    const footer = document.querySelector<HTMLElement>('main ~ footer');
    if (!footer) return 'the page has no footer';
    footer.style.contentVisibility = 'visible';
    const style = getComputedStyle(footer);
    const laidOut = footer.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const placeholder = parseFloat(style.containIntrinsicHeight.split(' ').pop()!);
    return laidOut > placeholder
      ? `the footer's content is ${Math.round(laidOut)} px tall, ${Math.round(laidOut - placeholder)} px more than its placeholder`
      : null;
  });

/**
 * The font size of each element of the page that holds text, in the order of the page, with its
 * first words: those the layout shows at this width and text size and those it hides (the
 * header's links behind the menu button, from where twice the text makes the window a phone's),
 * so two calls at two text sizes list the same elements.
 */
export const textSizes = (page: Page): Promise<{ element: string; size: number }[]> =>
  page.evaluate(() => {
    const sizes: { element: string; size: number }[] = [];
    const seen = new Set<Element>();
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const element = node.parentElement;
      const words = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!words || !element || seen.has(element) || element.closest('script, style, noscript, template')) continue;
      seen.add(element);
      sizes.push({
        element: `<${element.tagName.toLowerCase()}> "${words.slice(0, 50)}"`,
        size: parseFloat(getComputedStyle(element).fontSize),
      });
    }
    return sizes;
  });
