import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTooltipContext } from './TooltipProvider.tsx';

/** What the trigger element must spread onto itself. */
export interface TooltipTriggerProps {
  'aria-describedby'?: string;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
  onClick: () => void;
}

/**
 * Set on the wrapper once its Tooltip runs in the browser (its island hydrated): until then the
 * page's CSS shows the text on hover and focus, as it does without JavaScript. Per tooltip, not
 * per page: the page's React arrives before an island's, and keyed on the page the text went away
 * for a frame or two between the two (2 of 4 focused tooltips, 18 and 26 ms, 2026-12-05).
 */
const LIVE = 'data-live';

/**
 * Set on the wrapper, until its Tooltip runs, by the client entry's native layer when Escape
 * dismisses a text the CSS shows, or a click on its focused button hides it (the next click takes
 * it off; src/browser/entry-client.tsx, which repeats the name): hidden until the visitor leaves
 * the button, and still closed when React takes it over.
 */
const DISMISSED = 'data-dismissed';

/** The wrapper while the page's CSS shows its text: its Tooltip not yet running, the button in use. */
const SHOWN_BY_CSS = `:not([${LIVE}], [${DISMISSED}]):is(:hover, :focus-within)`;

/**
 * Set on the wrapper while the text the CSS showed stays open after React took it over: it stays
 * where it was (the CSS's place, not React's), until it closes.
 */
const IN_BOX = 'data-in-box';

/** The wrapper whose text is placed in the box around it: shown by CSS, or kept there by React. */
const PLACED_IN_BOX = `:is(${SHOWN_BY_CSS}, [${IN_BOX}])`;

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
  /* Where CSS places its text, the text is placed in the positioned box around it (Bubble). */
  &${PLACED_IN_BOX} {
    position: static;
  }
`;

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const GAP = 8;
const EDGE = 8;

/** Where the fixed header ends on screen: a text placed above it is out of sight. */
const headerBottom = () => document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;

const Bubble = styled.span`
  position: absolute;
  z-index: 35;
  left: 50%;
  width: max-content;
  max-width: min(18rem, calc(100vw - ${2 * EDGE}px));
  padding: 0.5rem 0.75rem;
  border-radius: ${(p) => Math.min(p.theme.radius, 8)}px;
  background: ${(p) => p.theme.colors.dark};
  color: ${(p) => p.theme.colors.onDark};
  box-shadow: ${(p) => p.theme.shadow.raised};
  font-size: 0.875rem;
  font-weight: 400;
  line-height: 1.45;
  text-align: left;
  text-transform: none;
  letter-spacing: normal;
  transform: translateX(calc(-50% + var(--shift, 0px)));
  /* Closed, it takes no room (a hidden bubble would still widen the page on phones). */
  display: none;
  &[data-side='top'] {
    bottom: calc(100% + ${GAP}px);
  }
  &[data-side='bottom'] {
    top: calc(100% + ${GAP}px);
  }
  /* Bridges the gap to the trigger, so the pointer can move onto the text (WCAG 1.4.13). */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    height: ${GAP + 2}px;
  }
  &[data-side='top']::before {
    top: 100%;
  }
  &[data-side='bottom']::before {
    bottom: 100%;
  }
  &[data-open] {
    display: block;
    animation: ${fadeIn} 0.12s ease-out;
  }
  /* Without JavaScript (and until React has this tooltip) the text still shows on hover and
     keyboard focus, where no script can measure it: it is placed in the nearest positioned box
     around its button (the wrapper stands back: Wrap), at most as wide, centred in it, and just
     above the button's line (its place in the line, raised by its own height). So it stays inside
     that box, and so on screen: centred on an ⓘ near a phone's right edge it ran 83 px past a
     375-px screen (2026-12-05; tests/full/home.test.ts holds it, JavaScript off). React, taking
     over a text shown there, keeps it there and does not fade it in again (IN_BOX). */
  [data-tip]${SHOWN_BY_CSS} > & {
    display: block;
  }
  [data-tip]${PLACED_IN_BOX} > & {
    animation: none;
    top: auto;
    bottom: auto;
    left: 0;
    right: 0;
    margin-inline: auto;
    max-width: min(18rem, 100%);
    transform: translateY(calc(-100% - ${GAP}px));
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none !important;
  }
