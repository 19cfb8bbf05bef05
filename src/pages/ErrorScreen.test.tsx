// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutesWithSite, shell } from '../../tests/support/renderWithSite.tsx';
import { createRoutes } from '../app/routes.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

/** Renders a one-route app whose route fails as `fail` says, with the error screen as its error element. */
async function renderFailing(route: Omit<RouteObject, 'path' | 'errorElement' | 'index' | 'children'>) {
  renderRoutesWithSite([{ path: '/', errorElement: <ErrorScreen standalone />, ...route }]);
  return screen.findByRole('heading', { level: 1, name: shell.errorScreen.heading });
}

const detail = () => document.querySelector('[data-error-detail]')?.textContent;

beforeEach(() => {
  // React and the router report the caught error on the console; the screen is what we test.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the error screen', () => {
  it('shows the status and status text of a route error response', async () => {
    await renderFailing({
      loader: () => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error -- a loader fails with a status by throwing a Response
        throw new Response('', { status: 503, statusText: 'Service Unavailable' });
      },
      element: <p>never shown</p>,
    });
    expect(detail()).toBe('503 Service Unavailable');
    expect(screen.queryByText('never shown')).toBeNull();
  });

  it('shows the message of an Error thrown while rendering', async () => {
    function Broken(): ReactNode {
      throw new Error('Cannot read the rate table');
    }
    await renderFailing({ element: <Broken /> });
    expect(detail()).toBe('Cannot read the rate table');
  });

  it('shows the configured fallback for a thrown value that is neither', async () => {
    function Broken(): ReactNode {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- what this test is about
      throw { code: 42 };
    }
    await renderFailing({ element: <Broken /> });
    expect(detail()).toBe(shell.errorScreen.unknownError);
    expect(detail()).not.toContain('[object Object]');
  });

  it('offers a full page load back to the home page', async () => {
    function Broken(): ReactNode {
      throw new Error('boom');
    }
    await renderFailing({ element: <Broken /> });
    const home = screen.getByRole('link', { name: shell.errorScreen.homeLink });
    expect(home.getAttribute('href')).toBe('/');
    // The last-resort screen is the page's own main landmark, so the skip link still has a target.
    expect(screen.getByRole('main').id).toBe('main');
  });
});

describe("in the site's route table", () => {
  it("shows a failing page's error inside the layout, so the header navigation stays", async () => {
    const failing = () => Promise.reject(new Error('Page chunk failed to load'));
    const pages = [{ path: '/', load: failing, firstLoad: failing }];
    renderRoutesWithSite(createRoutes(pages));
    await screen.findByRole('heading', { level: 1, name: shell.errorScreen.heading });
    expect(detail()).toBe('Page chunk failed to load');
    expect(screen.getByRole('navigation', { name: shell.header.navLabel })).toBeTruthy();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
