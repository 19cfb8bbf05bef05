import { z } from 'zod';
import { action } from '../action.ts';
import { sectionId, text } from '../primitives.ts';
import { iconCard } from './shared.ts';

export const servicesSection = z
  .strictObject({
    type: z.literal('services'),
    id: sectionId.optional(),
    heading: text('Section heading.', 'Our Services', 'heading'),
    intro: text('Paragraph under the heading.', 'Freight solutions for every need.'),
    cards: z.array(iconCard).min(1),
    action,
  })
  .meta({ title: 'Services', description: 'Service cards and a quote button.' });
