import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paletteChanged } from './paletteMemory.ts';

let dir: string;
let configFile: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'palette-memory-'));
  configFile = join(dir, 'site.config.yaml');
  writeFileSync(configFile, '');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const BLUE = { colors: { primary: '#1d4ed8' }, derived: [['theme.colors.primary', 'derived: linkOnDark "#97b9ff"']] };
const YELLOW = { colors: { primary: '#ffc72c' }, derived: [['theme.colors.primary', 'derived: onPrimary "#0f172a"']] };

describe('the memory of the palette each config had at its last check', () => {
  it('says a palette changed once: not again until it changes again, back to an earlier one included', () => {
    const memory = join(dir, 'memory');
    const changed = (palette: unknown) => paletteChanged({ configFile, palette, firstCheckCounts: false, dir: memory });
    expect(changed(BLUE)).toBe(false); // the first check, in CI or a script
    expect(changed(BLUE)).toBe(false);
    expect(changed(YELLOW)).toBe(true);
    expect(changed(YELLOW)).toBe(false);
    expect(changed(BLUE)).toBe(true);
  });

  it('counts a first check as a change only when asked to (a person at a terminal)', () => {
    const memory = join(dir, 'memory');
    expect(paletteChanged({ configFile, palette: BLUE, firstCheckCounts: true, dir: memory })).toBe(true);
    expect(paletteChanged({ configFile, palette: BLUE, firstCheckCounts: true, dir: memory })).toBe(false);
  });

  it('keeps each config apart, and forgets the configs that are gone', () => {
    const memory = join(dir, 'memory');
    const other = join(dir, 'other.yaml');
    writeFileSync(other, '');
    paletteChanged({ configFile, palette: BLUE, firstCheckCounts: false, dir: memory });
    expect(paletteChanged({ configFile: other, palette: YELLOW, firstCheckCounts: false, dir: memory })).toBe(false);
    expect(paletteChanged({ configFile, palette: BLUE, firstCheckCounts: false, dir: memory })).toBe(false);
    expect(readdirSync(memory)).toHaveLength(2);
    rmSync(other);
    paletteChanged({ configFile, palette: YELLOW, firstCheckCounts: false, dir: memory });
    expect(readdirSync(memory)).toHaveLength(1);
  });

  it('never fails a check when it cannot remember: each check is then a first check', () => {
    const memory = join(dir, 'a-file');
    writeFileSync(memory, 'not a folder');
    expect(paletteChanged({ configFile, palette: BLUE, firstCheckCounts: true, dir: memory })).toBe(true);
    expect(paletteChanged({ configFile, palette: BLUE, firstCheckCounts: true, dir: memory })).toBe(true);
  });
});
