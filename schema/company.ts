import { z } from 'zod';
import { absoluteUrl, assetPath, email, phone, properName, siteOrigin, stateCode, text } from './primitives.ts';

/** Where the carrier is based: shown in the footer and on the policies, and written into its structured data. */
const address = z
  .strictObject({
    street: properName('Street address, with the suite or unit if any.', '1200 Example Parkway, Suite 300'),
    city: properName('City.', 'Columbus'),
    region: stateCode.meta({ description: 'State, as its two-letter USPS code.', examples: ['OH'] }),
    postalCode: z
      .string()
      .regex(/^\d{5}(-\d{4})?$/, 'Write the ZIP code as 5 digits, or ZIP+4, such as 43215 or 43215-0001')
      .meta({ description: 'ZIP code: 5 digits, or ZIP+4.', examples: ['43215'] }),
    country: z
      .literal('US', { error: 'The address is in the United States: write "US" or leave country out' })
      .default('US')
      .meta({ description: 'Country code; the site serves carriers based in the United States.' }),
  })
  .meta({ description: 'The postal address of the main office or terminal.' });

export const company = z
  .strictObject({
    name: properName('Trading name shown across the site.', 'Example Freight'),
    legalName: properName('Registered legal name, used in legal text and the copyright line.', 'Example Freight LLC'),
    tagline: text('One-line description used in the footer and social previews.', 'Reliable nationwide freight'),
    email,
    phone,
    mcNumber: z
      .string()
      .regex(/^MC-\d{5,8}$/, 'Write the MC number as MC- and 5 to 8 digits, such as MC-000000')
      .meta({ description: 'FMCSA motor carrier (MC) number.', examples: ['MC-000000'] }),
    dotNumber: z
      .string()
      .regex(/^\d{5,8}$/, 'Write the USDOT number as 5 to 8 digits, such as 0000000')
      .meta({ description: 'USDOT number: 5 to 8 digits.', examples: ['0000000'] }),
    ein: z
      .string()
      .regex(/^\d{2}-\d{7}$/, 'Write the EIN as 2 digits, a dash and 7 digits, such as 00-0000000')
      .meta({ description: 'Employer Identification Number.', examples: ['00-0000000'] }),
    logo: assetPath(
      'logo',
      "The carrier's logo, shown in the header and footer (alt text: the company name) and made into the favicon, app icons, social preview and structured-data logo. Without it, a mark with the name's initial is drawn.",
      './brand/logo.svg',
    ).optional(),
    logoOnDark: assetPath(
      'logo',
      'A variant of the logo for dark backgrounds (the header over the hero, the footer, the social preview), such as a white one. Without it, the logo is used there too.',
      './brand/logo-white.svg',
    ).optional(),
    address: address.optional(),
    hours: text(
      'When the office or dispatch answers, as visitors read it.',
      'Dispatch: 24 hours a day, 7 days a week',
      'heading',
    ).optional(),
    siteUrl: siteOrigin,
    credit: z
      .strictObject({
        label: text('Text before the builder name in the footer.', 'Website by', 'heading'),
        name: properName('Name of the site builder.', 'Example Studio'),
        url: absoluteUrl,
      })
      .optional()
      .meta({ description: 'Credit link to whoever built the site, in the footer; without it, the footer credits no one.' }),
  })
  .meta({ description: 'The carrier: names, contact details and registration numbers.' });
