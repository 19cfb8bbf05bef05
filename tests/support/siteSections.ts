import type { SectionOf, SectionType, SiteConfig } from '../../schema/index.ts';
import type { SitePage } from '../../schema/route.ts';
import { loadSiteConfig } from '../../src/config/loadSiteConfig.ts';

/** The validated, token-resolved site.config.yaml: what the built site must show. */
export const site: SiteConfig = loadSiteConfig('site.config.yaml');

/** The first section of `type` on `page`, or on any page of site.config.yaml when none is given, as its component receives it. */
export function sectionOf<T extends SectionType>(type: T, page?: SitePage): SectionOf<T> {
  const found = (page ? [page] : site.routes).flatMap((route) => route.sections).find((s): s is SectionOf<T> => s.type === type);
  if (!found)
    throw new Error(`${page ? `The page ${page.path} of site.config.yaml` : 'site.config.yaml'} has no section of type "${type}"`);
  return found;
}

/** Every section of `type` in site.config.yaml, with the path of its page. */
export function sectionsOf<T extends SectionType>(type: T): { path: string; section: SectionOf<T> }[] {
  return site.routes.flatMap((route) =>
    route.sections.filter((s): s is SectionOf<T> => s.type === type).map((section) => ({ path: route.path, section })),
  );
}
