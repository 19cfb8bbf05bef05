import { KeptElement } from '../../ui/islands/KeptElement.tsx';
import { NotFoundMessage } from './NotFoundMessage.tsx';

/**
 * Any address no route matches. Prerendered once per language as 404.html, which the server
 * sends with status 404 (and a noindex robots tag). The message is a heading, a sentence and a
 * plain link: the browser keeps it as prerendered (../../ui/islands/KeptElement.tsx), so its styles and
 * words are not in the code every page loads. The page's script logs the unknown path, without
 * React (src/browser/afterFirstScreen.ts).
 */
export function NotFoundPage() {
  return __KEEP_PRERENDERED__ ? <KeptElement tag="div" /> : <NotFoundMessage />;
}
