import { z } from 'zod';
import { perLanguage, perLanguageTexts } from './perLanguage.ts';
import { holdsToken, placeholdersIn } from './placeholders.ts';
import { STATE_CODES } from './usStates.ts';

/**
 * How long a text of each kind may be: limits no real site reaches (a paragraph of 5,000
 * characters is a page of print). Past them the value is a paste gone wrong, or an attempt to
 * make every page heavy, so the check refuses it with a message of its own.
 */
export const TEXT_LIMITS = {
  name: { max: 120, what: 'A name' },
  heading: { max: 200, what: 'A heading, title or label' },
  description: { max: 500, what: 'A page description (search engines show about 155 characters)' },
  paragraph: { max: 5_000, what: 'A paragraph' },
} as const;
export type TextKind = keyof typeof TEXT_LIMITS;

/** A non-empty, trimmed string of at most the length of its kind. */
export const boundedText = (kind: TextKind) => {
  const { max, what } = TEXT_LIMITS[kind];
  return z
    .string()
    .trim()
    .min(1, 'Must not be empty')
    .max(max, {
      error: (issue) =>
        `${what} is at most ${max.toLocaleString('en-US')} characters; this one has ${(typeof issue.input === 'string' ? issue.input.length : 0).toLocaleString('en-US')}. Shorten it`,
    });
};

