import { z } from 'zod';
import { aboutSection } from './about.ts';
import { companyInfoSection } from './company-info.ts';
import { ctaSection } from './cta.ts';
import { driverRecruitmentSection } from './driver-recruitment.ts';
import { fleetSection } from './fleet.ts';
import { heroSection } from './hero.ts';
import { policySection } from './policy.ts';
import { servicesSection } from './services.ts';
import { testimonialsSection } from './testimonials.ts';
import { whyChooseSection } from './why-choose.ts';

/** Every section a page can hold; `type` picks the schema and, in the renderer, the component. */
export const section = z.discriminatedUnion('type', [
  heroSection,
  aboutSection,
  companyInfoSection,
  servicesSection,
  fleetSection,
  whyChooseSection,
  testimonialsSection,
  driverRecruitmentSection,
  ctaSection,
  policySection,
]);

export type Section = z.infer<typeof section>;
export type SectionType = Section['type'];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
