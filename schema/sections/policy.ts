import { z } from 'zod';
import { sectionId, text } from '../primitives.ts';

export const policySection = z
  .strictObject({
    type: z.literal('policy'),
    id: sectionId.optional(),
    title: text('Page heading (h1).', 'Privacy Policy'),
    intro: text('Opening paragraph.', 'This policy explains what we collect.'),
    sections: z
      .array(
        z.strictObject({
          heading: text('Section heading.', 'Information We Collect'),
          paragraphs: z.array(text('A paragraph.', 'We collect what you send us.')).min(1),
        }),
      )
      .min(1),
  })
  .meta({ description: 'A legal policy: numbered sections of text.' });
