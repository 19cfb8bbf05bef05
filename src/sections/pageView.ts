import type { Section } from '../../schema/index.ts';
import { hydratingRegistry } from './hydratingRegistry.ts';
import { loadSectionComponents, type SectionComponents } from './sectionComponents.ts';
import type { PageEntry } from '../site-data/siteData.ts';

/** A section kept as prerendered: the tag of its element in the page (src/site-data/partialHydration.ts, step 4). */
export interface AdoptedSection {
  kept: true;
  tag: string;
}

/** What a page renders: its sections and the components they need. */
export interface PageView {
  sections: (Section | AdoptedSection)[];
  components: SectionComponents;
}

/**
 * What hydrating the page's prerendered HTML needs: the interactive sections in full, and for
 * each other one the tag of the element it rendered (each section renders one element in
 * <main>). A page that does not look like that keeps every element of its <main> as it is:
 * its words and links work, only its interactive sections stay inert.
 */
export async function firstLoadView(page: PageEntry, main: Element | null): Promise<PageView> {
  const { sections } = await page.firstLoad();
  const prerendered = [...(main?.children ?? [])];
  if (prerendered.length !== sections.length) {
    return { sections: prerendered.map((element) => ({ kept: true, tag: element.localName })), components: {} };
  }
  const view = sections.map((section, i) => ('kept' in section ? { kept: true as const, tag: prerendered[i]!.localName } : section));
  const hydrated = view.filter((s): s is Section => !('kept' in s));
  return { sections: view, components: await loadSectionComponents(hydrated, hydratingRegistry) };
}
