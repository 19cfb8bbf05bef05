/**
 * What a visitor reads and can activate in a rendered component, checked the way they meet it:
 * by role and accessible name (Testing Library), and by where each link leads.
 */
import { getByRole, queryAllByRole, screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { Action } from '../../schema/index.ts';
import { decodeMailto, type Mailto } from './mailto.ts';
import { shell } from './renderWithSite.tsx';

/** Where a mailto: link writes to, and the subject and body it fills in (line breaks as written in the config). */
export const mailtoOf = (link: HTMLElement): Mailto => decodeMailto(link.getAttribute('href') ?? '');

/** The tel: address a dialler needs for a North American number as the config writes it: +1 and its ten digits. */
export const telOf = (phone: string) => `tel:+1${phone.replace(/\D/g, '').slice(-10)}`;

/** The link of a configured action, by its label, leading where its kind says: the company mailbox or phone, or its href. */
export function expectActionLink(action: Action, container: HTMLElement = document.body): HTMLElement {
  const link = getByRole(container, 'link', { name: action.label });
  if (action.kind === 'mail')
    expect(mailtoOf(link)).toEqual({ to: shell.company.email, subject: action.subject, body: action.body ?? null });
  else if (action.kind === 'phone') expect(link.getAttribute('href')).toBe(telOf(shell.company.phone));
  else expect(link.getAttribute('href')).toBe(action.href);
  return link;
}

/**
 * A page section as a landmark: a region named by its heading (h2), carrying its id as the
 * anchor that links such as #services point to, with its intro under the heading.
 */
export function expectSectionFrame({ id, heading, intro }: { id?: string; heading: string; intro?: string }): HTMLElement {
  const region = screen.getByRole('region', { name: heading });
  expect(region.id).toBe(id ?? '');
  expect(getByRole(region, 'heading', { level: 2, name: heading })).toBeTruthy();
  if (intro) expect(region.textContent).toContain(intro);
  return region;
}

/** The figures of a list of stats, as term (label) and definition (value) pairs. */
export function statsIn(container: HTMLElement): { label: string | null; value: string | null | undefined }[] {
  const values = queryAllByRole(container, 'definition');
  return queryAllByRole(container, 'term').map((term, i) => ({ label: term.textContent, value: values[i]?.textContent }));
}

/** A grid of icon cards (src/ui/section/IconCards.tsx): one list item per card, its title an h3, its description beside it. */
export function expectIconCards(cards: readonly { title: string; description: string }[]) {
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(cards.length);
  cards.forEach((card, i) => {
    expect(getByRole(items[i]!, 'heading', { level: 3, name: card.title })).toBeTruthy();
    expect(items[i]!.textContent).toContain(card.description);
  });
}
