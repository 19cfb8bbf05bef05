import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';

/**
 * Issue 19: five brands the old contrast rule refused (a fill too light for white text and too
 * light for links on white, a pure red, a near-black with a yellow accent on a black `dark`), each
 * the example carrier with its brand colours changed. Built once per test run by globalSetup.ts
 * and read by tests/full/palettes.browser.test.ts.
 */
export const PALETTES = {
  yellow: { primary: '#ffc72c', accent: '#1f2a44' },
  lime: { primary: '#78be20', accent: '#1f2a44' },
  cyan: { primary: '#00b5e2', accent: '#ff6a13' },
  'pure-red': { primary: '#ff0000', accent: '#ffc72c' },
  'near-black': { primary: '#111111', accent: '#ffd100', dark: '#000000' },
} as const;
export type PaletteName = keyof typeof PALETTES;

/** Writes the example's config in `name`'s colours into `dir` (beside a copy of its files); returns the file. */
export function writePaletteConfig(name: PaletteName, dir: string): string {
  const doc = parseDocument(readFileSync('site.config.yaml', 'utf8'));
  for (const [role, value] of Object.entries(PALETTES[name])) doc.setIn(['theme', 'colors', role], value);
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, String(doc));
  return file;
}
