import type { SectionOf } from '../../../schema/index.ts';
import { ActionLink } from '../../render/ActionLink.tsx';
import { Actions } from '../shared/Grid.tsx';
import { IconCards } from '../shared/IconCards.tsx';
import { Section } from '../shared/Section.tsx';

export function ServicesSection({ section }: { section: SectionOf<'services'> }) {
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro}>
      <IconCards cards={section.cards} columns={3} />
      <Actions>
        <ActionLink action={section.action} size="lg" />
      </Actions>
    </Section>
  );
}
