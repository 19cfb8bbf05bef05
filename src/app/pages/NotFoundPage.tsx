import { useEffect } from 'react';
import { KeptElement } from '../../ui/islands/KeptElement.tsx';
import { NotFoundMessage } from './NotFoundMessage.tsx';

/**
 * Any address no route matches. Prerendered once per language as 404.html, which the server
 * sends with status 404 (and a noindex robots tag). The message is a heading, a sentence and a
 * plain link: the browser keeps it as prerendered (../../ui/islands/KeptElement.tsx), so its styles and
 * words are not in the code every page loads. The unknown path is logged for whoever debugs a link.
 */
export function NotFoundPage() {
  useEffect(() => {
    console.error(`404: no page at ${window.location.pathname}`);
  }, []);
  return __KEEP_PRERENDERED__ ? <KeptElement tag="div" /> : <NotFoundMessage />;
}
