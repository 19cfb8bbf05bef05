import type { Section, SectionType } from '../../schema/index.ts';

/**
 * Partial hydration: how a prerendered page becomes interactive while downloading only what
 * its interactive sections need. The one home of its names; every part imports them from here.
 *
 * 1. The build's Vite plugin (src/vite/siteConfigPlugin.ts) serves the pages in full to the
 *    server render (`virtual:site/pages-in-full`), and to the browser each page's
 *    `virtual:site/first-load-N`, where each section whose type does not hydrate is only a
 *    stub, `{ type, kept: true }`.
 * 2. The browser's registry (src/sections/hydratingRegistry.ts) holds only the components of
 *    interactive section types; the chunking (src/vite/pageChunks.ts) puts a page's first-load
 *    data and those of its sections' components in its own chunk.
 * 3. The prerender (src/prerender/prerender.ts) writes the client entry into each page with the
 *    list of modules it needs (`data-modules`: src/browser/afterFirstScreen.ts, then the hydrating
 *    entry, the app, the page's first-load chunk); the client entry (src/browser/entry-client.tsx) runs
 *    the first after the first paint, and it loads the others when React is needed.
 * 4. src/browser/hydrate.tsx reads the first-load data and the page's elements (src/sections/pageView.ts
 *    `firstLoadView`): a stub becomes an adopted section with the tag of the element the server
 *    wrote, and src/ui/islands/KeptElement.tsx renders that element with its server HTML untouched.
 *    Only the interactive sections hydrate.
 * 5. They hydrate as islands (src/ui/islands/islands.ts), as do the header and the footer: React
 *    hydrates the page around them at once (little more than its providers and kept elements),
 *    and each island when it is pressed, focused, typed on or hovered, or scrolled near, never on
 *    its own; until then it stays as prerendered, and the client entry's native layer
 *    (src/browser/entry-client.tsx) works its controls. React itself loads only at the first of
 *    those needs (src/browser/afterFirstScreen.ts).
 * 6. What every page does without React works on the DOM (src/browser/): the visitor's dates, the
 *    entrance animations, so kept sections show the visitor's date and animate too.
 */

/** The modules of the build's own entries, as Vite and its manifest name them. */
export const ENTRIES = {
  /** The page's only script, written into it by the prerender. */
  client: 'src/browser/entry-client.tsx',
  /** What the page does once its first screen is shown, loading React on need: the first module of its list. */
  afterFirstScreen: 'src/browser/afterFirstScreen.ts',
  /** The module that hydrates the page, loaded by the client entry. */
  hydrate: 'src/browser/hydrate.tsx',
} as const;

/** The virtual modules the Vite plugin serves. Their last segment names their chunk (budgets tell pages apart by it). */
export const VIRTUAL_MODULES = {
  /** The loader of each language's shell, and of every page's first-load data. */
  shell: 'virtual:site/shell',
  /** Language N's shared data (company, theme, layout, screens, in its words): this and N. */
  languageShellPrefix: 'virtual:site/shell-',
  /** Every page in full, for the server render only. */
  pagesInFull: 'virtual:site/pages-in-full',
  /** The files built for the photos of the sections (the logo's are in the shell): loaded with the sections that show them. */
  pictures: 'virtual:site/pictures',
  /** The dates the pages show, in words, and how the site's language writes one: loaded with the sections that show a date. */
  dates: 'virtual:site/dates',
  /** Every virtual module of the site starts with this. */
  prefix: 'virtual:site/',
  /** Page N for hydrating its prerendered HTML (interactive sections, the others stubs): this and N. */
  firstLoadPrefix: 'virtual:site/first-load-',
  firstLoad: (index: number) => `${VIRTUAL_MODULES.firstLoadPrefix}${index}`,
  languageShell: (index: number) => `${VIRTUAL_MODULES.languageShellPrefix}${index}`,
} as const;

/**
 * Whether the browser hydrates a section type. A type whose only behaviour is plain links and
 * entrance animations says false: its prerendered HTML is kept as it is, and neither its code
 * nor its data is ever downloaded. A type of the schema missing here does not compile. (Kept
 * apart from the registries, which import components, because the build reads it.)
 */
export const hydratesOnFirstLoad = {
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
  // The visitor's date as Last Updated is written on the DOM, without React (src/browser/visitorDates.ts).
  policy: false,
  // Cards that link to the posting pages.
  jobs: false,
  // Mail and call links.
  'job-posting': false,
  // A map drawn at build time, and lists.
  coverage: false,
  // Native disclosure (<details>): the browser opens and closes the answers.
  faq: false,
} as const satisfies Record<SectionType, boolean>;

/** The section types the browser hydrates. */
export type InteractiveSectionType = { [T in SectionType]: (typeof hydratesOnFirstLoad)[T] extends true ? T : never }[SectionType];

export const isInteractive = (type: SectionType): boolean => hydratesOnFirstLoad[type];

/** In first-load data, a section that is not interactive: its type only (step 1). */
export interface KeptSectionStub {
  type: SectionType;
  kept: true;
}

/** A section as the first-load data carries it: in full when interactive, else its stub. */
export const firstLoadSection = (section: Section): Section | KeptSectionStub =>
  isInteractive(section.type) ? section : { type: section.type, kept: true };
