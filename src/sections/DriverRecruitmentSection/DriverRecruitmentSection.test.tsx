// @vitest-environment jsdom
import { cleanup, getAllByRole, getByRole, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite, sectionOf } from '../../../tests/support/renderWithSite.tsx';
import { expectActionLink, expectSectionFrame } from '../../../tests/support/visitor.ts';
import { DriverRecruitmentSection } from './DriverRecruitmentSection.tsx';

const section = sectionOf('driver-recruitment');

afterEach(cleanup);

describe('the driver recruitment section', () => {
  it('is a region named by its heading, with its anchor id and intro', () => {
    renderWithSite(<DriverRecruitmentSection section={section} />);
    expectSectionFrame(section);
  });

  it('shows each benefit as a card with its title and description', () => {
    renderWithSite(<DriverRecruitmentSection section={section} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(section.benefits.length);
    section.benefits.forEach((benefit, i) => {
      expect(getByRole(cards[i]!, 'heading', { level: 3, name: benefit.title })).toBeTruthy();
      expect(cards[i]!.textContent).toContain(benefit.description);
    });
  });

  it('closes with the panel: its title, text, requirements note and the actions to apply', () => {
    renderWithSite(<DriverRecruitmentSection section={section} />);
    const title = screen.getByRole('heading', { level: 3, name: section.panel.title });
    const panel = title.parentElement!;
    expect(panel.textContent).toContain(section.panel.text);
    expect(panel.textContent).toContain(section.panel.note);
    expect(section.panel.actions.length).toBeGreaterThan(0);
    for (const action of section.panel.actions) expectActionLink(action, panel);
  });

  it("has the panel's own link under it, a plain text link to its route, with the panel's buttons unchanged", () => {
    const { link } = section.panel;
    expect(link).toBeDefined();
    renderWithSite(<DriverRecruitmentSection section={section} />);
    const panel = screen.getByRole('heading', { level: 3, name: section.panel.title }).parentElement!;
    const more = screen.getByRole('link', { name: link!.label });
    expect(more.getAttribute('href')).toBe(link!.href);
    expect(panel.contains(more)).toBe(false);
    expect(panel.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(getAllByRole(panel, 'link').map((a) => a.textContent)).toEqual(section.panel.actions.map((action) => action.label));
  });

  it('has no link under the panel when the config gives none', () => {
    const { link: _link, ...panel } = section.panel;
    renderWithSite(<DriverRecruitmentSection section={{ ...section, panel }} />);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(section.panel.actions.map((action) => action.label));
  });
});
