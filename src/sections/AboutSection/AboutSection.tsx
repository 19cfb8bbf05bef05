import styled from '@emotion/styled';
import type { SectionOf } from '../../../schema/index.ts';
import { Reveal } from '../../ui/motion.tsx';
import { Card, Split } from '../../ui/section/Grid.tsx';
import { Section } from '../../ui/section/Section.tsx';
import { StatTiles } from '../../ui/section/StatTiles.tsx';

const Statements = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;
`;

const Statement = styled(Card)`
  padding-left: 1.75rem;
  &::before {
    content: '';
    position: absolute;
    left: 0;
    top: 1.25rem;
    bottom: 1.25rem;
    width: 4px;
    border-radius: 0 4px 4px 0;
    background: ${(p) => p.theme.colors.primary};
  }
  p {
    font-size: 1.0625rem;
  }
`;

export function AboutSection({ section }: { section: SectionOf<'about'> }) {
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro}>
      <Split ratio={[1.15, 1]} gap={[1.5, 3]} align="center">
        <Statements>
          {section.statements.map((s) => (
            <Statement key={s.title}>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </Statement>
          ))}
        </Statements>
        {section.stats.length > 0 && (
          <Reveal>
            <StatTiles stats={section.stats} />
          </Reveal>
        )}
      </Split>
    </Section>
  );
}
