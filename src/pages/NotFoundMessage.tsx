import styled from '@emotion/styled';
import { ActionLink } from '../ui/ActionLink.tsx';
import { useShell } from '../ui/ShellContext.tsx';

const Box = styled.div`
  min-height: 70vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 0.5rem;
  text-align: center;
  /* The fixed header sits over the top of the page. */
  padding: 7.5rem 1.25rem 4rem;
  h1 {
    font-size: clamp(1.75rem, 5vw, 2.5rem);
  }
  p {
    color: ${(p) => p.theme.colors.muted};
  }
`;

/**
 * What the not-found page says (./NotFoundPage.tsx): its heading, its text and a link home.
 * Only defines things: the browser's code leaves it out (src/prerender/buildSite.ts).
 */
export function NotFoundMessage() {
  const { notFound } = useShell();
  return (
    <Box>
      <h1>{notFound.heading}</h1>
      <p>{notFound.text}</p>
      <ActionLink action={{ kind: 'link', href: '/', label: notFound.homeLink, variant: 'primary' }} />
    </Box>
  );
}
