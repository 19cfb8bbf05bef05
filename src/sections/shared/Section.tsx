import styled from '@emotion/styled';
import type { ReactNode } from 'react';

const Outer = styled.section<{ tone: 'plain' | 'surface' | 'dark' }>`
  padding: 4rem 1.25rem;
  background: ${(p) => (p.tone === 'surface' ? p.theme.colors.surface : p.tone === 'dark' ? p.theme.colors.dark : 'transparent')};
  color: ${(p) => (p.tone === 'dark' ? p.theme.colors.onDark : 'inherit')};
  ${(p) => p.theme.mq.md} {
    padding: 5rem 2rem;
  }
`;

export const Inner = styled.div`
  max-width: ${(p) => p.theme.maxWidth}px;
  margin: 0 auto;
`;

const Heading = styled.h2`
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  text-align: center;
`;

const Intro = styled.p<{ tone: 'plain' | 'surface' | 'dark' }>`
  text-align: center;
  max-width: 42rem;
  margin: 0 auto 2.5rem;
  color: ${(p) => (p.tone === 'dark' ? 'inherit' : p.theme.colors.muted)};
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
  tone?: 'plain' | 'surface' | 'dark';
  children: ReactNode;
}) {
  const headingId = `${id ?? slug(heading)}-heading`;
  return (
    <Outer id={id} tone={tone} aria-labelledby={headingId}>
      <Inner>
        <Heading id={headingId}>{heading}</Heading>
        {intro && <Intro tone={tone}>{intro}</Intro>}
        {children}
      </Inner>
    </Outer>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
