import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/** Generic defaults (engine behaviour, not brand copy): hover this long before a tooltip opens… */
export const TOOLTIP_DELAY_MS = 700;
/** …unless another one closed less than this long ago, then the next opens at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

interface TooltipContextValue {
  delay: number;
  /** The one tooltip open at a time, by id: what it is now, and a wait for it to change. */
  openId: () => string | null;
  subscribe: (listener: () => void) => () => void;
  setOpenId: (update: (current: string | null) => string | null) => void;
  /** Whether a tooltip closed less than the skip delay ago. */
  justClosed: () => boolean;
  /** Called as a tooltip closes: opens the skip delay's window. */
  closed: () => void;
}

const TooltipContext = createContext<TooltipContextValue | null>(null);

export function useTooltipContext(): TooltipContextValue {
  const context = useContext(TooltipContext);
  if (!context) throw new Error('<Tooltip> needs a <TooltipProvider> above it');
  return context;
}

/**
 * Shares the open delay, the skip delay and "one tooltip at a time" across the page. Its value
 * never changes: which tooltip is open is a store each tooltip reads (useSyncExternalStore), so
 * opening one re-renders the tooltips alone, never what sits between them and the provider, and
 * no island of the page still waiting to hydrate receives an update (src/ui/islands/islands.ts).
 */
export function TooltipProvider({
  delay = TOOLTIP_DELAY_MS,
  skipDelay = TOOLTIP_SKIP_DELAY_MS,
  children,
}: {
  delay?: number;
  skipDelay?: number;
  children: ReactNode;
}) {
  // The skip window is a timer, like the open delay, so one clock (the page's timers) drives both.
  const skipTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(skipTimer.current), []);
  const [value] = useState((): TooltipContextValue => {
    let openId: string | null = null;
    let skipping = false;
    const listeners = new Set<() => void>();
    return {
      delay,
      openId: () => openId,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      setOpenId: (update) => {
        const next = update(openId);
        if (next === openId) return;
        openId = next;
        listeners.forEach((listener) => listener());
      },
      justClosed: () => skipping,
      closed: () => {
        skipping = true;
        clearTimeout(skipTimer.current);
        skipTimer.current = setTimeout(() => (skipping = false), skipDelay);
      },
    };
  });
  return <TooltipContext.Provider value={value}>{children}</TooltipContext.Provider>;
}
