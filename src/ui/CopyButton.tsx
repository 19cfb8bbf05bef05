import styled from '@emotion/styled';
import { Icon, useIconsLater } from '../theme/Icon.tsx';
import { useEffect, useRef, useState } from 'react';
import { iconButton } from '../theme/iconButton.ts';
import { fill } from '../../schema/placeholders.ts';
import { NOT_HYDRATED } from './hydrated.ts';
import { useShell } from './ShellContext.tsx';
import { useToast } from './toast/ToastProvider.tsx';
import { Tooltip } from './tooltip/Tooltip.tsx';

const Button = styled.button`
  ${(p) => iconButton(p.theme)}
  flex: none;
  transition: box-shadow 0.15s ease;
  /* Hovered: a thicker outline, never a tint under the icon (its contrast is kept). */
  &:hover {
    box-shadow: inset 0 0 0 1px currentColor;
  }
  /* It needs JavaScript: without it the button keeps its room but stays out of sight. */
  ${NOT_HYDRATED} & {
    visibility: hidden;
  }
`;

/** Copies `value` to the clipboard and confirms with a toast (mail links do nothing without a mail program). */
export function CopyButton({ value }: { value: string }) {
  const { ui } = useShell();
  const notify = useToast();
  useIconsLater('Check');
  const [done, setDone] = useState(false);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);
  const label = fill(ui.copy, { value });

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify(fill(ui.copied, { value }));
      setDone(true);
      clearTimeout(reset.current);
      reset.current = setTimeout(() => setDone(false), 2000);
    } catch {
      notify(ui.copyFailed, { tone: 'error' });
    }
  };

  return (
    <Tooltip content={label} describe={false}>
      {(trigger) => (
        <Button
          type="button"
          aria-label={label}
          data-print="hide"
          // Marks a copy button (the footer sizes its own); the value is the click's to copy.
          data-copy=""
          {...trigger}
          onClick={() => {
            trigger.onClick();
            void copy();
          }}
        >
          {done ? <Icon name="Check" aria-hidden="true" size={18} /> : <Icon name="Copy" aria-hidden="true" size={18} />}
        </Button>
      )}
    </Tooltip>
  );
}
