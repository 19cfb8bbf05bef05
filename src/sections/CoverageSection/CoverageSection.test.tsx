// @vitest-environment jsdom
import { cleanup, getAllByRole, getByRole, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { pictures } from 'virtual:site/pictures';
import { renderWithSite, sectionOf } from '../../../tests/support/renderWithSite.tsx';
import { expectSectionFrame } from '../../../tests/support/visitor.ts';
import { fill } from '../../../schema/placeholders.ts';
import { coverageMapKey } from '../../site-data/media.ts';
import { CoverageSection } from './CoverageSection.tsx';

const section = sectionOf('coverage');

afterEach(cleanup);

describe('the coverage section', () => {
  it('is a region named by its heading, with its anchor id and intro', () => {
    renderWithSite(<CoverageSection section={section} />);
    expectSectionFrame(section);
  });

  it('shows the map the build drew, named by how many states it shows served, lazily and with its size', () => {
    renderWithSite(<CoverageSection section={section} />);
    // The example serves lower48: 48 states and DC.
    const map = screen.getByRole('img', { name: fill(section.mapLabel, { count: 49 }) });
    expect(map.getAttribute('alt')).toMatch(/\b49 states\b/);
    const built = pictures[coverageMapKey(section)]!;
    expect(map.getAttribute('src')).toMatch(/^\/assets\/coverage-[\w-]{10}\.svg$/);
    expect(map.getAttribute('src')).toBe('src' in built ? built.src : undefined);
    expect([map.getAttribute('width'), map.getAttribute('height')]).toEqual([String(built.width), String(built.height)]);
    expect(map.getAttribute('loading')).toBe('lazy');
    expect(map.getAttribute('decoding')).toBe('async');
  });

  it('says the same as text: every state served by name, and each terminal with its city', () => {
    renderWithSite(<CoverageSection section={section} />);
    const region = screen.getByRole('region', { name: section.heading });
    const states = getByRole(region, 'heading', { level: 3, name: section.statesHeading }).nextElementSibling as HTMLElement;
    expect(getAllByRole(states, 'listitem').map((li) => li.textContent)).toEqual(section.states.map((s) => s.name));
    expect(section.states.length).toBe(49);
    const terminals = getByRole(region, 'heading', { level: 3, name: section.terminalsHeading! }).nextElementSibling as HTMLElement;
    expect(getAllByRole(terminals, 'listitem').map((li) => li.textContent)).toEqual(
      section.terminals!.map((t) => `${t.name} — ${t.city}, ${t.region}`),
    );
  });
});
