import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { PageArticle } from '../../ui/section/PageArticle.ts';

export const Article = styled(PageArticle)`
  h1 {
    margin-bottom: 0.5rem;
  }
  a {
    color: ${(p) => p.theme.colors.link};
    text-underline-offset: 2px;
  }
  @media print {
    h2 {
      margin-top: 1.5rem;
      break-after: avoid;
    }
  }
`;

export const Dated = styled.div`
  color: ${(p) => p.theme.colors.muted};
  margin-bottom: 1.5rem;
`;

/**
 * The contents beside the company details where both fit at a readable width (their flex
 * bases), one above the other where not: on a phone, or in large text, the bases being in rem.
 * Widths come from the room there is, never from the content: sized to its longest line (an
 * address), the details left the contents 55 px wide beside them, and a column sized to its
 * content made the page wider than a 320 px screen.
 */
export const Overview = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 1rem;
  margin: 2rem 0 1rem;
`;

const box = ({ theme }: { theme: Theme }) => css`
  background: ${theme.colors.surface};
  border-radius: ${theme.radius}px;
  padding: 1.25rem 1.5rem;
  @media print {
    background: none;
    border: 1px solid #999;
  }
`;

export const Contents = styled.nav(box, { flex: '1 1 16rem' });

export const ContentsLabel = styled.p`
  font-weight: 700;
  margin-bottom: 0.5rem;
`;

export const ContentsList = styled.ol`
  margin: 0;
  padding-left: 1.5rem;
  li + li {
    margin-top: 0.2rem;
  }
`;

export const Details = styled.aside(box, { flex: '1 1 22rem' });

export const DetailsName = styled.p`
  font-weight: 700;
  margin-bottom: 0.5rem;
`;

export const DetailsList = styled.dl`
  display: grid;
  /* The labels take at most 40 % (a longer one goes onto two lines) and the values the rest: a
     phone number, which never breaks, fits beside its label on a 320 px screen, and a value
     longer than its column (a mailbox) breaks rather than widening the page. At a third, "USDOT
     Number" on a 412 px phone took two lines in the fallback font and one in the brand font
     that replaced it: the page moved. */
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: 0.25rem 1rem;
  margin: 0;
  dt {
    color: ${(p) => p.theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
