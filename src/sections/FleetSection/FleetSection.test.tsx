// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite, sectionOf } from '../../../tests/support/renderWithSite.tsx';
import { expectActionLink, expectSectionFrame } from '../../../tests/support/visitor.ts';
import { FleetSection } from './FleetSection.tsx';

const section = sectionOf('fleet');

afterEach(cleanup);

describe('the fleet section', () => {
  it('is a region named by its heading, with its anchor id and intro', () => {
    renderWithSite(<FleetSection section={section} />);
    expectSectionFrame(section);
  });

  it("lists the fleet's standards", () => {
    renderWithSite(<FleetSection section={section} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(section.standards);
  });

  it('shows the image with its text alternative and size, loaded lazily', () => {
    renderWithSite(<FleetSection section={section} />);
    const image = screen.getByRole('img', { name: section.image.alt });
    expect(image.getAttribute('src')).toBe(section.image.src);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      String(section.image.width),
      String(section.image.height),
    ]);
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('offers its action', () => {
    renderWithSite(<FleetSection section={section} />);
    expectActionLink(section.action);
  });
});
