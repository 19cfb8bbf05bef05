import { z } from 'zod';
import { sectionId, text } from '../primitives.ts';

export const companyInfoSection = z
  .strictObject({
    type: z.literal('company-info'),
    id: sectionId.optional(),
    heading: text('Section heading.', 'Company Information', 'heading'),
    intro: text('Paragraph under the heading.', 'Registered and compliant.'),
    tiles: z
      .array(
        z.strictObject({
          label: text('Tile label.', 'MC Number'),
          value: text('The value, usually a token.', '{company.mcNumber}'),
          description: text('Line under the value.', 'Interstate operating authority'),
          tooltip: text('Explanation shown on hover and keyboard focus.', 'The motor carrier number issued by the FMCSA.').optional(),
          verify: z
            .enum(['usdot', 'mc'])
            .optional()
            .meta({ description: 'Link the value to the carrier record on FMCSA SAFER, by USDOT or MC number.' }),
          verifyLabel: text('Accessible name of the verify link.', 'Verify on FMCSA SAFER').optional(),
        }),
      )
      .min(1),
    note: text('Compliance note under the tiles.', 'Fully compliant with FMCSA regulations.'),
  })
  .meta({ title: 'Company facts', description: 'Registration numbers and contact tiles.' });
