import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Action } from '../../schema/index.ts';
import { mailHref, telHref } from './contactLinks.ts';
import { useShell } from './ShellContext.tsx';

/** The href an action leads to: a mail or phone link built from the company's contact details. */
export function useActionHref(action: Action): string {
  const { company } = useShell();
  switch (action.kind) {
    case 'mail':
      return mailHref(company.email, action.subject, action.body);
    case 'phone':
      return telHref(company.phone);
    case 'link':
      return action.href;
  }
}

type Variant = { variant?: 'primary' | 'secondary' };

const buttonStyle = (p: Variant & { theme: Theme }) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.7rem 1.4rem;
  border-radius: ${p.theme.radius}px;
  font-weight: 600;
  text-decoration: none;
  border: 2px solid ${p.theme.colors.primary};
  background: ${p.variant === 'secondary' ? 'transparent' : p.theme.colors.primary};
  color: ${p.variant === 'secondary' ? 'inherit' : p.theme.colors.onPrimary};
  transition: filter 0.15s ease;
  &:hover {
    filter: brightness(1.1);
  }
`;

export const Button = styled.a<Variant>(buttonStyle);
const RouteButton = styled(Link)<Variant>(buttonStyle);

/** A configured call to action as a link styled like a button. */
export function ActionLink({ action, icon, className }: { action: Action; icon?: ReactNode; className?: string }) {
  const href = useActionHref(action);
  if (action.kind === 'link' && href.startsWith('/')) {
    return (
      <RouteButton to={href} variant={action.variant} className={className}>
        {icon}
        {action.label}
      </RouteButton>
    );
  }
  return (
    <Button href={href} variant={action.variant} className={className}>
      {icon}
      {action.label}
    </Button>
  );
}
