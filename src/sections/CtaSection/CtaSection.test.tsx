// @vitest-environment jsdom
import { cleanup, fireEvent, getByRole, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite, sectionOf, shell } from '../../../tests/support/renderWithSite.tsx';
import { expectActionLink, mailtoOf, telOf } from '../../../tests/support/visitor.ts';
import { CtaSection } from './CtaSection.tsx';

const section = sectionOf('cta');
const { company, ui } = shell;

/** Gives jsdom a clipboard whose writeText does what `write` does. */
function clipboard(write: (text: string) => Promise<void>) {
  const writeText = vi.fn(write);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('the call-to-action section', () => {
  it('is a region named by its heading, with its anchor id, text and availability line', () => {
    renderWithSite(<CtaSection section={section} />);
    const region = screen.getByRole('region', { name: section.heading });
    expect(region.id).toBe(section.id);
    expect(getByRole(region, 'heading', { level: 2, name: section.heading })).toBeTruthy();
    expect(region.textContent).toContain(section.text);
    expect(region.textContent).toContain(section.availability);
  });

  it('offers its actions', () => {
    renderWithSite(<CtaSection section={section} />);
    for (const action of section.actions) expectActionLink(action);
  });

  it('shows the company mailbox and phone as links: a mail with the subject and body of the config, and a call', () => {
    renderWithSite(<CtaSection section={section} />);
    expect(section.contacts).toBeDefined();
    const mail = screen.getByRole('link', { name: company.email });
    expect(mailtoOf(mail)).toEqual({ to: company.email, subject: section.contacts!.subject, body: section.contacts!.body ?? null });
    expect(screen.getByRole('link', { name: company.phone }).getAttribute('href')).toBe(telOf(company.phone));
  });

  it('has a copy button for each, named from ui.copy, that copies the value and says so', async () => {
    const writeText = clipboard(() => Promise.resolve());
    renderWithSite(<CtaSection section={section} />);
    for (const value of [company.email, company.phone]) {
      const button = screen.getByRole('button', { name: ui.copy.replace('{value}', value) });
      fireEvent.click(button);
      expect(await screen.findByText(ui.copied.replace('{value}', value))).toBeTruthy();
      expect(writeText).toHaveBeenLastCalledWith(value);
    }
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    clipboard(() => Promise.reject(new Error('denied')));
    renderWithSite(<CtaSection section={section} />);
    fireEvent.click(screen.getByRole('button', { name: ui.copy.replace('{value}', company.email) }));
    expect(await screen.findByText(ui.copyFailed)).toBeTruthy();
  });
});
