import { ActionLink } from '../../ui/ActionLink.tsx';
import { useShell } from '../../ui/ShellContext.tsx';
import { MessageScreen } from './MessageScreen.ts';

/**
 * What the not-found page says (./NotFoundPage.tsx): its heading, its text and a link home.
 * Only defines things: the browser's code leaves it out (src/prerender/buildSite.ts).
 */
export function NotFoundMessage() {
  const { notFound } = useShell();
  return (
    <MessageScreen>
      <h1>{notFound.heading}</h1>
      <p>{notFound.text}</p>
      <ActionLink action={{ kind: 'link', href: '/', label: notFound.homeLink, variant: 'primary' }} />
    </MessageScreen>
  );
}
