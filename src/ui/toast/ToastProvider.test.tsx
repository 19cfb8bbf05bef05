// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite, shell } from '../../../tests/support/renderWithSite.tsx';
import { TOAST_DURATION_MS, TOAST_LIMIT, useToast } from './ToastProvider.tsx';

let notify: ReturnType<typeof useToast>;
function Grab() {
  notify = useToast();
  return null;
}

/** The site's providers (its ToastProvider, labelled from the config, among them) around a hook user. */
function setup() {
  renderWithSite(<Grab />);
  return screen.getByRole('region', { name: shell.ui.notificationsLabel });
}

const shown = (region: HTMLElement) => [...region.querySelectorAll('li p')].map((p) => p.textContent);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ToastProvider', () => {
  it('uses the generic defaults: three at a time, four seconds each', () => {
    expect(TOAST_LIMIT).toBe(3);
    expect(TOAST_DURATION_MS).toBe(4000);
  });

  it('has its polite live region in the page before any message, so the first one is announced', () => {
    const region = setup();
    const live = region.querySelector('[aria-live="polite"]');
    expect(live).not.toBeNull();
    expect(live!.children).toHaveLength(0);
    act(() => notify('Copied'));
    expect(live!.textContent).toContain('Copied');
  });

  it('removes a message after 4000 ms, not before', () => {
    const region = setup();
    act(() => notify('Copied'));
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(shown(region)).toEqual(['Copied']);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shown(region)).toEqual([]);
  });

  it('honours a duration of its own', () => {
    const region = setup();
    act(() => notify('Short', { duration: 1000 }));
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(shown(region)).toEqual([]);
  });

  it('shows at most three; the oldest gives way', () => {
    const region = setup();
    act(() => ['one', 'two', 'three', 'four'].forEach((m) => notify(m)));
    expect(shown(region)).toEqual(['two', 'three', 'four']);
  });

  it('closes a message with its dismiss button', () => {
    const region = setup();
    act(() => {
      notify('one');
      notify('two', { tone: 'error' });
    });
    fireEvent.click(screen.getAllByRole('button', { name: shell.ui.dismiss })[0]!);
    expect(shown(region)).toEqual(['two']);
    expect(region.querySelector('[data-toast="error"]')).not.toBeNull();
  });

  it('tells a developer who forgot the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Grab />)).toThrow(/ToastProvider/);
  });
});
