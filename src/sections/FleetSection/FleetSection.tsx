import styled from '@emotion/styled';
import type { SectionOf } from '../../../schema/index.ts';
import { ActionLink } from '../../render/ActionLink.tsx';
import { Section } from '../shared/Section.tsx';

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  align-items: center;
  ${(p) => p.theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${(p) => p.theme.radius}px;
  }
`;

export function FleetSection({ section }: { section: SectionOf<'fleet'> }) {
  const { image } = section;
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone="surface">
      <Columns>
        <div>
          <ul>
            {section.standards.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          <ActionLink action={section.action} />
        </div>
        <img src={image.src} alt={image.alt} width={image.width} height={image.height} loading="lazy" decoding="async" />
      </Columns>
    </Section>
  );
}
