import { ErrorScreen } from './pages/ErrorScreen.tsx';
import { ToastMessage } from '../ui/toast/ToastProvider.tsx';
import { Tooltip } from '../ui/tooltip/Tooltip.tsx';

/**
 * What only the browser ever draws, after something happens: a toast (one rule for both tones),
 * a tooltip's bubble (a copy button's is drawn only while open), and the error screen of a page
 * that failed. The prerender renders this once per page, off the
 * page (src/entry-server.tsx), so that their rules come with the page's later rules (the later
 * stylesheet, whose classes the browser's cache notes: ./laterStyles.ts). The browser then has
 * every rule it may need, and its Emotion cache loads no style compiler (./browserStyleCache.ts).
 * The not-found page, which has no later stylesheet and no copy button, leaves its error screen
 * to that compiler. Every other change of state (the open menu, a tooltip, the scrolled header)
 * is an attribute that a rule already on the page reads. A new state drawn with a rule of its
 * own belongs here; the browser test of runtime styles (tests/full/runtime-styles.test.ts) finds one
 * that is missing.
 */
export function BrowserOnlyStates() {
  return (
    <>
      <ToastMessage toast={{ id: 0, message: '', tone: 'success' }} dismissLabel="" onDismiss={() => {}} />
      <Tooltip content="">{(trigger) => <button type="button" {...trigger} />}</Tooltip>
      <ErrorScreen error="" />
    </>
  );
}
