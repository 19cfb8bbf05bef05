// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pictures } from 'virtual:site/pictures';
import { renderWithSite, sectionOf } from '../../../tests/support/renderWithSite.tsx';
import { expectActionLink, expectSectionFrame } from '../../../tests/support/visitor.ts';
import { FleetSection } from './FleetSection.tsx';
import { expandPicture } from '../../site-data/media.ts';

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

  it('shows the image the build made, with its text alternative and its size read from the file, loaded lazily', () => {
    renderWithSite(<FleetSection section={section} />);
    const image = screen.getByRole('img', { name: section.image.alt });
    const built = expandPicture(pictures[section.image.src]!);
    expect(image.getAttribute('src')).toMatch(/^\/assets\/fleet-[\w-]{10}\.svg$/);
    expect(image.getAttribute('src')).toBe(built.src);
    // The example's drawing is 640×360 (its viewBox).
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '360']);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
  });

  it('offers its action', () => {
    renderWithSite(<FleetSection section={section} />);
    expectActionLink(section.action);
  });
});
