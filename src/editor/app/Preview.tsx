import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** The widths the preview draws the page at: a common phone's and a laptop's. */
export const PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;
export type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

export interface PreviewProps {
  /** The site's path of the page shown, in the language shown (`/es/drivers`). */
  path: string;
  /** Grows with every version of the config that has no problem: each is drawn once. */
  version: number;
  width: PreviewWidth;
  /** The index of the section to show, on the page shown, if one is selected. */
  section?: number;
  /** Told the site's path of a page the person opened by a link inside the preview. */
  onNavigate: (path: string) => void;
}

/**
 * The page as the site will show it: the server renders it from the unsaved config
 * (src/editor/server/previewSite.ts) with the site's own components, theme, fonts and photos, and it is
 * drawn here in a frame as wide as a phone or a laptop (a laptop's scaled to fit). It draws no
 * script (`sandbox` without scripts). Each new version is fetched whole and swapped in at the
 * scroll position of the one before, so typing does not make the page jump.
 */
export function Preview({ path, version, width, section, onNavigate }: PreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const drawn = useRef<{ path: string; version: number }>(undefined);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const fit = () => setScale(Math.min(1, element.clientWidth / PREVIEW_WIDTHS[width]));
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);

  useEffect(() => {
    const controller = new AbortController();
    void fetch(`/preview${path}`, { signal: controller.signal })
      .then((response) => response.text())
      .then((html) => {
        const iframe = frame.current;
        if (!iframe) return;
        const samePage = drawn.current?.path === path;
        const scrollY = samePage ? (iframe.contentWindow?.scrollY ?? 0) : 0;
        iframe.addEventListener(
          'load',
          () => {
            iframe.contentWindow?.scrollTo(0, scrollY);
            drawn.current = { path, version };
            iframe.dataset.version = String(version);
            iframe.dataset.path = path;
            followLinks(iframe, onNavigate);
          },
          { once: true },
        );
        iframe.srcdoc = html;
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') throw error;
      });
    return () => controller.abort();
  }, [path, version, onNavigate]);

  useEffect(() => {
    const document = frame.current?.contentDocument;
    const view = document?.defaultView;
    if (section === undefined || !document || !view) return;
    // The frame's own scroll only: scrollIntoView scrolls the editor's page too, which in one
    // column (a phone) took the page down to the preview at each key typed, away from the field.
    const target = document.querySelectorAll('main > *')[section];
    if (target) view.scrollTo(0, target.getBoundingClientRect().top + view.scrollY);
  }, [section, version]);

  const pixels = PREVIEW_WIDTHS[width];
  return (
    <div className="preview-box" ref={box}>
      <iframe
        ref={frame}
        title={`Preview of ${path} as a ${width} shows it`}
        sandbox="allow-same-origin"
        style={{ width: pixels, height: `${100 / scale}%`, transform: `scale(${scale})`, transformOrigin: '0 0' }}
      />
    </div>
  );
}

/** A link inside the preview opens that page in the preview (the frame runs no script, so its links are followed from here). */
function followLinks(iframe: HTMLIFrameElement, onNavigate: (path: string) => void) {
  iframe.contentDocument?.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (!link) return;
    const url = new URL(link.getAttribute('href')!, location.origin);
    event.preventDefault();
    if (url.origin === location.origin) onNavigate(url.pathname);
  });
}
