/**
 * The page is complete as prerendered HTML; JavaScript only makes it interactive. So the first
 * paint gets the connection to itself: after it, this small entry preloads the page's modules
 * (listed by the prerender in data-modules, the hydrating entry first) all at once, then runs
 * them one per task, src/hydrate.tsx last. It imports nothing itself, so nothing else loads
 * before the paint, and the prerender writes it into each page (a file of its own would cost
 * one more round trip; the CSP allows it by its hash).
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    // The paint entry arrives once the first paint is on screen (a frame callback can run
    // before that); a browser without paint entries gets the frame callback. A page that never
    // paints (a background tab) goes on after 3 s.
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => setTimeout(resolve));
    const go = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(go, 3000);
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        go();
      }
    }).observe({ type: 'paint', buffered: true });
  });

await afterFirstPaint();
const [hydrate, ...modules] = document.querySelector<HTMLScriptElement>('script[data-modules]')?.dataset.modules?.split(' ') ?? [];
for (const href of modules) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
// Each module runs in a task of its own, the hydrating one last: run as one graph, the app's
// libraries and React DOM would evaluate in one long task that holds up taps and scrolls.
// (In `npm run dev` the list is the hydrating source module alone.)
for (const href of [...modules, ...(hydrate ? [hydrate] : [])]) {
  await import(/* @vite-ignore */ href);
  await new Promise((resolve) => setTimeout(resolve));
}

export {};
