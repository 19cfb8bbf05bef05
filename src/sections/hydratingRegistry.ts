import type { InteractiveSectionType } from '../site-data/partialHydration.ts';
import type { SectionRegistry } from './registry.ts';

/**
 * The browser's registry: the components of the section types it hydrates
 * (src/site-data/partialHydration.ts), and nothing else, so no other section's code is in the
 * build's browser files. A hydrating type without its component here does not compile.
 */
export const hydratingRegistry = {
  'company-info': () => import('./CompanyInfoSection/CompanyInfoSection.tsx').then((m) => m.CompanyInfoSection),
  cta: () => import('./CtaSection/CtaSection.tsx').then((m) => m.CtaSection),
} satisfies Pick<SectionRegistry, InteractiveSectionType>;
