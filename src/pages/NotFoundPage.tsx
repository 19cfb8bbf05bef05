import styled from '@emotion/styled';
import { useEffect } from 'react';
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
 * Any address no route matches. Prerendered once as 404.html, which the server sends with
 * status 404 (and a noindex robots tag); the unknown path is logged for whoever debugs a link.
 */
export function NotFoundPage() {
  const { notFound } = useShell();
  useEffect(() => {
    console.error(`404: no page at ${window.location.pathname}`);
  }, []);
  return (
    <Box>
      <h1>{notFound.heading}</h1>
      <p>{notFound.text}</p>
      <ActionLink action={{ kind: 'link', href: '/', label: notFound.homeLink, variant: 'primary' }} />
    </Box>
  );
}
