import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/**
 * What `npm run check` last saw of each config's palette, so that it says what the engine
 * derived from the brand colours once per change instead of on every run. One small file per
 * config under node_modules/.cache (never committed, gone with a fresh clone), named by the hash
 * of the config's absolute path: two checks of different configs at once never write the same file.
 */
export const PALETTE_MEMORY_DIR = resolve('node_modules/.cache/carrier-check-palettes');

const remembered = z.object({ config: z.string(), palette: z.string() });

export interface PaletteChange {
  /** The config file, absolute. */
  configFile: string;
  /** What the palette is now: the colours as written and every note of what was derived from them. */
  palette: unknown;
  /**
   * Whether a config never checked before (no memory of it) counts as changed. A person at a
   * terminal may have just set the brand colour and should see what was derived once; a CI
   * run starts from a fresh clone every time, and would otherwise print them on every run.
   */
  firstCheckCounts: boolean;
  /** Where the memory lives (tests give their own). */
  dir?: string;
}

/** Whether the palette of the config changed since its last check; remembers the palette it has now. */
export function paletteChanged({ configFile, palette, firstCheckCounts, dir = PALETTE_MEMORY_DIR }: PaletteChange): boolean {
  const file = join(dir, `${createHash('sha256').update(configFile).digest('hex').slice(0, 32)}.json`);
  const now = createHash('sha256').update(JSON.stringify(palette)).digest('hex');
  const before = read(file);
  if (before?.palette === now) return false;
  remember(dir, file, { config: configFile, palette: now });
  return before ? true : firstCheckCounts;
}

function read(file: string) {
  try {
    const parsed = remembered.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // none yet, or unreadable: as if never checked
  }
}

/**
 * Writes the memory of one config (beside and renamed, so a check at the same time never reads
 * half of it), and forgets the configs that no longer exist (the tests' scratch copies among
 * them) so the folder stays small. A memory that cannot be written only means the notes are
 * printed again: the check never fails on it.
 */
function remember(dir: string, file: string, memory: z.infer<typeof remembered>) {
  try {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, JSON.stringify(memory));
    renameSync(partial, file);
    for (const name of readdirSync(dir)) {
      const other = join(dir, name);
      const config = read(other)?.config;
      if (config && !existsSync(config)) rmSync(other, { force: true });
    }
  } catch {
    // The cache folder is read-only or full: nothing is remembered, and nothing else changes.
  }
}
