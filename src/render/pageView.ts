import type { Section } from '../../schema/index.ts';
import { loadSectionComponents, type SectionComponents } from './registry.ts';
import type { KeptSectionStub } from '../site-data/partialHydration.ts';
import type { PageData, PageEntry } from '../site-data/siteData.ts';

/** A section kept as prerendered, with the tag of its element in the page (src/site-data/partialHydration.ts, step 4). */
export interface AdoptedSection extends KeptSectionStub {
  tag: string;
}

/** What a page route renders: its sections and the components they need. */
export interface PageView {
  sections: (Section | AdoptedSection)[];
  components: SectionComponents;
  /** The page's title and description, for a client-side navigation (the prerendered HTML has them). */
  head?: Pick<PageData, 'title' | 'description'>;
}

/** Every section of the page, rendered in full: the server, and client-side navigation. */
export async function fullPageView(page: PageEntry): Promise<PageView> {
  const { sections, title, description } = await page.load();
  return { sections, components: await loadSectionComponents(sections), head: { title, description } };
}

/**
 * What hydrating the page's prerendered HTML needs: the interactive sections in full, and for
 * each other one the tag of the element it rendered (each section renders one element in
 * <main>). A page that does not look like that is hydrated in full, which is always correct.
 */
export async function firstLoadView(page: PageEntry, main: Element | null): Promise<PageView> {
  const { sections } = await page.firstLoad();
  const prerendered = main?.children;
  if (!prerendered || prerendered.length !== sections.length) return fullPageView(page);
  const view = sections.map((section, i) => ('kept' in section ? { ...section, tag: prerendered[i]!.localName } : section));
  return { sections: view, components: await loadSectionComponents(view.filter((s): s is Section => !('kept' in s))) };
}
