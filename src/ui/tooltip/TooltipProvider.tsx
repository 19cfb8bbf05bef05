import { createContext, useContext, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';

/** Generic defaults (engine behaviour, not brand copy): hover this long before a tooltip opens… */
export const TOOLTIP_DELAY_MS = 700;
/** …unless another one closed less than this long ago, then the next opens at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;

interface TooltipContextValue {
  delay: number;
  skipDelay: number;
  /** The one tooltip open at a time, by id. */
  openId: string | null;
  setOpenId: (update: (current: string | null) => string | null) => void;
  /** When the last tooltip closed (performance.now()). */
  lastClosed: RefObject<number>;
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
  const lastClosed = useRef(-Infinity);
  const value = useMemo(() => ({ delay, skipDelay, openId, setOpenId, lastClosed }), [delay, skipDelay, openId]);
  return <TooltipContext.Provider value={value}>{children}</TooltipContext.Provider>;
}
