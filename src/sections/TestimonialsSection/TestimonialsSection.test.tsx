// @vitest-environment jsdom
import { cleanup, getByRole, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite, sectionOf, shell } from '../../../tests/support/renderWithSite.tsx';
import { expectSectionFrame } from '../../../tests/support/visitor.ts';
import { TestimonialsSection } from './TestimonialsSection.tsx';

const section = sectionOf('testimonials');

afterEach(cleanup);

describe('the testimonials section', () => {
  it('is a region named by its heading, with its anchor id and intro', () => {
    renderWithSite(<TestimonialsSection section={section} />);
    expectSectionFrame(section);
  });

  it('shows each testimonial as a figure: the quote, who said it, their role and company', () => {
    renderWithSite(<TestimonialsSection section={section} />);
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(section.items.length);
    section.items.forEach((item, i) => {
      const figure = figures[i]!;
      expect(figure.querySelector('blockquote')?.textContent).toBe(item.text);
      expect(figure.querySelector('figcaption')?.textContent).toContain(item.name);
      expect(figure.querySelector('figcaption')?.textContent).toContain(`${item.role}, ${item.company}`);
    });
  });

  it('gives each rating the screen-reader text of ui.rating, out of 5', () => {
    renderWithSite(<TestimonialsSection section={section} />);
    const figures = screen.getAllByRole('figure');
    section.items.forEach((item, i) => {
      const name = shell.ui.rating.replace('{rating}', String(item.rating)).replace('{max}', '5');
      const stars = getByRole(figures[i]!, 'img', { name });
      expect(stars.querySelectorAll('use')).toHaveLength(5);
    });
  });

  it('fills as many of the five stars as the rating, the first ones', () => {
    const items = [3, 4].map((rating, i) => ({ ...section.items[0]!, name: `Reviewer ${i}`, rating }));
    renderWithSite(<TestimonialsSection section={{ ...section, items }} />);
    const filled = screen
      .getAllByRole('figure')
      .map((figure) => [...figure.querySelectorAll('[role="img"] use')].map((use) => !use.hasAttribute('data-empty')));
    expect(filled).toEqual([
      [true, true, true, false, false],
      [true, true, true, true, false],
    ]);
  });
});
