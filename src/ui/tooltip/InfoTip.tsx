import styled from '@emotion/styled';
import { Icon } from '../../theme/Icon.tsx';
import { Tooltip } from './Tooltip.tsx';

const Button = styled.button`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  cursor: help;
  &:hover {
    box-shadow: inset 0 0 0 1px currentColor;
  }
`;

/** An ⓘ button that explains something in a tooltip (hover, keyboard focus, or tap). */
export function InfoTip({ label, text }: { label: string; text: string }) {
  return (
    <Tooltip content={text} toggleOnClick>
      {(trigger) => (
        <Button type="button" aria-label={label} {...trigger}>
          <Icon name="Info" aria-hidden="true" size={18} />
        </Button>
      )}
    </Tooltip>
  );
}
