import styled from '@emotion/styled';
import { ActionLink } from '../ui/ActionLink.tsx';
import { useShell } from '../ui/ShellContext.tsx';
import { FLOATING_BUTTON } from '../../schema/anchors.ts';

/**
 * One row across the bottom of the screen, a button at each end. In one row, rather than each
 * button fixed to its own side, they share its width: where both labels do not fit side by side
 * (a 320 px screen, a longer language), a label goes onto a second line at a space, never
 * under the other button (the Spanish ones overlapped by 58 px). The row lets clicks through
 * between them.
 */
const Floating = styled.div`
  --inset: 1rem;
  position: fixed;
  inset: auto var(--inset) max(1rem, env(safe-area-inset-bottom, 0px));
  z-index: 25;
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 0.375rem;
  pointer-events: none;
  a {
    pointer-events: auto;
    white-space: normal;
    min-height: 48px;
    border-radius: 999px;
    padding-inline: 0.8rem 1rem;
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

/** The phone number in display form beside "Call Now", from the sm breakpoint up; never broken across lines. */
const PhoneNumber = styled.span`
  display: none;
  font-weight: 500;
  white-space: nowrap;
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
    <Floating {...{ [FLOATING_BUTTON]: '' }}>
      <ActionLink action={floatingButtons.email} />
      <ActionLink action={floatingButtons.phone}>
        {floatingButtons.phone.kind === 'phone' && <PhoneNumber>{company.phone}</PhoneNumber>}
      </ActionLink>
    </Floating>
  );
}
