import styled from '@emotion/styled';
import { styleProps } from '../domProps/styleProps.ts';
import { sectionHeadingId } from '../../../schema/anchors.ts';
import type { ReactNode } from 'react';
import { Reveal } from '../motion.tsx';

export type Tone = 'plain' | 'surface' | 'dark';

const Outer = styled('section', styleProps('tone'))<{ tone: Tone }>`
  padding: 4.5rem 1.25rem;
  background: ${(p) => (p.tone === 'surface' ? p.theme.colors.surface : p.tone === 'dark' ? p.theme.colors.dark : p.theme.colors.background)};
  color: ${(p) => (p.tone === 'dark' ? p.theme.colors.onDark : p.theme.colors.text)};
  ${(p) => p.theme.mq.md} {
    padding: 6rem 2rem;
  }
`;

export const Inner = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
`;

const Head = styled(Reveal)`
  text-align: center;
  max-width: 46rem;
  margin: 0 auto 3rem;
`;

const Heading = styled('h2', styleProps('tone'))<{ tone: Tone }>`
  /* In rem, stepped at the breakpoints: it grows with the visitor's text size (4vw grew 1.4
     times at 200 % text). */
  font-size: 1.85rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  margin-bottom: 1rem;
  &::after {
    content: '';
    display: block;
    width: 3.5rem;
    height: 4px;
    margin: 1rem auto 0;
    border-radius: 4px;
    background: ${(p) => (p.tone === 'dark' ? p.theme.colors.lineOnDark : p.theme.colors.divider)};
  }
  ${(p) => p.theme.wide.md} {
    font-size: 2.25rem;
  }
  ${(p) => p.theme.wide.lg} {
    font-size: 2.6rem;
  }
`;

const Intro = styled('p', styleProps('tone'))<{ tone: Tone }>`
  font-size: 1.125rem;
  margin: 0;
  color: ${(p) => (p.tone === 'dark' ? p.theme.colors.onDarkSoft : p.theme.colors.muted)};
`;

/** A page section with its heading (h2) and intro; `id` makes it an anchor target. */
export function Section({
  id,
  heading,
  intro,
  tone = 'plain',
  children,
}: {
  id?: string;
  heading: string;
  intro?: string;
  tone?: Tone;
  children: ReactNode;
}) {
  const headingId = sectionHeadingId(id, heading);
  return (
    <Outer id={id} tone={tone} aria-labelledby={headingId} data-surface={tone === 'dark' ? 'dark' : undefined}>
      <Inner>
        <Head>
          <Heading id={headingId} tone={tone}>
            {heading}
          </Heading>
          {intro && <Intro tone={tone}>{intro}</Intro>}
        </Head>
        {children}
      </Inner>
    </Outer>
  );
}
