import { z } from 'zod';
import { action } from '../action.ts';
import { image, sectionId, text } from '../primitives.ts';
import { stat } from './shared.ts';

export const heroSection = z
  .strictObject({
    type: z.literal('hero'),
    id: sectionId.optional(),
    eyebrow: text('Short line above the headline, such as a trust signal.', 'Licensed & insured nationwide carrier').optional(),
    headline: text('The page heading (h1).', 'Delivering Excellence Across Every Mile', 'heading'),
    subtitle: text('Line under the headline.', 'Reliable Nationwide Freight & Logistics Solutions', 'heading'),
    actions: z.array(action).min(1).max(3),
    stats: z.array(stat).max(6),
    image: image
      .optional()
      .meta({ description: "A photo behind the hero's text, darkened so the text stays readable; it is the page's largest paint." }),
  })
  .meta({ title: 'Opening banner', description: 'The top of the page: headline, buttons and stat tiles.' });
