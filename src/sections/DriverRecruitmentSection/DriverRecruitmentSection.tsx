import type { SectionOf } from '../../../schema/index.ts';
import { ActionLink } from '../../render/ActionLink.tsx';
import { Actions } from '../shared/Grid.tsx';
import { IconCards } from '../shared/IconCards.tsx';
import { Section } from '../shared/Section.tsx';

export function DriverRecruitmentSection({ section }: { section: SectionOf<'driver-recruitment'> }) {
  const { panel } = section;
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro}>
      <IconCards cards={section.benefits} columns={4} />
      <div>
        <h3>{panel.title}</h3>
        <p>{panel.text}</p>
        <Actions>
          {panel.actions.map((action) => (
            <ActionLink key={action.label} action={action} />
          ))}
        </Actions>
        <p>{panel.note}</p>
      </div>
    </Section>
  );
}
