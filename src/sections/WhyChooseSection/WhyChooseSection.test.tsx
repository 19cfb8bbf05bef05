// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite, sectionOf } from '../../../tests/support/renderWithSite.tsx';
import { expectActionLink, expectIconCards, expectSectionFrame } from '../../../tests/support/visitor.ts';
import { WhyChooseSection } from './WhyChooseSection.tsx';

const section = sectionOf('why-choose');

afterEach(cleanup);

describe('the why-choose section', () => {
  it('is a region named by its heading (tokens filled in), with its anchor id and intro', () => {
    renderWithSite(<WhyChooseSection section={section} />);
    expectSectionFrame(section);
    expect(section.heading).not.toMatch(/\{[\w.]+\}/);
  });

  it('shows each reason as a card with its title and description', () => {
    renderWithSite(<WhyChooseSection section={section} />);
    expectIconCards(section.cards);
  });

  it('ends with its action', () => {
    renderWithSite(<WhyChooseSection section={section} />);
    expectActionLink(section.action);
  });
});
