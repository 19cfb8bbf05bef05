import { z } from 'zod';
import { sectionId, text } from '../primitives.ts';
import { stat } from './shared.ts';

export const aboutSection = z
  .strictObject({
    type: z.literal('about'),
    id: sectionId.optional(),
    heading: text('Section heading.', 'About Us', 'heading'),
    intro: text('Paragraph under the heading.', 'We move freight across the country.'),
    stats: z.array(stat).max(6),
    statements: z
      .array(z.strictObject({ title: text('Title.', 'Our Mission', 'heading'), text: text('Text.', 'To deliver on time.') }))
      .min(1)
      .meta({ description: 'Mission, vision and similar statements.' }),
  })
  .meta({ title: 'About us', description: 'Who the carrier is: stats, mission and vision.' });
