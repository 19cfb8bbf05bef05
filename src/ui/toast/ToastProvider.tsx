import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { Icon, useIconsLater } from '../../theme/Icon.tsx';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

/** Generic defaults of the notification area (engine behaviour, not brand copy). */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;

export type ToastTone = 'success' | 'error';
export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds before the toast goes away by itself. */
  duration?: number;
}
export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
}

type Notify = (message: string, options?: ToastOptions) => void;
const ToastContext = createContext<Notify | null>(null);

/**
 * Shows a short message in the notification area, announced to screen readers. The page that
 * can show one carries the icons of its toasts (src/theme/Icon.tsx).
 */
export function useToast(): Notify {
  useIconsLater('CircleCheck', 'CircleExclamationPoint', 'X');
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useToast() needs a <ToastProvider> above it');
  return notify;
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(0.75rem) scale(0.98); }
  to { opacity: 1; transform: none; }
`;

const Region = styled.section`
  position: fixed;
  z-index: 40;
  left: 50%;
  bottom: calc(${(p) => p.theme.floatingClearance} + env(safe-area-inset-bottom, 0px));
  transform: translateX(-50%);
  width: min(26rem, calc(100vw - 2rem));
  pointer-events: none;
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
`;

/**
 * A message: one rule for both tones, the tone read from the item's `data-toast`, so that the
 * prerender writes it once (src/app/browserOnlyStates.tsx) and the browser compiles none.
 */
const Item = styled.li`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.5rem 0.5rem 0.5rem 1rem;
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.dark};
  color: ${(p) => p.theme.colors.onDark};
  box-shadow: ${(p) => p.theme.shadow.raised};
  border-left: 4px solid ${(p) => p.theme.colors.onDark};
  &[data-toast='error'] {
    border-left-color: ${(p) => p.theme.colors.accent};
  }
  animation: ${enter} 0.2s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  > svg {
    flex: none;
  }
  p {
    margin: 0;
    flex: 1;
    font-size: 0.95rem;
    overflow-wrap: anywhere;
  }
  button {
    flex: none;
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: ${(p) => p.theme.radius}px;
    background: transparent;
    color: inherit;
    cursor: pointer;
    &:hover {
      box-shadow: inset 0 0 0 1px currentColor;
    }
  }
`;

/** One message of the notification area, as the visitor sees it. */
export function ToastMessage({ toast, dismissLabel, onDismiss }: { toast: Toast; dismissLabel: string; onDismiss: (id: number) => void }) {
  return (
    <Item data-toast={toast.tone} data-surface="dark">
      <Icon name={toast.tone === 'error' ? 'CircleExclamationPoint' : 'CircleCheck'} aria-hidden="true" size={20} />
      <p>{toast.message}</p>
      <button type="button" aria-label={dismissLabel} onClick={() => onDismiss(toast.id)}>
        <Icon name="X" aria-hidden="true" size={18} />
      </button>
    </Item>
  );
}

/**
 * The notification (toast) area: at most `limit` messages at a time (the oldest gives way),
 * each gone after `duration` ms or when dismissed. The list is a polite live region that is
 * in the page from the first paint, so screen readers announce each message as it arrives.
 */
export function ToastProvider({
  label,
  dismissLabel,
  limit = TOAST_LIMIT,
  duration = TOAST_DURATION_MS,
  children,
}: {
  label: string;
  dismissLabel: string;
  limit?: number;
  duration?: number;
  children: ReactNode;
}) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const notify = useCallback<Notify>(
    (message, options = {}) => {
      const id = ++nextId.current;
      setToasts((list) => [...list, { id, message, tone: options.tone ?? 'success' }].slice(-limit));
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), options.duration ?? duration),
      );
    },
    [dismiss, duration, limit],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Region aria-label={label} data-print="hide">
        <ol aria-live="polite" aria-relevant="additions text">
          {toasts.map((toast) => (
            <ToastMessage key={toast.id} toast={toast} dismissLabel={dismissLabel} onDismiss={dismiss} />
          ))}
        </ol>
      </Region>
    </ToastContext.Provider>
  );
}
