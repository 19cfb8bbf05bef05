import styled from '@emotion/styled';
import { ActionLink } from '../ui/ActionLink.tsx';
import { useShell } from '../ui/ShellContext.tsx';
import { FLOATING_BUTTON } from '../../schema/anchors.ts';

/** Both buttons' one rule (one class on the page, not one per side): the side from which button it is. */
const Floating = styled.div`
  --inset: 1rem;
  position: fixed;
  bottom: max(1rem, env(safe-area-inset-bottom, 0px));
  z-index: 25;
  &[${FLOATING_BUTTON}='email'] {
    left: var(--inset);
  }
  &[${FLOATING_BUTTON}='phone'] {
    right: var(--inset);
  }
  a {
    min-height: 48px;
    border-radius: 999px;
    padding-inline: 1.1rem 1.25rem;
    box-shadow:
      0 2px 6px rgb(0 0 0 / 0.18),
      0 10px 24px rgb(0 0 0 / 0.22);
  }
  /* They float over light and dark sections alike: a two-tone ring shows on both. */
  a:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.onDark};
    outline-offset: 2px;
    box-shadow: 0 0 0 7px ${(p) => p.theme.colors.dark};
  }
  ${(p) => p.theme.mq.md} {
    --inset: 1.5rem;
    bottom: 1.5rem;
  }
`;

/** The phone number in display form beside "Call Now", from the sm breakpoint up. */
const PhoneNumber = styled.span`
  display: none;
  font-weight: 500;
  ${(p) => p.theme.mq.sm} {
    display: inline;
  }
`;

/**
 * Email Us (bottom left) and Call Now (bottom right), over every page. The footer leaves room
 * under its content (theme.floatingClearance) so they never cover the end of a page.
 */
export function FloatingButtons() {
  const { company, floatingButtons } = useShell();
  return (
    <>
      <Floating {...{ [FLOATING_BUTTON]: 'email' }}>
        <ActionLink action={floatingButtons.email} />
      </Floating>
      <Floating {...{ [FLOATING_BUTTON]: 'phone' }}>
        <ActionLink action={floatingButtons.phone}>
          {floatingButtons.phone.kind === 'phone' && <PhoneNumber>{company.phone}</PhoneNumber>}
        </ActionLink>
      </Floating>
    </>
  );
}
