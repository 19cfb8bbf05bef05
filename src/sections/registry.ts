import type { ComponentType } from 'react';
import type { SectionOf, SectionType } from '../../schema/index.ts';

type SectionComponent<T extends SectionType> = ComponentType<{ section: SectionOf<T> }>;

/**
 * One component per section type, for the server render (the browser's registry, of the types
 * it hydrates, is ./hydratingRegistry.ts); a type of the schema without a component does not
 * compile. A component lives at src/sections/<Name>Section/<Name>Section.tsx
 * (sectionModulePath), which lets the build group and preload exactly what a page needs.
 */
export type SectionRegistry = { [T in SectionType]: () => Promise<SectionComponent<T>> };

export const registry = {
  hero: () => import('./HeroSection/HeroSection.tsx').then((m) => m.HeroSection),
  about: () => import('./AboutSection/AboutSection.tsx').then((m) => m.AboutSection),
  'company-info': () => import('./CompanyInfoSection/CompanyInfoSection.tsx').then((m) => m.CompanyInfoSection),
  services: () => import('./ServicesSection/ServicesSection.tsx').then((m) => m.ServicesSection),
  fleet: () => import('./FleetSection/FleetSection.tsx').then((m) => m.FleetSection),
  'why-choose': () => import('./WhyChooseSection/WhyChooseSection.tsx').then((m) => m.WhyChooseSection),
  testimonials: () => import('./TestimonialsSection/TestimonialsSection.tsx').then((m) => m.TestimonialsSection),
  'driver-recruitment': () => import('./DriverRecruitmentSection/DriverRecruitmentSection.tsx').then((m) => m.DriverRecruitmentSection),
  cta: () => import('./CtaSection/CtaSection.tsx').then((m) => m.CtaSection),
  policy: () => import('./PolicySection/PolicySection.tsx').then((m) => m.PolicySection),
  jobs: () => import('./JobsSection/JobsSection.tsx').then((m) => m.JobsSection),
  'job-posting': () => import('./JobPostingSection/JobPostingSection.tsx').then((m) => m.JobPostingSection),
  coverage: () => import('./CoverageSection/CoverageSection.tsx').then((m) => m.CoverageSection),
  faq: () => import('./FaqSection/FaqSection.tsx').then((m) => m.FaqSection),
} satisfies SectionRegistry;

/** `company-info` → `CompanyInfoSection`, the name of its component, its file and its folder. */
export const sectionComponentName = (type: SectionType) =>
  `${type.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())}Section`;

/** The source file of a type's component, relative to the project. */
export const sectionModulePath = (type: SectionType) => {
  const name = sectionComponentName(type);
  return `src/sections/${name}/${name}.tsx`;
};
