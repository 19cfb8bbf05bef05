// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite, sectionOf, shell } from '../../../tests/support/renderWithSite.tsx';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { SitePage } from '../SitePage.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

/** Renders `ui` inside the last-resort error screen's boundary, and waits for that screen. */
async function renderFailing(ui: ReactNode) {
  renderWithSite(<ErrorBoundary fallback={(error) => <ErrorScreen error={error} standalone />}>{ui}</ErrorBoundary>);
  return screen.findByRole('heading', { level: 1, name: shell.errorScreen.heading });
}

const detail = () => document.querySelector('[data-error-detail]')?.textContent;

beforeEach(() => {
  // React reports the caught error on the console; the screen is what we test.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the error screen', () => {
  it('shows the message of an Error thrown while rendering, and not what failed', async () => {
    function Broken(): ReactNode {
      throw new Error('Cannot read the rate table');
    }
    await renderFailing(
      <>
        <p>never shown</p>
        <Broken />
      </>,
    );
    expect(detail()).toBe('Cannot read the rate table');
    expect(screen.queryByText('never shown')).toBeNull();
    expect(document.title).toBe(shell.errorScreen.title);
  });

  it('shows the configured fallback for a thrown value that is neither', async () => {
    function Broken(): ReactNode {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- what this test is about
      throw { code: 42 };
    }
    await renderFailing(<Broken />);
    expect(detail()).toBe(shell.errorScreen.unknownError);
    expect(detail()).not.toContain('[object Object]');
  });

  it('shows the configured fallback when undefined is thrown', async () => {
    function Broken(): ReactNode {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- what this test is about
      throw undefined;
    }
    await renderFailing(<Broken />);
    expect(detail()).toBe(shell.errorScreen.unknownError);
  });

  it('offers a full page load back to the home page', async () => {
    function Broken(): ReactNode {
      throw new Error('boom');
    }
    await renderFailing(<Broken />);
    const home = screen.getByRole('link', { name: shell.errorScreen.homeLink });
    expect(home.getAttribute('href')).toBe('/');
    // The last-resort screen is the page's own main landmark, so the skip link still has a target.
    expect(screen.getByRole('main').id).toBe('main');
  });
});

describe('on a page of the site', () => {
  it("shows a failing section's error inside the layout, so the header navigation stays", async () => {
    function Broken(): ReactNode {
      throw new Error('The hero could not be drawn');
    }
    const hero = sectionOf('hero');
    renderWithSite(<SitePage path="/" view={{ sections: [hero], components: { hero: Broken } }} />, { path: null });
    await screen.findByRole('heading', { level: 1, name: shell.errorScreen.heading });
    expect(detail()).toBe('The hero could not be drawn');
    // In the menu's panel, a popover, closed as on a phone (jsdom applies no media query).
    expect(screen.getByRole('navigation', { name: shell.header.navLabel, hidden: true })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
