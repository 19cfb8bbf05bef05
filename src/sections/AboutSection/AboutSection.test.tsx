// @vitest-environment jsdom
import { cleanup, getByRole, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite, sectionOf } from '../../../tests/support/renderWithSite.tsx';
import { expectSectionFrame, statsIn } from '../../../tests/support/visitor.ts';
import { AboutSection } from './AboutSection.tsx';

const section = sectionOf('about');

afterEach(cleanup);

describe('the about section', () => {
  it('is a region named by its heading, with its anchor id and intro', () => {
    renderWithSite(<AboutSection section={section} />);
    const region = expectSectionFrame(section);
    expect(region.textContent).not.toMatch(/\{[\w.]+\}/);
  });

  it('shows each statement as a titled item with its text', () => {
    renderWithSite(<AboutSection section={section} />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(section.statements.length);
    section.statements.forEach((statement, i) => {
      expect(getByRole(items[i]!, 'heading', { level: 3, name: statement.title })).toBeTruthy();
      expect(items[i]!.textContent).toContain(statement.text);
    });
  });

  it('lists its figures, each with its label', () => {
    renderWithSite(<AboutSection section={section} />);
    expect(statsIn(document.body)).toEqual(section.stats.map(({ label, value }) => ({ label, value })));
  });
});
