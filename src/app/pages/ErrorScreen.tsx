import styled from '@emotion/styled';
import { useEffect, useLayoutEffect } from 'react';
import { LIGHT_TOP_ATTRIBUTE } from '../../layout/lightTop.ts';
import { Button } from '../../ui/ActionLink.tsx';
import { useShell } from '../../ui/ShellContext.tsx';
import { MessageScreen } from './MessageScreen.ts';

const Detail = styled.p`
  max-width: 40rem;
  overflow-wrap: anywhere;
`;

/**
 * What the screen says about the error: the message of an Error (or of anything with one), a
 * thrown string as is, else `fallback` (the config's words for an error that says nothing about
 * itself).
 */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof Error) return error.message || error.name || fallback;
  if (typeof error === 'string' && error.trim()) return error;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return fallback;
}

/**
 * Replaces a page whose rendering failed (src/app/SitePage.tsx). Inside the layout (page
 * errors) it keeps the header, footer and floating buttons, so the visitor can go on; as the
 * last resort (`standalone`, when the layout itself failed) it is the page's own <main>.
 * "Return to Home" is a full page load, which also clears whatever state broke.
 */
export function ErrorScreen({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  const { errorScreen } = useShell();
  // Shown only in the browser, on a page whose prerendered title names the page that failed.
  useEffect(() => {
    document.title = errorScreen.title;
  }, [errorScreen.title]);
  // The page now opens on this light screen, whatever it opened on (the document said so for the
  // page's own first element): the header over it turns dark before it is drawn.
  useLayoutEffect(() => {
    document.body.setAttribute(LIGHT_TOP_ATTRIBUTE, '');
  }, []);
  return (
    <MessageScreen as={standalone ? 'main' : 'div'} id={standalone ? 'main' : undefined}>
      <h1>{errorScreen.heading}</h1>
      <Detail data-error-detail="">{describeError(error, errorScreen.unknownError)}</Detail>
      <Button href="/">{errorScreen.homeLink}</Button>
    </MessageScreen>
  );
}
