import type { SectionOf } from '../../../schema/index.ts';

// Placeholder while the component is built.
export function CoverageSection({ section }: { section: SectionOf<'coverage'> }) {
  return <section>{section.type}</section>;
}
