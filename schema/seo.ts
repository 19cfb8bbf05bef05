import { z } from 'zod';
import { text } from './primitives.ts';

/**
 * What search engines, social networks and phones read about the carrier beyond the page
 * copy: the structured-data facts and the home-screen name. Everything else they get
 * (names, tagline, contact details, identifiers, colours) comes from `company` and `theme`.
 */
export const seo = z
  .strictObject({
    shortName: text(
      'Name under the icon when the site is added to a phone home screen (web manifest short_name); 12 characters or fewer.',
      'Example',
    ).max(12, 'Keep the short name to 12 characters or fewer: home screens cut longer names'),
    areaServed: z
      .array(
        z
          .string()
          .regex(/^[A-Z]{2}$/, 'Write a two-letter ISO 3166 country code in capitals, such as "US"')
          .meta({ description: 'ISO 3166-1 alpha-2 country code.', examples: ['US'] }),
      )
      .min(1)
      .meta({ description: 'Countries served, as search engines read them from the structured data.', examples: [['US']] }),
    contactPoint: z
      .strictObject({
        contactType: text('What the company phone and mailbox are for, as search engines label them.', 'dispatch'),
        open24x7: z
          .boolean()
          .meta({ description: 'The phone is answered around the clock (structured data says 24/7).', examples: [true] }),
      })
      .meta({ description: 'The contact point search engines show (phone and mailbox come from company).' }),
  })
  .meta({ description: 'Search engines, social previews and the home-screen app: facts not shown as page copy.' });

export type Seo = z.infer<typeof seo>;
