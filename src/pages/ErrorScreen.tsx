import styled from '@emotion/styled';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useShell } from '../render/ShellContext.tsx';

const Box = styled.main`
  min-height: 100vh;
  display: grid;
  place-content: center;
  text-align: center;
  padding: 2rem 1.25rem;
`;

/** What the error shows: status and status text for route errors, else its message. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router's error element: replaces the page when rendering it fails. */
export function ErrorScreen() {
  const error = useRouteError();
  const { errorScreen } = useShell();
  return (
    <Box id="main">
      <h1>{errorScreen.heading}</h1>
      <p>{describeError(error)}</p>
      <p>
        <a href="/">{errorScreen.homeLink}</a>
      </p>
    </Box>
  );
}
