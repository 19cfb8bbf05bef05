import styled from '@emotion/styled';
import { ActionLink } from '../render/ActionLink.tsx';
import { useShell } from '../render/ShellContext.tsx';

const Floating = styled.div<{ side: 'left' | 'right' }>`
  position: fixed;
  bottom: 1rem;
  ${(p) => p.side}: 1rem;
  z-index: 15;
  a {
    box-shadow: 0 4px 14px rgb(0 0 0 / 0.25);
  }
`;

/** Email Us (bottom left) and Call Now (bottom right), over every page. */
export function FloatingButtons() {
  const { floatingButtons } = useShell();
  return (
    <>
      <Floating side="left" data-floating-button="">
        <ActionLink action={floatingButtons.email} />
      </Floating>
      <Floating side="right" data-floating-button="">
        <ActionLink action={floatingButtons.phone} />
      </Floating>
    </>
  );
}
