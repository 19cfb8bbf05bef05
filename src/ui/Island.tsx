import { Suspense, use, useSyncExternalStore, type ReactNode } from 'react';
import { islandWait } from './islands.ts';

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
  // While hydrating, always asked, so the render that finishes asks as the one that waited did.
  // (A plain promise to the types; React reads the `status` it carries: ./islands.ts.)
  if (hydrating) use(islandWait(at) as PromiseLike<void>);
  return children;
}
