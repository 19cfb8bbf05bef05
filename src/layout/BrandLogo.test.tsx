// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithSite, shell } from '../../tests/support/renderWithSite.tsx';
import type { Shell } from '../site-data/siteData.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

afterEach(cleanup);

const LOGO = './brand/logo.svg';
const LOGO_ON_DARK = './brand/logo-white.svg';
const name = shell.company.name;

/** The shell of a carrier with a logo (and a variant for dark backgrounds), as the build hands it over. */
function withLogo({ onDark = true } = {}): Shell {
  return {
    ...shell,
    company: { ...shell.company, logo: LOGO, ...(onDark ? { logoOnDark: LOGO_ON_DARK } : {}) },
    media: {
      ...shell.media,
      [LOGO]: { src: '/assets/logo-0123456789.svg', width: 202, height: 56 },
      [LOGO_ON_DARK]: { src: '/assets/logo-white-0123456789.webp', width: 352, height: 98 },
    },
  };
}

const homeLink = () => screen.getByRole('banner').querySelector('a[href="/"]') as HTMLAnchorElement;
const shown = (element: Element) => getComputedStyle(element.closest('[data-logo]') ?? element).display !== 'none';

describe('the header with a logo', () => {
  it("shows the logo for dark backgrounds over the dark top, named by the company's name, its size reserved", () => {
    renderWithSite(<Header />, { shell: withLogo() });
    const link = screen.getByRole('link', { name });
    expect(link).toBe(homeLink());
    const visible = within(link).getByRole('img', { name });
    expect(visible.getAttribute('src')).toBe('/assets/logo-white-0123456789.webp');
    expect([visible.getAttribute('width'), visible.getAttribute('height')]).toEqual(['352', '98']);
  });

  it('holds the logo for light backgrounds too, hidden (display: none) until the header turns light', () => {
    renderWithSite(<Header />, { shell: withLogo() });
    const images = [...homeLink().querySelectorAll('img')];
    expect(images.map((img) => [img.getAttribute('alt'), img.closest('[data-logo]')?.getAttribute('data-logo')])).toEqual([
      [name, 'dark'],
      [name, 'light'],
    ]);
    expect(images.map(shown)).toEqual([true, false]);
    const light = images[1]!;
    expect(light.getAttribute('src')).toBe('/assets/logo-0123456789.svg');
    expect([light.getAttribute('width'), light.getAttribute('height')]).toEqual(['202', '56']);
  });

  it('does not write the name beside it: the link says it once, through the image', () => {
    renderWithSite(<Header />, { shell: withLogo() });
    expect(homeLink().textContent).toBe('');
    expect(screen.getAllByRole('link', { name })).toHaveLength(1);
  });

  it('shows the one logo everywhere when the config has no variant for dark backgrounds', () => {
    renderWithSite(<Header />, { shell: withLogo({ onDark: false }) });
    const images = homeLink().querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]!.getAttribute('alt')).toBe(name);
    expect(images[0]!.getAttribute('src')).toBe('/assets/logo-0123456789.svg');
  });
});

describe('the footer with a logo', () => {
  it('shows the logo for dark backgrounds in place of the written name', () => {
    renderWithSite(<Footer />, { shell: withLogo() });
    const footer = screen.getByRole('contentinfo');
    const logo = within(footer).getByRole('img', { name });
    expect(logo.getAttribute('src')).toBe('/assets/logo-white-0123456789.webp');
    expect(logo.getAttribute('width')).toBe('352');
    expect(logo.closest('p')?.textContent).toBe('');
  });
});

describe('without a logo', () => {
  it("the header's home link is the mark (hidden from assistive technology) and the written name", () => {
    renderWithSite(<Header />);
    const link = screen.getByRole('link', { name });
    expect(link.textContent).toBe(name);
    expect(link.querySelector('img')).toBeNull();
    expect(link.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  });
});
