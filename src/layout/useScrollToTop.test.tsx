// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutesWithSite } from '../../tests/support/renderWithSite.tsx';
import { useScrollToTop } from './useScrollToTop.ts';

function Frame() {
  useScrollToTop();
  return <Outlet />;
}

// A page with a question whose answer holds the anchor, as src/sections/FaqSection renders it.
const routes: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      { path: '/', element: <p>Home</p> },
      {
        path: '/drivers',
        element: (
          <details>
            <summary>How often will I be home?</summary>
            <span id="home-time" />
            <p>Every weekend.</p>
          </details>
        ),
      },
    ],
  },
];

const scrolledInto = vi.fn<(this: Element) => void>();
const scrolledTo = vi.fn();

beforeEach(() => {
  // jsdom does not scroll: record where the page is asked to go.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledInto.call(this);
  };
  window.scrollTo = scrolledTo;
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const details = () => document.querySelector('details')!;

describe('moving to a page', () => {
  it('opens at its top', async () => {
    const { router } = renderRoutesWithSite(routes);
    scrolledTo.mockClear();
    await act(() => router.navigate('/drivers'));
    expect(scrolledTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(scrolledInto).not.toHaveBeenCalled();
  });

  it('at a #fragment inside a closed <details>: opens it, then scrolls to the target', async () => {
    const { router } = renderRoutesWithSite(routes);
    scrolledTo.mockClear();
    await act(() => router.navigate('/drivers#home-time'));
    expect(details().open).toBe(true);
    expect(scrolledInto).toHaveBeenCalledTimes(1);
    expect(scrolledInto.mock.contexts[0]).toBe(document.getElementById('home-time'));
    expect(scrolledTo).not.toHaveBeenCalled();
  });

  it('at a #fragment the page does not have: opens at its top', async () => {
    const { router } = renderRoutesWithSite(routes);
    scrolledTo.mockClear();
    await act(() => router.navigate('/drivers#nowhere'));
    expect(scrolledTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
    expect(details().open).toBe(false);
  });
});

describe('loading a page', () => {
  it('at a #fragment leaves it to the browser, which has opened the answer and scrolled to it', () => {
    renderRoutesWithSite(routes, { path: '/drivers#home-time' });
    expect(scrolledInto).not.toHaveBeenCalled();
    expect(scrolledTo).not.toHaveBeenCalled();
    expect(details().open).toBe(false);
  });

  it('without one opens at the top, even after a reload', () => {
    renderRoutesWithSite(routes, { path: '/drivers' });
    expect(scrolledTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });
  });
});
