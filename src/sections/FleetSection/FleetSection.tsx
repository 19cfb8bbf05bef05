import styled from '@emotion/styled';
import { Icon } from '../../theme/Icon.tsx';
import type { SectionOf } from '../../../schema/index.ts';
import { Reveal } from '../../ui/motion.tsx';
import { ActionLink } from '../../ui/ActionLink.tsx';
import { Actions, Split } from '../../ui/section/Grid.tsx';
import { Section } from '../../ui/section/Section.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { IMAGE_LAYOUTS } from '../../site-data/media.ts';

const Standards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.9rem;
  li {
    display: flex;
    align-items: flex-start;
    gap: 0.75rem;
    padding: 1rem 1.1rem;
    border-radius: ${(p) => p.theme.radius + 2}px;
    background: ${(p) => p.theme.colors.background};
    border: 1px solid ${(p) => p.theme.colors.border};
    font-weight: 550;
  }
  svg {
    flex: none;
    margin-top: 0.1rem;
    color: ${(p) => p.theme.colors.link};
  }
`;

const Figure = styled(Reveal)`
  margin: 0;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${(p) => p.theme.radius + 6}px;
    box-shadow: ${(p) => p.theme.shadow.raised};
    background: ${(p) => p.theme.colors.background};
  }
`;

export function FleetSection({ section }: { section: SectionOf<'fleet'> }) {
  const { image } = section;
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone="surface">
      <Split ratio={[1, 1.1]} gap={[2.5, 4]} align="center">
        <Reveal>
          <Standards>
            {section.standards.map((s) => (
              <li key={s}>
                <Icon name="CircleCheck" aria-hidden="true" size={22} />
                {s}
              </li>
            ))}
          </Standards>
          <Actions align="start">
            <ActionLink action={section.action} size="lg" />
          </Actions>
        </Reveal>
        <Figure>
          <Picture src={image.src} alt={image.alt} sizes={IMAGE_LAYOUTS.fleet.sizes} />
        </Figure>
      </Split>
    </Section>
  );
}
