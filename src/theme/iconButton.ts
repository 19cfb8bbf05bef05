import { css, type Theme } from '@emotion/react';

/** A button around an icon: 44×44 px (the touch-target minimum), outlined in the text colour. */
export const iconButton = (theme: Theme) => css`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid currentColor;
  border-radius: ${theme.radius}px;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;
