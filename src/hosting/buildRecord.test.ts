import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sourcesSha256 } from './buildRecord.ts';

describe('the sources a build record names', () => {
  const root = mkdtempSync(join(tmpdir(), 'sources-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'src/ui'), { recursive: true });
  writeFileSync(join(root, 'src/ui/Button.tsx'), 'export const Button = 1;\n');

  it('change with the code, not with the tests beside it, which no build reads', () => {
    const before = sourcesSha256(root);
    writeFileSync(join(root, 'src/ui/Button.test.tsx'), 'it("draws", () => {});\n');
    writeFileSync(join(root, 'src/ui/button.property.test.ts'), 'it("holds", () => {});\n');
    expect(sourcesSha256(root)).toBe(before);
    writeFileSync(join(root, 'src/ui/Button.tsx'), 'export const Button = 2;\n');
    expect(sourcesSha256(root)).not.toBe(before);
  });
});
