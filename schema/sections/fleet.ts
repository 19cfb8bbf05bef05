import { z } from 'zod';
import { action } from '../action.ts';
import { image, sectionId, text } from '../primitives.ts';

export const fleetSection = z
  .strictObject({
    type: z.literal('fleet'),
    id: sectionId.optional(),
    heading: text('Section heading.', 'Our Fleet', 'heading'),
    intro: text('Paragraph under the heading.', 'Modern, well-kept equipment.'),
    standards: z.array(text('A standard of the fleet.', 'Late-model tractors')).min(1),
    image,
    action,
  })
  .meta({ title: 'Fleet', description: 'Fleet standards, an image and a button.' });
