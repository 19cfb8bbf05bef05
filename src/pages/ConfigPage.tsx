import { Suspense } from 'react';
import { useLoaderData } from 'react-router-dom';
import { KeptSection } from '../render/KeptSection.tsx';
import type { PageView } from '../render/pageView.ts';
import { SectionRenderer } from '../render/SectionRenderer.tsx';
import { usePageHead } from '../ui/usePageHead.ts';

/**
 * A page declared in the config: its sections, top to bottom, from the route's loader (or, on
 * the first load, from src/hydrate.tsx: the interactive sections, the others kept as
 * prerendered). Each section is a Suspense boundary of its own, so React hydrates the page
 * section by section, yielding to the browser in between, instead of in one long task that
 * would hold up a tap on a slow phone.
 */
export function ConfigPage() {
  const { sections, components, head } = useLoaderData<PageView>();
  usePageHead(head?.title, head?.description);
  return (
    <>
      {sections.map((section, i) => (
        <Suspense key={`${section.type}-${i}`}>
          {'kept' in section ? <KeptSection tag={section.tag} /> : <SectionRenderer section={section} components={components} />}
        </Suspense>
      ))}
    </>
  );
}
