import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Icon } from '../theme/Icon.tsx';
import type { ReactNode } from 'react';
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

/**
 * How every button looks, one rule for all: its action's variant (schema/action.ts) and its
 * size are attributes the rule reads (`data-variant`, `data-size`), not props of the style,
 * because Emotion writes a whole class per distinct style, and a page's three kinds of buttons
 * wrote the same forty declarations three times in its <head>.
 */
const buttonStyle = ({ theme }: { theme: Theme }) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.55rem;
  min-height: 44px;
  padding: 0.6rem 1.25rem;
  border-radius: ${theme.radius}px;
  font-size: 1rem;
  font-weight: 650;
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  border: 2px solid ${theme.colors.primary};
  background: ${theme.colors.primary};
  color: ${theme.colors.onPrimary};
  box-shadow:
    0 1px 2px rgb(0 0 0 / 0.12),
    0 4px 12px rgb(0 0 0 / 0.12);
  transition:
    transform 0.15s ease,
    background-color 0.15s ease,
    border-color 0.15s ease,
    box-shadow 0.15s ease;
  cursor: pointer;
  svg {
    flex: none;
  }
  /* A button's icon a little bolder than lucide's 2, as its text is. Here rather than on each
     icon: a page's buttons wrote it a dozen times. */
  use {
    stroke-width: 2.25;
  }
  &[data-size='lg'] {
    min-height: 52px;
    padding: 0.8rem 1.6rem;
    font-size: 1.0625rem;
  }
  &[data-variant='secondary'] {
    border-color: currentColor;
    background: transparent;
    color: inherit;
    box-shadow: none;
  }
  /* A state changes the fill or the outline, never the text: its contrast is kept or raised. */
  &:hover {
    transform: translateY(-1px);
    background: ${theme.colors.primaryHover};
    border-color: ${theme.colors.primaryHover};
    box-shadow:
      0 2px 4px rgb(0 0 0 / 0.14),
      0 8px 20px rgb(0 0 0 / 0.16);
  }
  &[data-variant='secondary']:hover {
    border-color: currentColor;
    background: transparent;
    box-shadow: inset 0 0 0 1px currentColor;
  }
  &:active {
    transform: none;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

export const Button = styled.a(buttonStyle);

/** The icon that says where a call to action goes: mail, phone, down the page or to a page. */
export function ActionIcon({ action, size = 18 }: { action: Action; size?: number }) {
  const name =
    action.kind === 'mail' ? 'Mail' : action.kind === 'phone' ? 'Phone' : action.href.startsWith('#') ? 'ArrowDown' : 'ArrowRight';
  return <Icon name={name} aria-hidden="true" size={size} />;
}

/** A configured call to action as a link styled like a button. */
export function ActionLink({
  action,
  icon,
  size,
  className,
  children,
  onClick,
}: {
  action: Action;
  /** Overrides the icon picked from the kind; `null` for none. */
  icon?: ReactNode;
  size?: 'md' | 'lg';
  className?: string;
  /** Extra content after the label (such as the phone number in display form). */
  children?: ReactNode;
  onClick?: () => void;
}) {
  const href = useActionHref(action);
  const content = (
    <>
      {icon === undefined ? <ActionIcon action={action} /> : icon}
      <span>{action.label}</span>
      {children}
    </>
  );
  return (
    <Button
      href={href}
      data-variant={action.variant === 'secondary' ? action.variant : undefined}
      data-size={size === 'lg' ? size : undefined}
      className={className}
      onClick={onClick}
    >
      {content}
    </Button>
  );
}
