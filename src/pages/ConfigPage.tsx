import { Suspense } from 'react';
import { KeptElement } from '../ui/KeptElement.tsx';
import { Island } from '../ui/Island.tsx';
import { LAYOUT_IDS } from '../../schema/anchors.ts';
import type { PageView } from '../render/pageView.ts';
import { SectionRenderer } from '../render/SectionRenderer.tsx';

/**
 * A page declared in the config: its sections, top to bottom (in the browser, from
 * src/hydrate.tsx: the interactive sections, the others kept as prerendered). Each section is a Suspense boundary of its own, so React hydrates the page
 * section by section, yielding to the browser in between, instead of in one long task that
 * would hold up a tap on a slow phone; an interactive one is an island, hydrated when it is
 * needed (src/ui/islands.ts).
 */
export function ConfigPage({ view: { sections, components } }: { view: PageView }) {
  return (
    <>
      {sections.map((section, i) =>
        'kept' in section ? (
          <Suspense key={i}>
            <KeptElement tag={section.tag} />
          </Suspense>
        ) : (
          <Island key={i} at={`#${LAYOUT_IDS.main} > :nth-child(${i + 1})`}>
            <SectionRenderer section={section} components={components} />
          </Island>
        ),
      )}
    </>
  );
}
