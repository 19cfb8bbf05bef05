import type { Section } from '../../schema/index.ts';
import type { SectionComponents } from './sectionComponents.ts';

/** Draws one configured section with the component its `type` names (loaded with the page). */
export function SectionRenderer({ section, components }: { section: Section; components: SectionComponents }) {
  const Component = components[section.type];
  if (!Component) throw new Error(`The component of section type "${section.type}" was not loaded with the page`);
  return <Component section={section} />;
}
