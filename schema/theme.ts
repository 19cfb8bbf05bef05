import { z } from 'zod';
import { assetPath } from './primitives.ts';

/** Family names that are CSS keywords of their own: in a stack they would void the whole declaration. */
const CSS_WIDE_KEYWORDS = ['inherit', 'initial', 'unset', 'revert', 'revert-layer', 'default'];
/** A font family name: letters and digits of any script, spaces, "-" and "_" (Segoe UI, -apple-system, Noto Sans JP). */
const FAMILY = /^-?[\p{L}\p{N}_][\p{L}\p{N} _-]*$/u;

/** The family names of a stack as written, without the quotes around names with spaces. */
export const fontFamilies = (stack: string) => stack.split(',').map((family) => family.trim().replace(/^(["'])(.*)\1$/, '$2'));

/**
 * A font stack: family names separated by commas, written as in CSS ('Segoe UI' may be in
 * quotes). It ends up in the page's CSS, so only names pass, never other CSS: no ";", "{", "}",
 * "<", brackets or comments. Read as the list of names; the theme writes them back as CSS.
 */
const fontStack = z
  .string()
  .max(500, 'A font stack is at most 500 characters')
  .superRefine((stack, ctx) => {
    const families = fontFamilies(stack);
    if (families.length > 12) ctx.addIssue({ code: 'custom', message: `List at most 12 font families (found ${families.length})` });
    for (const [i, family] of families.entries()) {
      const problem = !family
        ? `Font family ${i + 1} is empty: separate the names with single commas`
        : family.length > 60
          ? `Font family ${i + 1} is longer than 60 characters`
          : !FAMILY.test(family)
            ? `Font family ${i + 1} is not a family name: a stack lists names of fonts (letters, digits, spaces, "-"), such as "system-ui, 'Segoe UI', sans-serif", and nothing else of CSS`
            : CSS_WIDE_KEYWORDS.includes(family.toLowerCase())
              ? `"${family}" is a CSS keyword, not a font family`
              : undefined;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }
  })
  .transform(fontFamilies)
  .meta({
    description: 'Font families, best first, separated by commas, as in CSS font-family (system fonts load instantly).',
    examples: ['system-ui, -apple-system, "Segoe UI", Roboto, sans-serif'],
  });

/** A font file of the carrier with the family name and weight the site gives it. */
const brandFont = (description: string) =>
  z
    .strictObject({
      family: z
        .string()
        .max(60, 'A font family name is at most 60 characters')
        .regex(FAMILY, 'A family name uses letters, digits, spaces, "-" and "_", such as "Barlow"')
        .refine((family) => !CSS_WIDE_KEYWORDS.includes(family.toLowerCase()), 'This is a CSS keyword, not a font family name')
        .meta({ description: 'The name the site gives the font.', examples: ['Barlow'] }),
      src: assetPath('font', 'The font file.', './brand/Barlow-Regular.woff2'),
      weight: z
        .union([
          z.int().min(1).max(1000),
          z.string().regex(/^\d{1,4} \d{1,4}$/, 'Write one weight (400), or the range of a variable font as "100 900"'),
        ])
        .default(400)
        .meta({
          description: 'The weight of the file (400 regular, 700 bold), or the range of a variable font ("100 900").',
          examples: [400],
        }),
    })
    .meta({ description });

const colour = (description: string, example: string) =>
  z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Write the colour as # and six hex digits, such as #1d4ed8')
    // `format: color` tells editors (the visual editor, VS Code's YAML and JSON support) to offer a colour picker.
    .meta({ description, examples: [example], format: 'color' });

/** A derived colour role, left out to let the engine derive it, or set to pin it (src/theme/roles.ts). */
const pinned = (description: string, example: string) => colour(description, example).optional();

export const theme = z
  .strictObject({
    colors: z
      .strictObject({
        primary: colour('Brand colour: the fill of buttons, the brand mark and bars, exactly as given.', '#1d4ed8'),
        accent: colour(
          'Secondary brand colour (stars, highlights); the stars take the nearest shade of it that contrasts enough.',
          '#d97706',
        ),
        background: colour('Page background.', '#ffffff'),
        surface: colour('Background of cards and alternate sections.', '#f1f5f9'),
        text: colour('Body text.', '#0f172a'),
        muted: colour('Secondary text.', '#475569'),
        dark: colour('Background of the hero, the footer and dark panels.', '#0f172a'),
        onDark: colour('Text on the dark background.', '#f8fafc'),
        // Roles the engine derives from the colours above (src/theme/roles.ts); set one to pin it.
        onPrimary: pinned('Text on the brand colour. Derived when left out: white where it passes, else dark.', '#ffffff'),
        primaryHover: pinned('Fill of a hovered button. Derived when left out: the brand colour moved away from its text.', '#1e40af'),
        link: pinned(
          'Links, stat figures, icons and the focus ring on light grounds. Derived when left out: the nearest shade of primary that passes 4.5:1.',
          '#1d4ed8',
        ),
        linkOnDark: pinned(
          'The focus ring on dark grounds. Derived when left out: the nearest shade of primary that passes 4.5:1 there.',
          '#93c5fd',
        ),
        highlight: pinned('Rating stars. Derived when left out: the nearest shade of accent that passes 3:1.', '#d97706'),
        glow: pinned(
          'The brand glow of the hero and banners. Derived when left out: the nearest shade of primary under which onDark passes.',
          '#1d4ed8',
        ),
        onDarkSoft: pinned(
          'Secondary text on dark grounds. Derived when left out: onDark softened as far as its grounds allow.',
          '#dcdfe4',
        ),
      })
      .meta({
        description:
          'The brand colours, used as given, and the roles derived from them. Each derived role meets WCAG 2.2 AA on every ground it is drawn on; set one to pin it.',
      }),
    font: fontStack,
    fonts: z
      .strictObject({
        body: brandFont('The font of body text.').optional(),
        heading: brandFont('The font of headings.').optional(),
      })
      .optional()
      .meta({ description: 'Brand fonts, subset to the characters the site uses; the font above stays the fallback.' }),
    radius: z
      .int()
      .min(0)
      .max(32)
      .meta({ description: 'Corner radius of cards and buttons, in pixels.', examples: [8] }),
  })
  .meta({ description: 'Colours, font and shape of the site.' });
