import type { ComponentType } from 'react';
import type { Section, SectionType } from '../../schema/index.ts';
import type { SectionRegistry } from './registry.ts';

/** Components by type, for the sections of one page. */
export type SectionComponents = Partial<Record<SectionType, ComponentType<{ section: Section }>>>;

/**
 * Loads from `registry` the components a page's sections need, before it renders (so hydration
 * matches): the server's registry holds every type's, the browser's only the hydrating ones'.
 */
export async function loadSectionComponents(sections: readonly Section[], registry: Partial<SectionRegistry>): Promise<SectionComponents> {
  const types = [...new Set(sections.map((s) => s.type))];
  const components = await Promise.all(
    types.map((type) => {
      // The registry's mapped type pairs each type with its props; TypeScript cannot follow that
      // correlation through an index, so the lookup is widened once, here.
      const load = registry[type] as (() => Promise<ComponentType<{ section: Section }>>) | undefined;
      if (!load) throw new Error(`No component of section type "${type}" in this registry`);
      return load();
    }),
  );
  return Object.fromEntries(types.map((type, i) => [type, components[i]]));
}
