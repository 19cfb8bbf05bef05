import { Suspense } from 'react';
import type { SectionComponents } from '../render/registry.ts';
import type { PageData, PageEntry } from '../render/siteData.ts';
import { SectionRenderer } from '../render/SectionRenderer.tsx';
import { usePageHead } from '../render/usePageHead.ts';

/**
 * A page declared in the config: its sections, top to bottom. Each section is a Suspense
 * boundary of its own, so React hydrates the page section by section, yielding to the browser
 * in between, instead of in one long task that would hold up a tap on a slow phone.
 */
export function ConfigPage({ page, data, components }: { page: PageEntry; data: PageData; components: SectionComponents }) {
  usePageHead(page.title, page.description);
  return (
    <>
      {data.sections.map((section, i) => (
        <Suspense key={`${section.type}-${i}`}>
          <SectionRenderer section={section} components={components} />
        </Suspense>
      ))}
    </>
  );
}
