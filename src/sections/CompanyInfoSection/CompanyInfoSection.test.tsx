// @vitest-environment jsdom
import { cleanup, getByRole, queryByRole, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite, sectionOf, shell } from '../../../tests/support/renderWithSite.tsx';
import { expectSectionFrame } from '../../../tests/support/visitor.ts';
import { CompanyInfoSection } from './CompanyInfoSection.tsx';

const section = sectionOf('company-info');

afterEach(cleanup);

const tiles = () => {
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(section.tiles.length);
  return section.tiles.map((tile, i) => ({ tile, item: items[i]! }));
};

describe('the company information section', () => {
  it('is a region named by its heading, with its anchor id, intro and compliance note', () => {
    renderWithSite(<CompanyInfoSection section={section} />);
    const region = expectSectionFrame(section);
    expect(region.textContent).toContain(section.note);
  });

  it("shows each tile's label as a heading, its value with tokens filled in, and its description", () => {
    renderWithSite(<CompanyInfoSection section={section} />);
    for (const { tile, item } of tiles()) {
      expect(getByRole(item, 'heading', { level: 3, name: tile.label })).toBeTruthy();
      expect(item.textContent).toContain(tile.value);
      expect(item.textContent).toContain(tile.description);
      expect(tile.value).not.toMatch(/\{[\w.]+\}/);
    }
    expect(section.tiles.map((t) => t.value)).toEqual(
      expect.arrayContaining([shell.company.mcNumber, shell.company.dotNumber, shell.company.ein]),
    );
  });

  it('gives a tile with an explanation an info button named from ui.explain, described by that explanation', () => {
    renderWithSite(<CompanyInfoSection section={section} />);
    expect(section.tiles.some((t) => t.tooltip)).toBe(true);
    for (const { tile, item } of tiles()) {
      const name = shell.ui.explain.replace('{label}', tile.label);
      const button = queryByRole(item, 'button', { name });
      if (!tile.tooltip) {
        expect(button).toBeNull();
        continue;
      }
      expect(button).not.toBeNull();
      const tip = document.getElementById(button!.getAttribute('aria-describedby') ?? '');
      expect(tip?.getAttribute('role')).toBe('tooltip');
      expect(tip?.textContent).toBe(tile.tooltip);
    }
  });

  it('links a number to verify to its carrier record on FMCSA SAFER, by USDOT or MC number', () => {
    renderWithSite(<CompanyInfoSection section={section} />);
    const verified = tiles().filter(({ tile }) => tile.verify);
    expect(verified.map(({ tile }) => tile.verify).sort()).toEqual(['mc', 'usdot']);
    for (const { tile, item } of verified) {
      const url = new URL(getByRole(item, 'link', { name: tile.verifyLabel ?? tile.value }).getAttribute('href')!);
      expect(url.origin + url.pathname).toBe('https://safer.fmcsa.dot.gov/query.asp');
      expect(url.searchParams.get('query_param')).toBe(tile.verify === 'usdot' ? 'USDOT' : 'MC_MX');
      expect(url.searchParams.get('query_string')).toBe(tile.value.replace(/\D/g, ''));
    }
  });
});
