import styled from '@emotion/styled';
import { Icon } from '../../theme/Icon.tsx';
import type { SectionOf } from '../../../schema/index.ts';
import { Reveal } from '../../ui/motion.tsx';
import { ActionLink } from '../../ui/ActionLink.tsx';
import { Actions, IconNote } from '../../ui/section/Grid.tsx';
import { IconCards } from '../../ui/section/IconCards.tsx';
import { Section } from '../../ui/section/Section.tsx';

const Panel = styled(Reveal)`
  margin-top: 3rem;
  padding: 2.5rem 1.5rem;
  border-radius: ${(p) => p.theme.radius + 8}px;
  text-align: center;
  color: ${(p) => p.theme.colors.onDark};
  background: radial-gradient(40rem 20rem at 100% 0%, ${(p) => p.theme.colors.bannerGlow}, transparent 65%), ${(p) => p.theme.colors.dark};
  box-shadow: ${(p) => p.theme.shadow.raised};
  ${(p) => p.theme.mq.md} {
    padding: 3.5rem 3rem;
  }
  h3 {
    /* Wider screens add at most a quarter to its rem part: at 200 % text it is 1.8 times its
       size or more (in vw alone, 3.5vw, 1.5 times). */
    font-size: min(1.7rem + 0.6vw, 2.1rem);
    font-weight: 800;
    letter-spacing: -0.02em;
  }
`;

const Text = styled.p`
  max-width: 38rem;
  margin: 0 auto;
  font-size: 1.0625rem;
  color: ${(p) => p.theme.colors.onDarkSoft};
`;

const Note = styled(IconNote)`
  max-width: 34rem;
  margin: 1.75rem auto 0;
  font-size: 0.9375rem;
  color: ${(p) => p.theme.colors.onDarkSoft};
`;

/** The panel's own link, such as to the page of driver jobs: plain text under the panel. */
const More = styled.p`
  margin: 1.75rem 0 0;
  text-align: center;
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 44px;
    font-weight: 650;
    color: ${(p) => p.theme.colors.link};
    text-underline-offset: 3px;
  }
  svg {
    flex: none;
  }
`;

export function DriverRecruitmentSection({ section }: { section: SectionOf<'driver-recruitment'> }) {
  const { panel } = section;
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro}>
      <IconCards cards={section.benefits} columns={4} />
      <Panel data-surface="dark">
        <h3>{panel.title}</h3>
        <Text>{panel.text}</Text>
        <Actions>
          {panel.actions.map((action) => (
            <ActionLink key={action.label} action={action} size="lg" />
          ))}
        </Actions>
        <Note>
          <Icon name="Info" aria-hidden="true" size={18} />
          {panel.note}
        </Note>
      </Panel>
      {panel.link && (
        <More>
          <a href={panel.link.href}>
            {panel.link.label}
            <Icon name="ArrowRight" aria-hidden="true" size={18} strokeWidth={2.25} />
          </a>
        </More>
      )}
    </Section>
  );
}
