import type { SectionOf } from '../../../schema/index.ts';
import { ActionLink } from '../../ui/ActionLink.tsx';
import { Actions } from '../../ui/section/Grid.tsx';
import { IconCards } from '../../ui/section/IconCards.tsx';
import { Section } from '../../ui/section/Section.tsx';

export function WhyChooseSection({ section }: { section: SectionOf<'why-choose'> }) {
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro}>
      <IconCards cards={section.cards} columns={4} />
      <Actions>
        <ActionLink action={section.action} size="lg" />
      </Actions>
    </Section>
  );
}