`;

/**
 * A short explanation next to a control, shown after a hover delay (the provider's, 700 ms;
 * at once when another tooltip just closed), at once on keyboard focus, and on click or tap
 * when `toggleOnClick`. Escape, blur, leaving with the pointer and tapping elsewhere close it.
 * `describe` links the text to the trigger with aria-describedby (off when the text only
 * repeats the trigger's own accessible name, and then the text is drawn only while open).
 */
export function Tooltip({
  content,
  describe = true,
  toggleOnClick = false,
  children,
}: {
  content: ReactNode;
  describe?: boolean;
  toggleOnClick?: boolean;
  children: (trigger: TooltipTriggerProps) => ReactElement;
}) {
  const id = useId();
  const { delay, openId, subscribe, setOpenId, justClosed, closed } = useTooltipContext();
  const open = useSyncExternalStore(
    subscribe,
    () => openId() === id,
    () => false,
  );
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const wrapRef = useRef<HTMLSpanElement>(null);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  const [side, setSide] = useState<'top' | 'bottom'>('top');
  const [inBox, setInBox] = useState(false);

  const show = useCallback(
    (immediately: boolean) => {
      clearTimeout(timer.current);
      if (immediately || justClosed()) setOpenId(() => id);
      else timer.current = setTimeout(() => setOpenId(() => id), delay);
    },
    [delay, id, justClosed, setOpenId],
  );

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpenId((current) => {
      if (current !== id) return current;
      closed();
      return null;
    });
  }, [id, closed, setOpenId]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Taken over while in use (its button focused by a press or the keyboard, or the mouse resting
  // on it, which sends no new pointerenter; before React came the page's CSS showed it): it is
  // shown at once, and closes as it would (blur, the pointer leaving, Escape). Before the browser
  // paints, with the page's CSS let go of it (LIVE) in the same step: the text never goes away.
  // One the visitor dismissed with Escape before React came stays closed until used again. One
  // shown stays where the CSS placed it (IN_BOX), under the visitor's eyes, until it closes: in
  // React's place it moved 96 px on a desktop, 35 px on a 375-px phone. Unless the CSS put it
  // out of sight, above the screen's top or under the header (an ⓘ just below it: no CSS knows
  // where the header ends): React then places it itself, below its button.
  useLayoutEffect(() => {
    const wrap = wrapRef.current!;
    if (describe && wrap.matches(':focus-within, :hover') && !wrap.hasAttribute(DISMISSED)) {
      setInBox(bubbleRef.current!.getBoundingClientRect().top >= headerBottom() + EDGE);
      show(true);
    }
    wrap.removeAttribute(DISMISSED);
    wrap.setAttribute(LIVE, '');
  }, [describe, show]);

  // While open: Escape dismisses it, a press outside closes it.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        hide();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) hide();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, hide]);

  // Keep the bubble inside the viewport and out from under the fixed header (one kept in the CSS's
  // place stays inside its box, which is on screen). Once it closes, React places the next one.
  useLayoutEffect(() => {
    const bubble = bubbleRef.current;
    const wrap = wrapRef.current;
    if (!open || !bubble || !wrap) {
      bubble?.style.removeProperty('--shift');
      return;
    }
    if (inBox) return () => setInBox(false);
    const header = headerBottom();
    const anchor = wrap.getBoundingClientRect();
    setSide(anchor.top - bubble.offsetHeight - GAP < header + EDGE ? 'bottom' : 'top');
    bubble.style.removeProperty('--shift');
    const rect = bubble.getBoundingClientRect();
    const right = document.documentElement.clientWidth - EDGE;
    const shift = rect.left < EDGE ? EDGE - rect.left : rect.right > right ? right - rect.right : 0;
    if (shift) bubble.style.setProperty('--shift', `${Math.round(shift)}px`);
  }, [open, inBox]);

  const bubbleId = `${id}-tip`;
  return (
    <Wrap
      ref={wrapRef}
      data-tip=""
      data-in-box={inBox ? '' : undefined}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') show(false);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') hide();
      }}
    >
      {children({
        'aria-describedby': describe ? bubbleId : undefined,
        onFocus: (event) => {
          // Keyboard focus opens it at once; a mouse click that focuses the button does not.
          if (event.currentTarget.matches(':focus-visible')) show(true);
        },
        onBlur: hide,
        onClick: () => {
          if (!toggleOnClick) hide();
          else if (open) hide();
          else show(true);
        },
      })}
      {/* A text that describes the trigger is always on the page, for screen readers (and shown
          on hover without JavaScript); one that only repeats the trigger's name is drawn while open. */}
      {(describe || open) && (
        <Bubble
          ref={bubbleRef}
          id={bubbleId}
          role="tooltip"
          data-side={side}
          data-open={open ? '' : undefined}
          aria-hidden={describe ? undefined : true}
        >
          {content}
        </Bubble>
      )}
    </Wrap>
  );
}
