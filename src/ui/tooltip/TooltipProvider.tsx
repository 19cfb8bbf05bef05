import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** Generic defaults (engine behaviour, not brand copy): hover this long before a tooltip opens… */
export const TOOLTIP_DELAY_MS = 700;
/** …unless another one closed less than this long ago, then the next opens at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

interface TooltipContextValue {
  delay: number;
  /** The one tooltip open at a time, by id. */
  openId: string | null;
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

/** Shares the open delay, the skip delay and "one tooltip at a time" across the page. */
export function TooltipProvider({
  delay = TOOLTIP_DELAY_MS,
  skipDelay = TOOLTIP_SKIP_DELAY_MS,
  children,
}: {
  delay?: number;
  skipDelay?: number;
  children: ReactNode;
}) {
  const [openId, setOpenId] = useState<string | null>(null);
  // The skip window is a timer, like the open delay, so one clock (the page's timers) drives both.
  const skipTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const skipping = useRef(false);
  useEffect(() => () => clearTimeout(skipTimer.current), []);
  const justClosed = useCallback(() => skipping.current, []);
  const closed = useCallback(() => {
    skipping.current = true;
    clearTimeout(skipTimer.current);
    skipTimer.current = setTimeout(() => (skipping.current = false), skipDelay);
  }, [skipDelay]);
  const value = useMemo(() => ({ delay, openId, setOpenId, justClosed, closed }), [delay, openId, justClosed, closed]);
  return <TooltipContext.Provider value={value}>{children}</TooltipContext.Provider>;
}
