/**
 * Resolves when the browser has nothing more urgent to do (at the latest after 2 s); a browser
 * without requestIdleCallback waits a moment instead.
 */
export const whenIdle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 300);
  });
