import type { SectionType } from '../../schema/index.ts';

/**
 * Whether the browser hydrates a section type on a page's first load. A type whose only
 * behaviour is plain links and entrance animations (which work on the DOM, src/ui/motion.tsx)
 * says false: its prerendered HTML is kept as it is (src/render/KeptSection.tsx), and neither
 * its code nor its data is downloaded until a client-side navigation renders it. A type of the
 * schema missing here does not compile. (Kept apart from the registry, which imports every
 * component, because the build's Vite plugin reads it.)
 */
export const interactiveSections = {
  hero: false,
  about: false,
  // Tooltips that explain the MC, DOT and EIN numbers.
  'company-info': true,
  services: false,
  fleet: false,
  'why-choose': false,
  testimonials: false,
  'driver-recruitment': false,
  // Copy buttons, with a tooltip and a toast.
  cta: true,
  // The visitor's date as Last Updated, and in-app links between the policies.
  policy: true,
} satisfies Record<SectionType, boolean>;

export const isInteractive = (type: SectionType): boolean => interactiveSections[type];
