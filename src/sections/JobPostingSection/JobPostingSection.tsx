import type { SectionOf } from '../../../schema/index.ts';

// Placeholder while the component is built.
export function JobPostingSection({ section }: { section: SectionOf<'job-posting'> }) {
  return <section>{section.type}</section>;
}
