import { z } from 'zod';
import { slug } from '../anchors.ts';
import { sectionId, text } from '../primitives.ts';
import { inline } from './policy.ts';

/** Anchor id of a question: its own id, or one made from the question. */
export const faqItemId = (item: { id?: string; question: string }) => item.id ?? slug(item.question);

const faqItem = z.strictObject({
  question: text('The question, as a visitor would ask it.', 'How often will I be home?', 'heading'),
  id: sectionId.optional().meta({
    description: 'Anchor of the question, so a link such as /drivers#home-time opens its answer; made from the question when left out.',
    examples: ['home-time'],
  }),
  answer: inline.meta({
    description: 'The answer: text, or text with links to the mailbox, the phone or a page of this site.',
  }),
});

export const faqSection = z
  .strictObject({
    type: z.literal('faq'),
    id: sectionId.optional(),
    heading: text('Section heading.', 'Driver FAQ', 'heading'),
    intro: text('Paragraph under the heading.', 'Answers to the questions drivers ask us most.').optional(),
    items: z.array(faqItem).min(1).meta({ description: 'The questions and answers, top to bottom.' }),
  })
  .superRefine((faq, ctx) => {
    const seen = new Map<string, number>();
    faq.items.forEach((item, i) => {
      const id = faqItemId(item);
      const key = item.id ? 'id' : 'question';
      if (!id) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'question'],
          message: 'This question has no letter or digit to make its anchor from: give it an id',
        });
        return;
      }
      const first = seen.get(id);
      if (first !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, key],
          message: `Anchor "${id}" is already used by question ${first + 1}: give one of them an id`,
        });
      seen.set(id, i);
    });
  })
  // Every question's anchor settled here, from the question as written (before tokens are
  // resolved), so that a rebrand does not move it.
  .transform((faq) => ({ ...faq, items: faq.items.map((item) => ({ ...item, id: faqItemId(item) })) }))
  .meta({
    title: 'Questions and answers',
    description: 'Questions, each opening its answer on its own, each with an anchor a link can open.',
  });
