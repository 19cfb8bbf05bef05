import { z } from 'zod';
import { routePath, text } from './primitives.ts';
import { section } from './sections/index.ts';

export const route = z
  .strictObject({
    path: routePath,
    title: text('Browser tab and search result title.', 'Freight & Logistics | Example Freight', 'heading'),
    description: text('Meta description shown by search engines (about 150 characters).', 'Nationwide freight carrier.', 'description'),
    sections: z.array(section).min(1).meta({ description: 'The page, top to bottom.' }),
  })
  .meta({ description: 'A page of the site.' });

export type Route = z.infer<typeof route>;
