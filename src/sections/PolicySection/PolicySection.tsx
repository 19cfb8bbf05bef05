import styled from '@emotion/styled';
import type { SectionOf } from '../../../schema/index.ts';
import { Inner } from '../shared/Section.tsx';

const Article = styled.article`
  padding: 7rem 1.25rem 4rem;
  max-width: 48rem;
  margin: 0 auto;
`;

export function PolicySection({ section }: { section: SectionOf<'policy'> }) {
  return (
    <Article id={section.id}>
      <Inner>
        <h1>{section.title}</h1>
        <p>{section.intro}</p>
        {section.sections.map((s, i) => (
          <section key={s.heading}>
            <h2>
              {i + 1}. {s.heading}
            </h2>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
      </Inner>
    </Article>
  );
}
