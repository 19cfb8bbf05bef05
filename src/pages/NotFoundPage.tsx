import styled from '@emotion/styled';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useShell } from '../render/ShellContext.tsx';
import { usePageHead } from '../render/usePageHead.ts';

const Box = styled.div`
  min-height: 70vh;
  display: grid;
  place-content: center;
  text-align: center;
  padding: 7rem 1.25rem 4rem;
`;

export function NotFoundPage() {
  const { notFound } = useShell();
  const { pathname } = useLocation();
  usePageHead(notFound.title);
  useEffect(() => {
    console.error(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <Box>
      <h1>{notFound.heading}</h1>
      <p>{notFound.text}</p>
      <p>
        <Link to="/">{notFound.homeLink}</Link>
      </p>
    </Box>
  );
}
