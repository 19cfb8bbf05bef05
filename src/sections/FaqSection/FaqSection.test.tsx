// @vitest-environment jsdom
import { cleanup, fireEvent, getByRole, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite, sectionOf, shell } from '../../../tests/support/renderWithSite.tsx';
import { expectSectionFrame, mailtoOf, telOf } from '../../../tests/support/visitor.ts';
import { FaqSection } from './FaqSection.tsx';

const section = sectionOf('faq');
const { company } = shell;

/** The disclosure of a question: its <details>, found by the question its summary shows. */
const disclosureOf = (question: string) => {
  const summary = screen.getByText(question).closest('summary')!;
  expect(summary).toBeTruthy();
  return { summary, details: summary.parentElement as HTMLDetailsElement };
};

afterEach(cleanup);

describe('the FAQ section', () => {
  it('site.config.yaml has one on /drivers, with the questions the example links to', () => {
    expect(section.items.length).toBe(6);
    expect(section.items.map((item) => item.id)).toContain('home-time');
  });

  it('is a region named by its heading, with its anchor id and intro', () => {
    renderWithSite(<FaqSection section={section} />);
    expectSectionFrame(section);
  });

  it('shows each question as the summary of a closed disclosure holding its answer', () => {
    const { container } = renderWithSite(<FaqSection section={section} />);
    expect(container.querySelectorAll('details')).toHaveLength(section.items.length);
    for (const item of section.items) {
      const { summary, details } = disclosureOf(item.question);
      expect(details.tagName).toBe('DETAILS');
      expect(summary).toBe(details.firstElementChild);
      expect(summary.textContent).toBe(item.question);
      expect(details.open).toBe(false);
      if (typeof item.answer === 'string') expect(details.textContent).toContain(item.answer);
    }
  });

  it('opens an answer when its question is activated, and closes it again', () => {
    renderWithSite(<FaqSection section={section} />);
    const { summary, details } = disclosureOf(section.items[0]!.question);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    fireEvent.click(summary);
    expect(details.open).toBe(false);
  });

  it('hides the chevron of each question from screen readers', () => {
    renderWithSite(<FaqSection section={section} />);
    for (const item of section.items) {
      const icons = disclosureOf(item.question).summary.querySelectorAll('svg');
      expect(icons).toHaveLength(1);
      expect(icons[0]!.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it("carries each question's anchor inside its answer's part of the disclosure, so a link to it opens the answer", () => {
    renderWithSite(<FaqSection section={section} />);
    for (const item of section.items) {
      const { summary, details } = disclosureOf(item.question);
      const target = document.getElementById(item.id)!;
      expect(target).toBeTruthy();
      // The browser opens a closed <details> for a target in its content, never for one in its summary.
      expect(target.parentElement).toBe(details);
      expect(summary.contains(target)).toBe(false);
      expect(details.id).toBe('');
    }
  });

  it('turns the links of an answer into links to the mailbox, with its subject, and to the phone', () => {
    renderWithSite(<FaqSection section={section} />);
    const item = section.items.find((i) => i.id === 'apply')!;
    const { details } = disclosureOf(item.question);
    expect(mailtoOf(getByRole(details, 'link', { name: 'our recruiters' }))).toEqual({
      to: company.email,
      subject: 'Driver Application',
      body: null,
    });
    expect(getByRole(details, 'link', { name: company.phone }).getAttribute('href')).toBe(telOf(company.phone));
    expect(details.textContent).toBe(
      `${item.question}Email our recruiters or call ${company.phone}. A recruiter answers within one business day.`,
    );
  });
});
