import type { SectionOf } from '../../../schema/index.ts';

// Placeholder while the component is built.
export function FaqSection({ section }: { section: SectionOf<'faq'> }) {
  return <section>{section.type}</section>;
}
