import type { ComponentType } from 'react';
import type { Section } from '../../schema/index.ts';
import { registry } from './registry.ts';

/** Draws one configured section with the component its `type` names. */
export function SectionRenderer({ section }: { section: Section }) {
  // The registry's mapped type pairs each type with its props; TypeScript cannot follow that
  // correlation through an index, so the lookup is widened once, here.
  const Component = registry[section.type] as ComponentType<{ section: Section }>;
  return <Component section={section} />;
}
