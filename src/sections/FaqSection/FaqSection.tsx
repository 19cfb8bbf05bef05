import styled from '@emotion/styled';
import { Icon } from '../../theme/Icon.tsx';
import type { SectionOf } from '../../../schema/index.ts';
import { InlineText } from '../../ui/InlineText.tsx';
import { Reveal } from '../../ui/motion.tsx';
import { Section } from '../../ui/section/Section.tsx';

const List = styled(Reveal)`
  max-width: 48rem;
  margin: 0 auto;
  display: grid;
  gap: 0.75rem;
`;

const Item = styled.details`
  /* The anchor below is placed against the item's top. */
  position: relative;
  background: ${(p) => p.theme.colors.background};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radius + 2}px;
  transition: border-color 0.15s ease;
  &[open] {
    border-color: ${(p) => p.theme.colors.borderHover};
    box-shadow: ${(p) => p.theme.shadow.card};
  }
  @media print {
    break-inside: avoid;
    /* On paper every answer shows, open or not. */
    &::details-content {
      content-visibility: visible;
    }
  }
`;

const Question = styled.summary`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 44px;
  padding: 1rem 1.25rem;
  border-radius: inherit;
  font-size: 1.0625rem;
  font-weight: 650;
  line-height: 1.35;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    color: ${(p) => p.theme.colors.link};
  }
  svg {
    flex: none;
    color: ${(p) => p.theme.colors.link};
    transition: transform 0.2s ease;
  }
  details[open] > & svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
  @media print {
    svg {
      display: none;
    }
  }
`;

/**
 * The target of a link to the question (/drivers#home-time). It is in the answer's part of the
 * <details>, not in the summary, so the browser opens the answer when a link leads here (the
 * HTML standard's "ancestor details revealing"; with no JavaScript), and it sits at the item's
 * top, so the question scrolls to just under the fixed header (html's scroll-padding-top),
 * however many lines it takes.
 */
const Anchor = styled.span`
  position: absolute;
  top: 0;
  left: 0;
`;

const Answer = styled.div`
  padding: 0 1.25rem 1.25rem;
  color: ${(p) => p.theme.colors.muted};
  p {
    margin: 0;
  }
  a {
    color: ${(p) => p.theme.colors.link};
    font-weight: 600;
    text-underline-offset: 2px;
  }
`;

/**
 * Questions and answers, each a native disclosure (<details>): the browser opens and closes
 * them, so they work in the prerendered HTML, which is never hydrated on a first load.
 */
export function FaqSection({ section }: { section: SectionOf<'faq'> }) {
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro}>
      <List>
        {section.items.map((item) => (
          <Item key={item.id}>
            <Question>
              <span>{item.question}</span>
              <Icon name="ChevronDown" aria-hidden="true" size={22} strokeWidth={2.25} />
            </Question>
            <Anchor id={item.id} />
            <Answer>
              <p>
                <InlineText value={item.answer} />
              </p>
            </Answer>
          </Item>
        ))}
      </List>
    </Section>
  );
}
