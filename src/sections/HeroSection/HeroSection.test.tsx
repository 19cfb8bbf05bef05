// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite, sectionOf } from '../../../tests/support/renderWithSite.tsx';
import { expectActionLink, statsIn } from '../../../tests/support/visitor.ts';
import { HeroSection } from './HeroSection.tsx';

const section = sectionOf('hero');

afterEach(cleanup);

describe('the hero section', () => {
  it("is a region named by its headline, the page's one h1", () => {
    renderWithSite(<HeroSection section={section} />);
    const banner = screen.getByRole('region', { name: section.headline });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([section.headline]);
    expect(banner.textContent).toContain(section.subtitle);
  });

  it('shows the eyebrow with its tokens filled in', () => {
    renderWithSite(<HeroSection section={section} />);
    expect(section.eyebrow).toBeTruthy();
    const eyebrow = screen.getByText(section.eyebrow!);
    expect(eyebrow.textContent).not.toMatch(/\{[\w.]+\}/);
  });

  it('offers each action as a link to where it leads (mail with subject and body, an anchor of the page)', () => {
    renderWithSite(<HeroSection section={section} />);
    expect(section.actions.length).toBeGreaterThan(0);
    for (const action of section.actions) expectActionLink(action);
  });

  it('lists its figures, each with its label', () => {
    renderWithSite(<HeroSection section={section} />);
    expect(statsIn(document.body)).toEqual(section.stats.map(({ label, value }) => ({ label, value })));
  });
});
