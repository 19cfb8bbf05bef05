import styled from '@emotion/styled';
import { Icon, useIconsLater } from '../theme/Icon.tsx';
import { useEffect, useRef, useState } from 'react';
import { iconButton } from '../theme/iconButton.ts';
import { fill } from '../../schema/placeholders.ts';
import { NOT_SCRIPTED } from './islands/hydrated.ts';
import { useShell } from './ShellContext.tsx';
import { useToast } from './toast/ToastProvider.tsx';
import { Tooltip } from './tooltip/Tooltip.tsx';

const Button = styled.button`
  ${(p) => iconButton(p.theme)}
  transition: box-shadow 0.15s ease;
  /* Hovered: a thicker outline, never a tint under the icon (its contrast is kept). */
  &:hover {
    box-shadow: inset 0 0 0 1px currentColor;
  }
  /* It needs JavaScript: without it the button keeps its room but stays out of sight. */
  ${NOT_SCRIPTED} & {
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
  const button = useRef<HTMLButtonElement>(null);
  const label = fill(ui.copy, { value });
  const confirm = () => {
    notify(fill(ui.copied, { value }));
    setDone(true);
    clearTimeout(reset.current);
    reset.current = setTimeout(() => setDone(false), 2000);
  };
  // Copied by the client entry before React came (src/browser/entry-client.tsx marks it, and leaves the
  // mark to React once React has the button): the toast confirms it now, once, and the mark goes.
  useEffect(() => {
    if (button.current?.dataset.copied !== undefined) {
      delete button.current.dataset.copied;
      confirm();
    }
    return () => clearTimeout(reset.current);
    // Once, as the button is hydrated.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      confirm();
    } catch {
      notify(ui.copyFailed, { tone: 'error' });
    }
  };

  return (
    <Tooltip content={label} describe={false}>
      {(trigger) => (
        <Button
          ref={button}
          type="button"
          aria-label={label}
          data-print="hide"
          // Marks a copy button (the footer sizes its own, the client entry copies the text of the
          // link beside it until React has the page: that text is this value).
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
