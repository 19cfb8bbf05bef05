import { describe, expect, it } from 'vitest';
import { assetPath, extensionOf } from './primitives.ts';

describe('extensionOf: the format a file name tells, for the config and the servers alike', () => {
  it('reads the last name of the path, in lower case', () => {
    expect(extensionOf('./brand/Logo.SVG')).toBe('svg');
    expect(extensionOf('./photos/hero.min.JPG')).toBe('jpg');
    expect(extensionOf('/assets/index-Ab12_-9z.js')).toBe('js');
  });

  it('finds none in a name without a dot, even when a folder or the "./" before it has one', () => {
    expect(extensionOf('logo')).toBe('');
    expect(extensionOf('./brand/logo')).toBe('');
    expect(extensionOf('./brand.v2/logo')).toBe('');
    expect(extensionOf('/privacy')).toBe('');
    expect(extensionOf('/')).toBe('');
  });

  it("finds none in a hidden file's name or one that ends with its dot", () => {
    expect(extensionOf('/.env')).toBe('');
    expect(extensionOf('./brand/logo.')).toBe('');
  });

  it('tells an editor that a file name without an extension needs one', () => {
    const logo = assetPath('logo', 'The logo.', './brand/logo.svg');
    expect(logo.safeParse('./brand/logo.svg').success).toBe(true);
    expect(logo.safeParse('./brand/logo').error?.issues.map((i) => i.message)).toEqual([
      'The file name has no extension to tell its format: supply .svg, .png, .jpg, .jpeg, .webp',
    ]);
    expect(logo.safeParse('./brand/logo.gif').error?.issues.map((i) => i.message)).toEqual([
      '"gif" is not a logo format this site can use: supply .svg, .png, .jpg, .jpeg, .webp',
    ]);
  });
});
