import { useEffect } from 'react';

/**
 * Keeps the tab title and meta description right after client-side navigation. The
 * prerendered HTML already carries both for the first load and for crawlers.
 */
export function usePageHead(title: string | undefined, description?: string) {
  useEffect(() => {
    if (title === undefined) return;
    document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
