import type { SectionOf } from '../../../schema/index.ts';
import { ActionLink } from '../../render/ActionLink.tsx';
import { Actions } from '../shared/Grid.tsx';
import { IconCards } from '../shared/IconCards.tsx';
import { Section } from '../shared/Section.tsx';

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
