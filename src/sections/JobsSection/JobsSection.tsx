import type { SectionOf } from '../../../schema/index.ts';

// Placeholder while the component is built.
export function JobsSection({ section }: { section: SectionOf<'jobs'> }) {
  return <section>{section.type}</section>;
}
