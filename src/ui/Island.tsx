import { Suspense, use, type ReactNode } from 'react';
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

function Gate({ at, children }: { at: string; children: ReactNode }) {
  // Always asked, so the render that finishes asks as the one that waited did.
  // (A plain promise to the types; React reads the `status` it carries: ./islands.ts.)
  use(islandWait(at) as PromiseLike<void>);
  return children;
}
