import styled from '@emotion/styled';
import { useShell } from '../render/ShellContext.tsx';

const Link = styled.a`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 100;
  padding: 0.75rem 1rem;
  background: ${(p) => p.theme.colors.background};
  color: ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.radius}px;
  &:focus {
    top: 1rem;
  }
`;

/** First focusable element: jumps past the header to the page content. */
export function SkipLink() {
  const { ui } = useShell();
  return <Link href="#main">{ui.skipLink}</Link>;
}
