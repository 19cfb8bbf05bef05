import type { ComponentType } from 'react';
import type { Section, SectionOf, SectionType } from '../../schema/index.ts';

type SectionComponent<T extends SectionType> = ComponentType<{ section: SectionOf<T> }>;

/**
 * One component per section type, loaded with the pages that show it, so the legal pages do
 * not download the home page's sections and the other way round; a type of the schema without
 * a component does not compile. A component lives at src/sections/<Name>Section/<Name>Section.tsx
 * (sectionModulePath), which lets the build group and preload exactly what a page needs.
 */
export type SectionRegistry = { [T in SectionType]: () => Promise<SectionComponent<T>> };

export const registry = {
  hero: () => import('../sections/HeroSection/HeroSection.tsx').then((m) => m.HeroSection),
  about: () => import('../sections/AboutSection/AboutSection.tsx').then((m) => m.AboutSection),
  'company-info': () => import('../sections/CompanyInfoSection/CompanyInfoSection.tsx').then((m) => m.CompanyInfoSection),
  services: () => import('../sections/ServicesSection/ServicesSection.tsx').then((m) => m.ServicesSection),
  fleet: () => import('../sections/FleetSection/FleetSection.tsx').then((m) => m.FleetSection),
  'why-choose': () => import('../sections/WhyChooseSection/WhyChooseSection.tsx').then((m) => m.WhyChooseSection),
  testimonials: () => import('../sections/TestimonialsSection/TestimonialsSection.tsx').then((m) => m.TestimonialsSection),
  'driver-recruitment': () =>
    import('../sections/DriverRecruitmentSection/DriverRecruitmentSection.tsx').then((m) => m.DriverRecruitmentSection),
  cta: () => import('../sections/CtaSection/CtaSection.tsx').then((m) => m.CtaSection),
  policy: () => import('../sections/PolicySection/PolicySection.tsx').then((m) => m.PolicySection),
  jobs: () => import('../sections/JobsSection/JobsSection.tsx').then((m) => m.JobsSection),
  'job-posting': () => import('../sections/JobPostingSection/JobPostingSection.tsx').then((m) => m.JobPostingSection),
  coverage: () => import('../sections/CoverageSection/CoverageSection.tsx').then((m) => m.CoverageSection),
  faq: () => import('../sections/FaqSection/FaqSection.tsx').then((m) => m.FaqSection),
} satisfies SectionRegistry;

/** `company-info` → `CompanyInfoSection`, the name of its component, its file and its folder. */
export const sectionComponentName = (type: SectionType) =>
  `${type.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}Section`;

/** The source file of a type's component, relative to the project. */
export const sectionModulePath = (type: SectionType) => {
  const name = sectionComponentName(type);
  return `src/sections/${name}/${name}.tsx`;
};

/** Components by type, for the sections of one page. */
export type SectionComponents = Partial<Record<SectionType, ComponentType<{ section: Section }>>>;

/** Loads the components a page's sections need, before it renders (so hydration matches). */
export async function loadSectionComponents(sections: readonly Section[]): Promise<SectionComponents> {
  const types = [...new Set(sections.map((s) => s.type))];
  // The registry's mapped type pairs each type with its props; TypeScript cannot follow that
  // correlation through an index, so the lookup is widened once, here.
  const components = await Promise.all(types.map((type) => (registry[type] as () => Promise<ComponentType<{ section: Section }>>)()));
  return Object.fromEntries(types.map((type, i) => [type, components[i]]));
}
