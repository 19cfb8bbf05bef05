import { z } from 'zod';
import { action } from '../action.ts';
import { sectionId, text } from '../primitives.ts';
import { iconCard } from './shared.ts';

export const whyChooseSection = z
  .strictObject({
    type: z.literal('why-choose'),
    id: sectionId.optional(),
    heading: text('Section heading.', 'Why Choose Us', 'heading'),
    intro: text('Paragraph under the heading.', 'What sets us apart.'),
    cards: z.array(iconCard).min(1),
    action,
  })
  .meta({ title: 'Why choose us', description: 'Reasons to choose the carrier.' });
