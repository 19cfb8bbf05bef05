import { KeptElement } from '../../ui/islands/KeptElement.tsx';
import { Island } from '../../ui/islands/Island.tsx';
import { LAYOUT_IDS } from '../../../schema/anchors.ts';
import type { PageView } from '../../sections/pageView.ts';
import { SectionRenderer } from '../../sections/SectionRenderer.tsx';
import { isInteractive } from '../../site-data/partialHydration.ts';

/**
 * A page declared in the config: its sections, top to bottom (in the browser, from
 * src/browser/hydrate.tsx: the interactive sections, the others kept as prerendered). Each interactive
 * section is an island (src/ui/islands/islands.ts), a Suspense boundary of its own that React hydrates
 * when it is needed, apart from the rest of the page. The others are no boundary: in the
 * browser each is one element React adopts as it is (src/ui/islands/KeptElement.tsx), and a boundary
 * would only cost the page its two comments.
 */
export function ConfigPage({ view: { sections, components } }: { view: PageView }) {
  return (
    <>
      {sections.map((section, i) =>
        'kept' in section ? (
          <KeptElement key={i} tag={section.tag} />
        ) : isInteractive(section.type) ? (
          <Island key={i} at={`#${LAYOUT_IDS.main} > :nth-child(${i + 1})`}>
            <SectionRenderer section={section} components={components} />
          </Island>
        ) : (
          <SectionRenderer key={i} section={section} components={components} />
        ),
      )}
    </>
  );
}
