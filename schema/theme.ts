import { z } from 'zod';

const colour = (description: string, example: string) =>
  z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Write colours as six-digit hex in quotes, such as "#1d4ed8"')
    .meta({ description, examples: [example] });

export const theme = z
  .strictObject({
    colors: z.strictObject({
      primary: colour('Brand colour of buttons and accents.', '#1d4ed8'),
      onPrimary: colour('Text on the brand colour.', '#ffffff'),
      accent: colour('Secondary accent (stars, highlights).', '#f59e0b'),
      background: colour('Page background.', '#ffffff'),
      surface: colour('Background of cards and alternate sections.', '#f1f5f9'),
      text: colour('Body text.', '#0f172a'),
      muted: colour('Secondary text.', '#475569'),
      dark: colour('Background of the hero, the footer and dark panels.', '#0f172a'),
      onDark: colour('Text on the dark background.', '#f8fafc'),
    }),
    font: z
      .string()
      .min(1)
      .meta({ description: 'CSS font-family stack (system fonts load instantly).', examples: ['system-ui, sans-serif'] }),
    radius: z.int().min(0).max(32).meta({ description: 'Corner radius of cards and buttons, in pixels.', examples: [8] }),
  })
  .meta({ description: 'Colours, font and shape of the site.' });
