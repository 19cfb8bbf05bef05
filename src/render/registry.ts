import type { ComponentType } from 'react';
import type { SectionOf, SectionType } from '../../schema/index.ts';
import { AboutSection } from '../sections/AboutSection/AboutSection.tsx';
import { CompanyInfoSection } from '../sections/CompanyInfoSection/CompanyInfoSection.tsx';
import { CtaSection } from '../sections/CtaSection/CtaSection.tsx';
import { DriverRecruitmentSection } from '../sections/DriverRecruitmentSection/DriverRecruitmentSection.tsx';
import { FleetSection } from '../sections/FleetSection/FleetSection.tsx';
import { HeroSection } from '../sections/HeroSection/HeroSection.tsx';
import { PolicySection } from '../sections/PolicySection/PolicySection.tsx';
import { ServicesSection } from '../sections/ServicesSection/ServicesSection.tsx';
import { TestimonialsSection } from '../sections/TestimonialsSection/TestimonialsSection.tsx';
import { WhyChooseSection } from '../sections/WhyChooseSection/WhyChooseSection.tsx';

/** One component per section type; a type of the schema without a component does not compile. */
export type SectionRegistry = { [T in SectionType]: ComponentType<{ section: SectionOf<T> }> };

export const registry = {
  hero: HeroSection,
  about: AboutSection,
  'company-info': CompanyInfoSection,
  services: ServicesSection,
  fleet: FleetSection,
  'why-choose': WhyChooseSection,
  testimonials: TestimonialsSection,
  'driver-recruitment': DriverRecruitmentSection,
  cta: CtaSection,
  policy: PolicySection,
} satisfies SectionRegistry;
