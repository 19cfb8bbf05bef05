import { z } from 'zod';

/** `{word}` without a dot: a placeholder filled in at run time (the year, a rating). */
const PLACEHOLDER = /\{([A-Za-z_]\w*)\}/g;

function placeholdersIn(value: string): string[] {
  return [...value.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

/**
 * Visible copy. It may hold `{company.name}`-style tokens (resolved at build time from the
 * config itself) but no run-time placeholders.
 */
export const text = (description: string, example?: string) =>
  z
    .string()
    .trim()
    .min(1, 'Must not be empty')
    .superRefine((value, ctx) => {
      for (const name of placeholdersIn(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown placeholder {${name}}: this text takes no placeholders. Config tokens need a path, such as {company.name}`,
        });
      }
    })
    .meta({ description, ...(example ? { examples: [example] } : {}) });

/** Copy that may also hold the named run-time placeholders, such as `{year}`. */
export const template = <const P extends string>(placeholders: readonly P[], description: string, example: string) =>
  z
    .string()
    .trim()
    .min(1, 'Must not be empty')
    .superRefine((value, ctx) => {
      for (const name of placeholdersIn(value)) {
        if (!placeholders.includes(name as P)) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown placeholder {${name}}: this text takes ${placeholders.map((p) => `{${p}}`).join(', ')}`,
          });
        }
      }
    })
    .meta({ description: `${description} Placeholders: ${placeholders.map((p) => `{${p}}`).join(', ')}.`, examples: [example] });

/** Kebab-case id used for in-page anchors (`#services`). */
export const sectionId = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'Use lower-case kebab-case, such as "services"')
  .meta({ description: 'Anchor id of the section, linked to as #id.', examples: ['services'] });

/** A route path as written in links and route declarations. */
export const routePath = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, 'A route path starts with "/" and uses lower-case letters, digits and "-", such as "/privacy"')
  .meta({ description: 'Route path.', examples: ['/', '/privacy'] });

export const email = z.email('Not an email address: write it as name@domain.tld').meta({
  description: 'Email address.',
  examples: ['dispatch@example.com'],
});

/** North American number in display form; the E.164 form for tel: links is derived from it. */
export const phone = z
  .string()
  .refine((value) => /^\+?[\d\s().-]+$/.test(value) && /^1?\d{10}$/.test(value.replace(/\D/g, '')), {
    message: 'Not a North American phone number: write 10 digits, e.g. "(555) 010-0123" or "+1 555-010-0123", in quotes',
  })
  .meta({ description: 'Phone number as visitors see it; tel: links use its E.164 form.', examples: ['(555) 010-0123'] });

export const absoluteUrl = z
  .url({ protocol: /^https?$/, error: 'Not an absolute URL: write it with its scheme, such as "https://www.example.com"' })
  .meta({ description: 'Absolute http(s) URL.', examples: ['https://www.example.com'] });

export const image = z
  .strictObject({
    src: z
      .string()
      .regex(/^\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/, 'An image path from the public/ folder, such as "/images/fleet.svg"')
      .meta({ description: 'Path of the image under public/.', examples: ['/images/fleet.svg'] }),
    alt: text('Text alternative describing the image.', 'A tractor-trailer on an open highway'),
    width: z.int().positive().meta({ description: 'Intrinsic width in pixels (reserves space, no layout shift).' }),
    height: z.int().positive().meta({ description: 'Intrinsic height in pixels.' }),
  })
  .meta({ description: 'An image with its size and alternative text.' });
