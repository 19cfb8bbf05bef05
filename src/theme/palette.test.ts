import { describe, expect, it } from 'vitest';
import { cssColor } from './cssValues.ts';
import { contrast, derivePalette, paletteCss, ratioOn } from './palette.ts';
import { BRAND_COLOURS, DERIVED_COLOURS, LAYERS } from './roles.ts';

const neutral = {
  accent: '#d97706',
  background: '#ffffff',
  surface: '#f1f5f9',
  text: '#0f172a',
  muted: '#475569',
  dark: '#0b1b33',
  onDark: '#f8fafc',
};
const derive = (colours: Partial<typeof neutral> & { primary: string } & Record<string, string>, heroPhoto = false) =>
  derivePalette({ ...neutral, ...colours }, { heroPhoto }).palette;

describe('the colour roles derived from the brand colours', () => {
  it('fills every role with a CSS colour the page can carry', () => {
    const css = paletteCss(derive({ primary: '#1d4ed8' }));
    expect(Object.keys(css).sort()).toEqual([...BRAND_COLOURS, ...DERIVED_COLOURS, ...LAYERS].sort());
    for (const value of Object.values(css)) expect(cssColor(value)).toBe(value);
  });

  it('keeps a brand colour that already passes where it is drawn: the example looks as designed', () => {
    const palette = derive({ primary: '#1d4ed8' });
    expect(palette.link.hex).toBe('#1d4ed8');
    expect(palette.glow.hex).toBe('#1d4ed8');
    expect(palette.highlight.hex).toBe('#d97706');
    expect(palette.onPrimary.hex).toBe('#ffffff');
    expect(palette.scrim.alpha).toBe(0.7);
    expect(palette.headerScrim.alpha).toBe(0.9);
  });

  it('a yellow brand fills its buttons with its own yellow and dark text, and takes a dark shade of its hue for links', () => {
    const palette = derive({ primary: '#ffc72c' });
    expect(palette.primary.hex).toBe('#ffc72c');
    expect(palette.onPrimary.hex).toBe(neutral.text);
    expect(contrast(palette.onPrimary.hex, '#ffc72c')).toBeGreaterThanOrEqual(4.5);
    expect(ratioOn(palette, palette.link.hex, 'background').ratio).toBeGreaterThanOrEqual(4.5);
    expect(ratioOn(palette, palette.link.hex, 'surface').ratio).toBeGreaterThanOrEqual(4.5);
    expect(palette.link.hex).not.toBe('#ffc72c');
  });

  it('a hovered button changes its fill away from its text, so the label keeps or gains contrast', () => {
    for (const primary of ['#da291c', '#ce1126', '#0f766e', '#ffc72c', '#ff0000', '#111111', '#00b5e2']) {
      const palette = derive({ primary });
      expect(palette.primaryHover.hex, primary).not.toBe(primary);
      expect(contrast(palette.onPrimary.hex, palette.primaryHover.hex)).toBeGreaterThanOrEqual(contrast(palette.onPrimary.hex, primary));
    }
  });

  it('pure red takes black text, which passes where white does not', () => {
    const palette = derive({ primary: '#ff0000' });
    expect(contrast('#ffffff', '#ff0000')).toBeLessThan(4.5);
    expect(palette.onPrimary.hex).toBe('#000000');
  });

  it("the hero's scrim grows until a tinted light text passes over a white photo", () => {
    const palette = derive({ primary: '#0f766e', dark: '#042f2e', onDark: '#f0fdfa' }, true);
    expect(palette.scrim.alpha).toBeGreaterThan(0.7);
    for (const ground of ['photo', 'photoTile'] as const)
      for (const role of ['onDark', 'onDarkSoft'] as const)
        expect(ratioOn(palette, palette[role].hex, ground).ratio, `${role} on ${ground}`).toBeGreaterThanOrEqual(4.5);
  });

  it('a light brand glow is darkened to the shade under which the hero text passes', () => {
    const palette = derive({ primary: '#ffcd00' });
    expect(palette.glow.hex).not.toBe('#ffcd00');
    for (const ground of ['hero', 'heroTile', 'banner', 'bannerTile'] as const)
      expect(ratioOn(palette, neutral.onDark, ground).ratio, ground).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a pinned role as the carrier wrote it', () => {
    const palette = derive({ primary: '#ffc72c', link: '#7a5200', onPrimary: '#000000' });
    expect(palette.link.hex).toBe('#7a5200');
    expect(palette.onPrimary.hex).toBe('#000000');
  });
});
