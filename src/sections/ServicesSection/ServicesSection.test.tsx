// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import { renderWithSite, sectionOf } from '../../../tests/support/renderWithSite.tsx';
import { expectActionLink, expectIconCards, expectSectionFrame } from '../../../tests/support/visitor.ts';
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
    expectIconCards(section.cards);
  });

  it('ends with its action', () => {
    renderWithSite(<ServicesSection section={section} />);
    expectActionLink(section.action);
  });
});
