import { css, type Theme } from '@emotion/react';

/**
 * A button around an icon: 44×44 px (the touch-target minimum), outlined in the text colour. It
 * keeps that size in a row with no room to spare (the header's at 320-360 px, beside a long
 * company name): the row's text wraps instead.
 */
export const iconButton = (theme: Theme) => css`
  flex: none;
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
