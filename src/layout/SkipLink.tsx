import styled from '@emotion/styled';
import { useShell } from '../ui/ShellContext.tsx';
import { LAYOUT_IDS } from '../../schema/anchors.ts';
import { LIGHT_TOP } from './lightTop.ts';

const Link = styled.a`
  position: fixed;
  left: 1rem;
  top: 0.75rem;
  z-index: 100;
  padding: 0.75rem 1.1rem;
  border-radius: ${(p) => p.theme.radius}px;
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
  font-weight: 700;
  transform: translateY(calc(-100% - 1rem));
  &:focus {
    transform: none;
    box-shadow: ${(p) => p.theme.shadow.raised};
  }
  /* It shows over the header: the brand hue's light shade while the header is dark (over a dark page top,
     scrolled, or with the menu open), its dark shade while it is clear over a light page. */
  &:focus-visible {
    outline-color: ${(p) => p.theme.colors.linkOnDark};
  }
  ${LIGHT_TOP} &:focus-visible {
    outline-color: ${(p) => p.theme.colors.link};
  }
  body:has(header[data-scrolled], header[data-open]) &:focus-visible {
    outline-color: ${(p) => p.theme.colors.linkOnDark};
  }
`;

/** First focusable element: jumps past the header to the page content. */
export function SkipLink() {
  const { ui } = useShell();
  return <Link href={`#${LAYOUT_IDS.main}`}>{ui.skipLink}</Link>;
}
