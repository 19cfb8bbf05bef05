import { z } from 'zod';
import { slug } from '../anchors.ts';
import type { KeyPath } from '../keyPath.ts';
import { perLanguage } from '../perLanguage.ts';
import { PLACEHOLDER } from '../placeholders.ts';
import { boundedText, routePath, sectionId, type TextKind } from '../primitives.ts';

/**
 * A legal page (privacy, cookies, terms) as data: numbered sections of paragraphs and bullet
 * lists, with inline mail, phone and route links. No HTML: every shape below is plain YAML.
 *
 * Text in a policy may name the policy's own `constants` as `{name}` placeholders (payment
 * days, claim months…), filled in when the config is validated, and any config value as a
 * `{company.…}` token, resolved after that.
 */

/** Policy copy: like `text()`, but `{name}` placeholders are checked against the policy's constants. */
const copy = (description: string, example?: string, kind: TextKind = 'paragraph') =>
  perLanguage(boundedText(kind).meta({ description, ...(example ? { examples: [example] } : {}) }));

const mailLink = z
  .strictObject({
    kind: z.literal('mail'),
    label: copy('Link text; the mailbox address itself when left out.', 'our privacy team').optional(),
    subject: copy('Subject line the email opens with.', 'Privacy Request').optional(),
  })
  .meta({ description: "A link that opens the visitor's mail program, addressed to the company's mailbox." });

const phoneLink = z
  .strictObject({
    kind: z.literal('phone'),
    label: copy('Link text; the phone number itself when left out.', 'our dispatch line').optional(),
  })
  .meta({ description: "A link that dials the company's phone." });

const routeLink = z
  .strictObject({
    kind: z.literal('link'),
    href: routePath.meta({ description: 'Route of this site the link goes to.', examples: ['/cookies'] }),
    label: copy('Link text.', 'Cookie Policy'),
  })
  .meta({ description: 'A link to another page of this site (checked against the declared routes).' });

export const policyLink = z
  .discriminatedUnion('kind', [mailLink, phoneLink, routeLink])
  .meta({ description: 'A link within the text: to the mailbox, to the phone, or to a page of this site.' });

/** Each kind of link with its other keys, required and optional, as the schemas above declare them. */
const LINK_KEYS: ReadonlyMap<string, { required: string[]; optional: string[] }> = new Map(
  policyLink.options.map(({ shape: { kind, ...fields } }) => {
    const keys = Object.entries<z.ZodType>(fields);
    const optional = keys.filter(([, schema]) => schema instanceof z.ZodOptional).map(([key]) => key);
    return [kind.value, { required: keys.map(([key]) => key).filter((key) => !optional.includes(key)), optional }];
  }),
);
const SHAPES = 'text, or a list of text pieces and links such as [Email, { kind: mail }, .]';

/** What is wrong with one piece of a paragraph, if anything the schema would reject by shape. */
function pieceProblem(piece: unknown, n: number): string | undefined {
  if (typeof piece === 'string') return piece.trim() ? undefined : `Piece ${n} is empty`;
  if (!piece || typeof piece !== 'object' || Array.isArray(piece)) return `Piece ${n} is neither text nor a link`;
  const { kind, ...rest } = piece as Record<string, unknown>;
  const known = LINK_KEYS.get(String(kind));
  if (!known) {
    return kind === undefined
      ? `Piece ${n} is a link without "kind": write kind: mail, phone or link`
      : `Piece ${n} has unknown kind ${JSON.stringify(kind)}. Known kinds: ${[...LINK_KEYS.keys()].join(', ')}`;
  }
  const missing = known.required.filter((key) => !(key in rest));
  if (missing.length) return `Piece ${n} (kind: ${String(kind)}) needs ${missing.join(' and ')}`;
  const unknown = Object.keys(rest).filter((key) => !known.required.includes(key) && !known.optional.includes(key));
  if (unknown.length) {
    const allowed = [...known.required, ...known.optional];
    return `Piece ${n} (kind: ${String(kind)}) has unknown key "${unknown[0]}"${allowed.length ? `. Its keys: kind, ${allowed.join(', ')}` : ''}`;
  }
  return undefined;
}

/** A specific message for text-or-pieces that failed by shape (zod's own says only "invalid input"). */
function inlineProblem(value: unknown): string {
  if (Array.isArray(value)) {
    if (!value.length) return 'Empty list: write at least one piece of text';
    for (const [i, piece] of value.entries()) {
      const problem = pieceProblem(piece, i + 1);
      if (problem) return problem;
    }
  }
  return `Write ${SHAPES}`;
}

/** The same for a block: a paragraph or a { list: [...] }. */
function blockProblem(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const keys = Object.keys(value);
    if (!keys.includes('list'))
      return `A bullet list is written { list: [...] }; found ${keys.map((k) => `"${k}"`).join(', ') || 'no key'}`;
    const extra = keys.filter((k) => k !== 'list');
    if (extra.length) return `A bullet list has only the key "list"; found also "${extra[0]}"`;
    const items = (value as { list: unknown }).list;
    if (!Array.isArray(items) || !items.length) return 'Write the bullet points as a list under "list"';
    for (const [i, item] of items.entries()) {
      if (typeof item === 'string' && item.trim()) continue;
      return `Bullet ${i + 1}: ${inlineProblem(item)}`;
    }
  }
  if (value === null || value === undefined) return `Empty block: write ${SHAPES}, or a bullet list { list: [...] }`;
  return inlineProblem(value);
}

const segment = z
  .union([copy('Words of the sentence.', 'Questions? Email'), policyLink], {
    error: (issue) => pieceProblem(issue.input, 1) ?? 'A piece of a paragraph is text or a link such as { kind: mail }',
  })
  .meta({ description: 'Text, or an inline link.' });

