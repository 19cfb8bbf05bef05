import { z } from 'zod';
import { aboutSection } from './about.ts';
import { companyInfoSection } from './company-info.ts';
import { coverageSection } from './coverage.ts';
import { ctaSection } from './cta.ts';
import { driverRecruitmentSection } from './driver-recruitment.ts';
import { faqSection } from './faq.ts';
import { fleetSection } from './fleet.ts';
import { heroSection } from './hero.ts';
import { jobsSection, type JobPostingPage } from './jobs.ts';
import { policySection } from './policy.ts';
import { servicesSection } from './services.ts';
import { testimonialsSection } from './testimonials.ts';
import { whyChooseSection } from './why-choose.ts';

/** Every section a config can declare; `type` picks the schema and, in the renderer, the component. */
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
  jobsSection,
  coverageSection,
  faqSection,
]);

/** A section as a config declares it. */
export type ConfigSection = z.infer<typeof section>;
/** A section as a page renders it: one the config declares, or a job posting's own page, made from a jobs section. */
export type Section = ConfigSection | JobPostingPage;
export type SectionType = Section['type'];
export type SectionOf<T extends SectionType> = Extract<Section, { type: T }>;
