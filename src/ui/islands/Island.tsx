import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';
import { islandWait, OPEN } from './islands.ts';

/**
 * An island of the page (./islands.ts): its content, which React hydrates once the island is
 * opened, the boundary keeping its prerendered HTML until then. `at` is the selector of the
 * element it renders, which is where the browser watches it.
 */
export function Island({ at, children }: { at: string; children: ReactNode }) {
  return (
    <Suspense>
      <Gate at={at}>{children}</Gate>
    </Suspense>
  );
}

const NO_CHANGE = () => () => {};

function Gate({ at, children }: { at: string; children: ReactNode }) {
  // Whether React is hydrating the island (it reads the server's value then) or drawing it anew,
  // the whole page redrawn after HTML it could not hydrate (./KeptElement.tsx): then there is no
  // prerendered HTML left to keep, and waiting would leave the island blank until it opens.
  const hydrating = useSyncExternalStore(
    NO_CHANGE,
    () => false,
    () => true,
  );
  // Always asked, so the render that finishes asks as the one that waited did (React replays a
  // render that waited, and the replay reads the browser's value: it asks for an open island).
  // (A plain promise to the types; React reads the `status` it carries: ./islands.ts.)
  use((hydrating ? islandWait(at) : OPEN) as PromiseLike<void>);
  return children;
}