/**
 * Text, or text with links: a list of pieces joined with single spaces (no space before a
 * piece that starts with punctuation), so that no piece needs quotes for its spaces.
 */
export const inline = z
  .union([copy('Plain text.', 'We collect the information you send us.'), z.array(segment).min(1)], {
    error: (issue) => inlineProblem(issue.input),
  })
  .meta({
    description:
      'Text, or a list of text pieces and inline links joined with single spaces (no space is put before a piece starting with . , ; : ! ? or ) ).',
    examples: [['Questions? Email', { kind: 'mail' }, 'or call', { kind: 'phone' }, '.']],
  });

const bulletList = z
  .strictObject({
    list: z.array(inline).min(1).meta({ description: 'The bullet points, each text or text with links.' }),
  })
  .meta({ description: 'A bullet list.' });

export const policyBlock = z
  .union([inline, bulletList], {
    error: (issue) => blockProblem(issue.input),
  })
  .meta({ description: 'A paragraph (text, or text with links) or a bullet list.' });

const policyPart = z.strictObject({
  heading: copy('Heading of the numbered section (the number is added).', 'Information We Collect', 'heading'),
  id: sectionId.optional().meta({
    description: 'Anchor id of the section for the table of contents; made from the heading when left out.',
    examples: ['information-we-collect'],
  }),
  content: z.array(policyBlock).min(1).meta({ description: 'Paragraphs and bullet lists, top to bottom.' }),
});

const constantValue = z.union([boundedText('heading'), z.number()]);

const policyObject = z.strictObject({
  type: z.literal('policy'),
  id: sectionId.optional(),
  title: copy('Page heading (h1).', 'Privacy Policy', 'heading'),
  intro: inline.meta({ description: 'Opening paragraph, above the table of contents.' }),
  lastUpdated: z.iso
    .date('Write the date as YYYY-MM-DD, such as 2025-01-31')
    .optional()
    .meta({
      description:
        'Date this policy last changed (YYYY-MM-DD). When set, "Last Updated" shows it, in the language of the site. ' +
        'When left out, "Last Updated" shows the visitor\'s current date (their clock and time zone), written in the language of the site, as the specification asks; ' +
        'a fixed date is the legally sound choice, since a date that moves every day does not tell a reader which version they agreed to.',
      examples: ['2025-01-31'],
    }),
  constants: z
    .record(z.string().regex(/^[A-Za-z_]\w*$/, 'A constant name is a word such as paymentDays'), constantValue)
    .optional()
    .meta({
      description: 'Named values (numbers of days, months…) that the text of this policy uses as {name}, so each is written once.',
      examples: [{ paymentDays: 30, claimMonths: 9 }],
    }),
  sections: z
    .array(policyPart)
    .min(1)
    .meta({ description: 'The numbered sections, in order; each gets an entry in the table of contents.' }),
});

/** Every string of `value` with its path, leaving out the constants themselves. */
function* strings(value: unknown, path: KeyPath): Generator<{ text: string; path: KeyPath }> {
  if (typeof value === 'string') yield { text: value, path };
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, [...path, i]);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (key !== 'constants') yield* strings(item, [...path, key]);
  }
}

function fill<T>(value: T, constants: Record<string, string | number>): T {
  if (typeof value === 'string')
    return value.replace(PLACEHOLDER, (whole, name: string) => (name in constants ? String(constants[name]) : whole)) as T;
  if (Array.isArray(value)) return (value as unknown[]).map((item) => fill(item, constants)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'constants' ? v : fill(v, constants)])) as T;
  }
  return value;
}

/** Anchor id of a numbered section: its own id, or one made from its heading. */
export const policyPartId = (part: { id?: string; heading: string }) => part.id ?? slug(part.heading);

export const policySection = policyObject
  .superRefine((policy, ctx) => {
    const constants = policy.constants ?? {};
    const known = Object.keys(constants);
    for (const { text, path } of strings(policy, [])) {
      for (const [, name] of text.matchAll(PLACEHOLDER)) {
        if (!(name! in constants)) {
          ctx.addIssue({
            code: 'custom',
            path,
            message: `Unknown placeholder {${name}}: ${known.length ? `this policy's constants are ${known.map((k) => `{${k}}`).join(', ')}` : 'this policy declares no constants'}. Config tokens need a path, such as {company.name}`,
          });
        }
      }
    }
    const seen = new Map<string, number>();
    policy.sections.forEach((part, i) => {
      const id = policyPartId(part);
      if (!id) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', i, 'heading'],
          message:
            'This heading has no letter or digit to make its anchor from (the table of contents links to it): give the section an id',
        });
        return;
      }
      const first = seen.get(id);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['sections', i, part.id ? 'id' : 'heading'],
          message: `Section anchor "${id}" is already used by section ${first + 1}: give one of them an id`,
        });
      }
      seen.set(id, i);
    });
  })
  // Constants filled in, and every section's anchor id settled here (from the heading as written,
  // before tokens are resolved), so a rebrand does not move the anchors.
  .transform((policy) => {
    const filled = fill(policy, policy.constants ?? {});
    return { ...filled, sections: filled.sections.map((part) => ({ ...part, id: policyPartId(part) })) };
  })
  .meta({
    title: 'Policy',
    description:
      'A legal policy page: a title, an intro, "Last Updated", a table of contents and numbered sections of paragraphs and bullet lists. The company\'s identifiers, mailbox and phone are shown on every policy.',
  });

export type PolicyInline = z.infer<typeof inline>;
export type PolicyBlock = z.infer<typeof policyBlock>;
export type PolicyLink = z.infer<typeof policyLink>;
