import styled from '@emotion/styled';
import { sectionHeadingId } from '../../../schema/anchors.ts';
import { Icon } from '../../theme/Icon.tsx';
import type { SectionOf } from '../../../schema/index.ts';
import { Reveal } from '../../ui/motion.tsx';
import { ActionLink } from '../../ui/ActionLink.tsx';
import { mailHref, telHref } from '../../ui/contactLinks.ts';
import { CopyButton } from '../../ui/CopyButton.tsx';
import { useShell } from '../../ui/ShellContext.tsx';
import { Actions, IconNote } from '../../ui/section/Grid.tsx';
import { Inner } from '../../ui/section/Section.tsx';

const Banner = styled.section`
  padding: 4.5rem 1.25rem;
  text-align: center;
  color: ${(p) => p.theme.colors.onDark};
  background: radial-gradient(60rem 28rem at 50% -10%, ${(p) => p.theme.colors.bannerGlow}, transparent 70%), ${(p) => p.theme.colors.dark};
  h2 {
    /* In rem, stepped at the breakpoints: it grows with the visitor's text size (4.5vw grew
       1.4 times at 200 % text). */
    font-size: 1.9rem;
    font-weight: 850;
    letter-spacing: -0.02em;
    margin-bottom: 1rem;
  }
  ${(p) => p.theme.mq.md} {
    padding: 6rem 2rem;
  }
  ${(p) => p.theme.wide.md} {
    h2 {
      font-size: 2.4rem;
    }
  }
  ${(p) => p.theme.wide.lg} {
    h2 {
      font-size: 2.9rem;
    }
  }
`;

const Text = styled.p`
  max-width: 38rem;
  margin: 0 auto;
  font-size: 1.125rem;
  color: ${(p) => p.theme.colors.onDarkSoft};
`;

const Contacts = styled.ul`
  list-style: none;
  margin: 2.5rem auto 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  li {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    width: 100%;
    max-width: 22rem;
    ${(p) => p.theme.mq.sm} {
      width: auto;
      max-width: 100%;
    }
    padding: 0.4rem 0.4rem 0.4rem 1rem;
    border-radius: ${(p) => p.theme.radius + 4}px;
    border: 1px solid ${(p) => p.theme.colors.lineOnDark};
    background: ${(p) => p.theme.colors.tileOnDark};
  }
  li > svg {
    flex: none;
    color: ${(p) => p.theme.colors.onDarkSoft};
  }
  li > a {
    flex: 1;
    text-align: left;
  }
  a {
    font-weight: 650;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
    text-underline-offset: 0.2em;
  }
`;

const Availability = styled(IconNote)`
  margin-top: 2rem;
  color: ${(p) => p.theme.colors.onDarkSoft};
`;

/** The closing call to action: buttons, then the mailbox and phone with copy buttons. */
export function CtaSection({ section }: { section: SectionOf<'cta'> }) {
  const { company } = useShell();
  const headingId = sectionHeadingId(section.id, section.heading);
  return (
    <Banner id={section.id} aria-labelledby={headingId} data-surface="dark">
      <Inner>
        <Reveal>
          <h2 id={headingId}>{section.heading}</h2>
          <Text>{section.text}</Text>
          <Actions>
            {section.actions.map((action) => (
              <ActionLink key={action.label} action={action} size="lg" />
            ))}
          </Actions>
          {section.contacts && (
            <Contacts>
              <li>
                <Icon name="Mail" aria-hidden="true" size={20} />
                <a href={mailHref(company.email, section.contacts.subject, section.contacts.body)}>{company.email}</a>
                <CopyButton value={company.email} />
              </li>
              <li>
                <Icon name="Phone" aria-hidden="true" size={20} />
                <a href={telHref(company.phone)}>{company.phone}</a>
                <CopyButton value={company.phone} />
              </li>
            </Contacts>
          )}
          <Availability>
            <Icon name="Clock" aria-hidden="true" size={18} />
            {section.availability}
          </Availability>
        </Reveal>
      </Inner>
    </Banner>
  );
}