/** A bounded text that takes `{company.name}`-style tokens but no run-time placeholders. */
const tokenText = (description: string, example: string | undefined, kind: TextKind) =>
  boundedText(kind)
    .superRefine((value, ctx) => {
      for (const name of placeholdersIn(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown placeholder {${name}}: this text takes no placeholders. Config tokens need a path, such as {company.name}`,
        });
      }
    })
    .meta({ description, ...(example ? { examples: [example] } : {}) });

/**
 * Visible copy, written in each language of the site (schema/perLanguage.ts). It may hold
 * `{company.name}`-style tokens (resolved at build time from the config itself) but no run-time
 * placeholders.
 */
export const text = (description: string, example?: string, kind: TextKind = 'paragraph') =>
  perLanguage(tokenText(description, example, kind));

/** A proper name (the company's, a person's, a city's): written once, the same in every language. */
export const properName = (description: string, example?: string) => tokenText(description, example, 'name');

/**
 * Copy that may also hold the named run-time placeholders, such as `{year}`. Its output type
 * carries their names (`Template<P>` of placeholders.ts), so its fill() fills exactly those.
 */
export const template = <const P extends string>(placeholders: readonly P[], description: string, example: string) => {
  const schema = boundedText('heading')
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
    .meta({ description: `${description} Placeholders: ${placeholders.map((p) => `{${p}}`).join(', ')}.`, examples: [example] })
    .brand<P>();
  perLanguageTexts.add(schema);
  return schema;
};

/** Kebab-case id used for in-page anchors (`#services`). */
export const sectionId = z
  .string()
  .max(64, 'An id is at most 64 characters: it is part of the page address (#services)')
  .regex(/^[a-z][a-z0-9-]*$/, 'Use lower-case kebab-case, such as "services"')
  .meta({ description: 'Anchor id of the section, linked to as #id.', examples: ['services'] });

/**
 * The folder the build writes its hashed files to (Vite's assetsDir, the serving policy's
 * cached prefix): a page or an image of the config there would be shadowed by them, or shadow them.
 */
export const ASSETS_FOLDER = 'assets';
const inAssetsFolder = (path: string) => path.split('/')[1] === ASSETS_FOLDER;

/** A route path as written in links and route declarations. */
export const routePath = z
  .string()
  .max(200, 'A route path is at most 200 characters')
  .regex(
    /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/,
    'A route path starts with "/" and uses lower-case letters, digits and "-", such as "/privacy"',
  )
  .refine((path) => !inAssetsFolder(path), {
    error: (issue) =>
      `"/${String(issue.input).split('/')[1]}" is reserved for the build's assets (scripts, styles, images): choose another path`,
  })
  .meta({ description: 'Route path.', examples: ['/', '/privacy'] });

export const email = z
  .email('Not an email address: write it as name@domain.tld')
  .max(254, 'An email address is at most 254 characters')
  .meta({
    description: 'Email address.',
    examples: ['dispatch@example.com'],
  });

/** North American number in display form; the E.164 form for tel: links is derived from it (src/ui/contactLinks.ts). */
export const phone = z
  .string()
  .max(40, 'Not a North American phone number: write 10 digits, such as (555) 010-0123')
  .refine((value) => /^\+?[\d\s().-]+$/.test(value) && /^1?\d{10}$/.test(value.replace(/\D/g, '')), {
    message: 'Not a North American phone number: write 10 digits, such as (555) 010-0123 or +1 555-010-0123',
  })
  .meta({ description: 'Phone number as visitors see it; a tap on it dials the same number.', examples: ['(555) 010-0123'] });

/**
 * A host name as DNS writes it: lower-case labels of letters, digits and inner hyphens, with a
 * top-level domain of letters. It is written into host configs (nginx `server_name`, redirect
 * rules), so nothing else may pass: no port, path, space, quote or punctuation.
 */
export const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const hostname = z
  .string()
  .regex(HOST_NAME, 'Write a bare host name in lower case, without scheme, port or path, such as "example.com"')
  .meta({ description: 'Host name.', examples: ['example.com'] });

/** Why an absolute http(s) URL is not one the site may link to or be served from, if it is not. */
function urlProblem(value: string, originOnly: boolean): string | undefined {
  // Tokens are filled in after validation: one in an address could make it another address.
  if (holdsToken(value)) return 'An address cannot hold {tokens}: write it out in full';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Not an absolute URL: write it with its scheme, such as "https://www.example.com"';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'Write an http or https address, such as "https://www.example.com"';
  if (url.username || url.password)
    return 'A user name or password in the address would be published on every page: remove the part before "@"';
  if (!HOST_NAME.test(url.hostname))
    return 'The host name may hold only lower-case letters, digits, "-" and dots, such as "www.example.com"';
  if (originOnly && (url.pathname !== '/' || url.search || url.hash)) {
    return `Write the site's address only, without a path, query or #fragment, such as "${url.origin}"`;
  }
  return undefined;
}

const checkedUrl = (originOnly: boolean) =>
  z
    .string()
    .max(2000, 'An address is at most 2,000 characters')
    .superRefine((value, ctx) => {
      const problem = urlProblem(value, originOnly);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** An absolute http(s) URL of another site, for a link. */
export const absoluteUrl = checkedUrl(false).meta({ description: 'Absolute http(s) URL.', examples: ['https://www.example.com'] });

/** The address the site is served from: scheme, host name and optional port, nothing else. */
export const siteOrigin = checkedUrl(true).meta({
  description: 'Public address of the site (scheme and host name, such as https://www.example.com); canonical URLs are built from it.',
  examples: ['https://www.example.com'],
});

/** The kinds of file a config names, each with the extensions it accepts. */
export const ASSET_KINDS = {
  photo: ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'],
  logo: ['svg', 'png', 'jpg', 'jpeg', 'webp'],
  font: ['woff2', 'woff', 'ttf', 'otf'],
} as const;
export type AssetKind = keyof typeof ASSET_KINDS;

/**
 * Lower-case extension of the last name of a path ("./brand/Logo.SVG" → "svg"), or "" when that
 * name has none: no dot ("./brand/logo", "/privacy") or only a hidden file's leading one (".env"),
 * as Node's path.extname reads it. The config's files and the served paths both read it.
 */
export function extensionOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * A file of the carrier, written relative to the config file ("./brand/logo.svg"), so that a
 * carrier is one folder. It stays inside that folder: no absolute path, no ".." segment, no
 * hidden file, no empty segment, only letters, digits, "-", "_" and "." in names. The check
 * also reads the file there, and refuses a link that leads out of the folder
 * (src/config/files/assetFiles.ts).
 */
export const assetPath = (kind: AssetKind, description: string, example: string) => {
  const extensions = ASSET_KINDS[kind];
  const schema = z
    .string()
    .max(300, 'A file path is at most 300 characters')
    .refine((path) => !path.startsWith('/') && !/^[a-z]:/i.test(path), {
      message: `Write the path relative to the config file, such as "${example}": files live in the carrier's folder, beside its config`,
      abort: true,
    })
    .refine((path) => !path.split('/').some((segment, i) => (segment === '.' ? i > 0 : segment.startsWith('.'))), {
      message: `A file path may not climb out of the config's folder with ".." or name a hidden file: write it such as "${example}"`,
      abort: true,
    })
    .regex(/^(?:\.\/)?(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/, {
      message: `A file path uses letters, digits, "-", "_" and "." in its names, separated by "/", such as "${example}"`,
      abort: true,
    })
    .refine((path) => (extensions as readonly string[]).includes(extensionOf(path)), {
      error: (issue) => {
        const extension = extensionOf(String(issue.input));
        const supply = `supply ${extensions.map((e) => `.${e}`).join(', ')}`;
        return extension
          ? `"${extension}" is not a ${kind} format this site can use: ${supply}`
          : `The file name has no extension to tell its format: ${supply}`;
      },
    })
    .meta({
      description: `${description} Relative to the config file (${extensions.map((e) => `.${e}`).join(', ')}).`,
      examples: [example],
    });
  carrierFiles.add(schema, { kind });
  return schema;
};

/** The schemas of paths to a carrier's files, with the kind of file each names (the visual editor offers an upload for them). */
export const carrierFiles = z.registry<{ kind: AssetKind }>();

/**
 * A photo or illustration with its text alternative. Its size comes from the file; the build
 * writes it in modern formats at the widths the layout shows it (src/media/).
 */
export const image = z
  .strictObject({
    src: assetPath('photo', 'The image file.', './photos/fleet.jpg'),
    alt: perLanguage(
      z
        .string()
        .trim()
        .max(
          TEXT_LIMITS.heading.max,
          `A text alternative is at most ${TEXT_LIMITS.heading.max} characters: describe the image in a sentence`,
        )
        .meta({ description: 'What the image shows, for people who cannot see it (left empty only for a decorative image).' }),
    ),
    decorative: z
      .boolean()
      .optional()
      .meta({ description: 'The image adds nothing the text does not say: screen readers skip it, and its text stays empty.' }),
  })
  .superRefine((picture, ctx) => {
    if (picture.decorative && picture.alt)
      ctx.addIssue({
        code: 'custom',
        path: ['alt'],
        message: 'A decorative image has alt: "" (screen readers skip it): remove the text or decorative: true',
      });
    if (!picture.decorative && !picture.alt)
      ctx.addIssue({
        code: 'custom',
        path: ['alt'],
        message: 'Describe the image for people who cannot see it, or, if it only decorates, write decorative: true',
      });
  })
  .meta({ description: 'An image with its text alternative.' });

/** A state as the USPS writes it ("TX"); the District of Columbia is "DC". */
export const stateCode = z.enum(STATE_CODES).meta({ description: 'Two-letter USPS state code (or DC).', examples: ['TX'] });

/** A calendar date, YYYY-MM-DD. */
export const isoDate = z.iso.date('Write the date as YYYY-MM-DD, such as 2026-01-31');
