import { Fragment, Suspense } from 'react';
import { KeptSection } from '../render/KeptSection.tsx';
import { LaterStylesheet } from '../render/LaterStylesheet.tsx';
import type { PageView } from '../render/pageView.ts';
import { SectionRenderer } from '../render/SectionRenderer.tsx';
import { isInteractive } from '../site-data/partialHydration.ts';
import { DrawnLater } from '../theme/Icon.tsx';

/**
 * A page declared in the config: its sections, top to bottom (in the browser, from
 * src/hydrate.tsx: the interactive sections, the others kept as prerendered), the stylesheet
 * of the later ones after the first; the icons of the later ones that never hydrate come from
 * the later sprite (src/theme/Icon.tsx). Each section is a Suspense boundary of its own, so React
 * hydrates the page section by section, yielding to the browser in between, instead of in one
 * long task that would hold up a tap on a slow phone.
 */
export function ConfigPage({ view: { sections, components } }: { view: PageView }) {
  return (
    <>
      {sections.map((section, i) => (
        <Fragment key={i}>
          <Suspense>
            {'kept' in section ? (
              <KeptSection tag={section.tag} />
            ) : (
              <DrawnLater value={i > 0 && !isInteractive(section.type)}>
                <SectionRenderer section={section} components={components} />
              </DrawnLater>
            )}
          </Suspense>
          {i === 0 && <LaterStylesheet />}
        </Fragment>
      ))}
    </>
  );
}
