import type { SectionComponents } from '../render/registry.ts';
import type { PageData, PageEntry } from '../render/siteData.ts';
import { SectionRenderer } from '../render/SectionRenderer.tsx';
import { usePageHead } from '../render/usePageHead.ts';

/** A page declared in the config: its sections, top to bottom. */
export function ConfigPage({ page, data, components }: { page: PageEntry; data: PageData; components: SectionComponents }) {
  usePageHead(page.title, page.description);
  return (
    <>
      {data.sections.map((section, i) => (
        <SectionRenderer key={`${section.type}-${i}`} section={section} components={components} />
      ))}
    </>
  );
}
