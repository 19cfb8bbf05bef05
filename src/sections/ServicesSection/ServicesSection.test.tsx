// @vitest-environment jsdom
import { cleanup, getByRole, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite, sectionOf } from '../../../tests/support/renderWithSite.tsx';
import { expectActionLink, expectSectionFrame } from '../../../tests/support/visitor.ts';
import { ServicesSection } from './ServicesSection.tsx';

const section = sectionOf('services');

afterEach(cleanup);

describe('the services section', () => {
  it('is a region named by its heading, with the anchor id the hero links to, and its intro', () => {
    renderWithSite(<ServicesSection section={section} />);
    expectSectionFrame(section);
  });

  it('shows each service as a card with its title and description', () => {
    renderWithSite(<ServicesSection section={section} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(section.cards.length);
    section.cards.forEach((card, i) => {
      expect(getByRole(cards[i]!, 'heading', { level: 3, name: card.title })).toBeTruthy();
      expect(cards[i]!.textContent).toContain(card.description);
    });
  });

  it('ends with its action', () => {
    renderWithSite(<ServicesSection section={section} />);
    expectActionLink(section.action);
  });
});
