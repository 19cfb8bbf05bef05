// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithSite } from '../../../tests/support/renderWithSite.tsx';
import { InfoTip } from './InfoTip.tsx';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './TooltipProvider.tsx';

/** Two info tips in the site's providers (its TooltipProvider among them). */
function setup() {
  renderWithSite(
    <>
      <InfoTip label="What is the MC Number?" text="Operating authority." />
      <InfoTip label="What is the EIN?" text="Tax number." />
    </>,
  );
  const [mc, ein] = [
    screen.getByRole('button', { name: 'What is the MC Number?' }),
    screen.getByRole('button', { name: 'What is the EIN?' }),
  ];
  return { mc, ein };
}

/** Open tooltips, by text (the bubble carries data-open while shown). */
const open = () => [...document.querySelectorAll('[role="tooltip"][data-open]')].map((t) => t.textContent);
const hover = (el: HTMLElement) => fireEvent.pointerEnter(el.parentElement!, { pointerType: 'mouse' });
const leave = (el: HTMLElement) => fireEvent.pointerLeave(el.parentElement!, { pointerType: 'mouse' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Tooltip', () => {
  it('uses the generic defaults: 700 ms to open, 300 ms skip delay', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('describes its trigger, so screen readers hear the explanation', () => {
    const { mc } = setup();
    const tip = document.getElementById(mc.getAttribute('aria-describedby')!);
    expect(tip?.getAttribute('role')).toBe('tooltip');
    expect(tip?.textContent).toBe('Operating authority.');
  });

  it('opens on hover only after 700 ms, and closes when the pointer leaves', () => {
    const { mc } = setup();
    hover(mc);
    act(() => {
      vi.advanceTimersByTime(699);
    });
    expect(open()).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(open()).toEqual(['Operating authority.']);
    leave(mc);
    expect(open()).toEqual([]);
  });

  it('opens the next one at once within 300 ms of the last closing, and waits again after', () => {
    const { mc, ein } = setup();
    hover(mc);
    act(() => {
      vi.advanceTimersByTime(700);
    });
    leave(mc);
    act(() => {
      vi.advanceTimersByTime(299);
    });
    hover(ein);
    expect(open()).toEqual(['Tax number.']);
    leave(ein);
    act(() => {
      vi.advanceTimersByTime(301);
    });
    hover(mc);
    expect(open()).toEqual([]);
    act(() => {
      vi.advanceTimersByTime(700);
    });
    expect(open()).toEqual(['Operating authority.']);
  });

  it('opens at once on keyboard focus, closes on Escape and on blur', () => {
    const { mc } = setup();
    // As a keyboard user reaches it: Tab pressed, then focus. (jsdom's :focus-visible follows the
    // last key or pointer event it saw, wherever it was; a bare focus() would depend on that.)
    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => mc.focus());
    expect(open()).toEqual(['Operating authority.']);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(open()).toEqual([]);
    expect(document.activeElement).toBe(mc);
    fireEvent.click(mc); // a tap toggles it
    expect(open()).toEqual(['Operating authority.']);
    act(() => mc.blur());
    expect(open()).toEqual([]);
  });

  it('shows one at a time, and a press elsewhere closes it', () => {
    const { mc, ein } = setup();
    fireEvent.click(mc);
    fireEvent.click(ein);
    expect(open()).toEqual(['Tax number.']);
    fireEvent.pointerDown(document.body);
    expect(open()).toEqual([]);
  });
});
