import styled from '@emotion/styled';
import { Icon } from '../../theme/Icon.tsx';
import type { SectionOf } from '../../../schema/index.ts';
import { fill } from '../../../schema/placeholders.ts';
import { coverageMapKey, TERMINAL_SEPARATOR } from '../../site-data/media.ts';
import { Reveal } from '../../ui/motion.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { Split } from '../../ui/section/Grid.tsx';
import { Section } from '../../ui/section/Section.tsx';

const MapFigure = styled(Reveal)`
  margin: 0;
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Lists = styled(Reveal)`
  display: grid;
  gap: 2rem;
  h3 {
    font-size: 1.2rem;
    font-weight: 750;
    margin-bottom: 0.75rem;
  }
`;

const States = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  columns: 3 8.5rem;
  column-gap: 1.5rem;
  color: ${(p) => p.theme.colors.muted};
  li {
    break-inside: avoid;
    padding: 0.1rem 0;
  }
`;

const Terminals = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.6rem;
  li {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: ${(p) => p.theme.colors.link};
  }
  strong {
    font-weight: 700;
  }
`;

/**
 * Where the carrier runs: the map the build drew (src/media/coverageMap.ts), whose text
 * alternative states how many states are served, and the same as text beside it: the states by
 * name, and each terminal with its city.
 */
export function CoverageSection({ section }: { section: SectionOf<'coverage'> }) {
  const terminals = section.terminals ?? [];
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro}>
      <Split ratio={[1.6, 1]} gap={[2.5, 3.5]} align="start">
        <MapFigure>
          <Picture src={coverageMapKey(section)} alt={fill(section.mapLabel, { count: section.states.length })} sizes="100vw" />
        </MapFigure>
        <Lists>
          <div>
            <h3>{section.statesHeading}</h3>
            <States>
              {section.states.map((state) => (
                <li key={state.code}>{state.name}</li>
              ))}
            </States>
          </div>
          {terminals.length > 0 && (
            <div>
              <h3>{section.terminalsHeading}</h3>
              <Terminals>
                {terminals.map((terminal, i) => (
                  <li key={i}>
                    <Icon name="MapPin" aria-hidden="true" size={18} />
                    <span>
                      <strong>{terminal.name}</strong>
                      {TERMINAL_SEPARATOR}
                      {terminal.city}, {terminal.region}
                    </span>
                  </li>
                ))}
              </Terminals>
            </div>
          )}
        </Lists>
      </Split>
    </Section>
  );
}
