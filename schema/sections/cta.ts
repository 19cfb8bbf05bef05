import { z } from 'zod';
import { action, mailBody } from '../action.ts';
import { sectionId, text } from '../primitives.ts';

export const ctaSection = z
  .strictObject({
    type: z.literal('cta'),
    id: sectionId.optional(),
    heading: text('Section heading.', 'Ready to Move Your Freight?', 'heading'),
    text: text('Paragraph under the heading.', 'Get a free quote today.'),
    actions: z.array(action).min(1).max(3),
    contacts: z
      .strictObject({
        subject: text('Subject of the email the mailbox link opens.', 'Freight Quote Request'),
        body: mailBody.optional().meta({ description: 'Text that pre-fills that email, such as a quote template to fill in.' }),
      })
      .optional()
      .meta({ description: 'Show the mailbox and the phone as links with copy buttons; leave out to hide them.' }),
    availability: text('Closing line.', 'Available 24/7 for all your freight and logistics needs'),
  })
  .meta({ title: 'Call to action', description: 'A closing heading and text, with buttons to write or call.' });
