import { z } from 'zod';
import { perLanguage } from './perLanguage.ts';
import { text, TEXT_LIMITS } from './primitives.ts';

const variant = z.enum(['primary', 'secondary']).default('primary').meta({ description: 'Visual weight of the button.' });

/** Text that pre-fills an email: lines kept as written (a template for the sender to fill in), of a paragraph's length at most. */
export const mailBody = perLanguage(
  z
    .string()
    .max(
      TEXT_LIMITS.paragraph.max,
      `${TEXT_LIMITS.paragraph.what} is at most ${TEXT_LIMITS.paragraph.max.toLocaleString('en-US')} characters: shorten it`,
    ),
);

/** Opens the visitor's mail program addressed to company.email. */
const mailAction = z.strictObject({
  kind: z.literal('mail'),
  label: text('Button text.', 'Get a Quote'),
  subject: text('Subject line of the email.', 'Freight Quote Request'),
  body: mailBody.optional().meta({ description: 'Text that pre-fills the email, such as a quote template to fill in.' }),
  variant,
});

/** Dials company.phone. */
const phoneAction = z.strictObject({
  kind: z.literal('phone'),
  label: text('Button text.', 'Call Now'),
  variant,
});

/** Goes to a route ("/privacy") or a section of the same page ("#services"). */
const linkAction = z.strictObject({
  kind: z.literal('link'),
  label: text('Button text.', 'Our Services'),
  href: z
    .string()
    .regex(/^(\/[a-z0-9/-]*|#[a-z][a-z0-9-]*)$/, 'A route such as "/privacy" or an anchor such as "#services"')
    .meta({
      description: "A page of this site, such as /drivers, or # and a section's anchor on the same page, such as #services.",
      examples: ['#services'],
    }),
  variant,
});

export const action = z
  .discriminatedUnion('kind', [mailAction, phoneAction, linkAction])
  .meta({ description: 'A button: it writes to the mailbox, dials the phone, or opens a page or a section.' });

export type Action = z.infer<typeof action>;
