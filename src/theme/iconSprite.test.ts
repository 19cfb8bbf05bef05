import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.tsx';
import { iconSprite } from './iconSprite.ts';

// Each use writes only what it draws differently from lucide; the sprite writes the rest once.

const use = (props: Parameters<typeof Icon>[0]) => renderToStaticMarkup(createElement(Icon, props));

describe('an icon and the sprite it is drawn from', () => {
  it("a use drawn as lucide draws it writes its size and hides from screen readers, nothing of lucide's drawing", () => {
    expect(use({ name: 'Mail', size: 18 })).toBe('<svg aria-hidden="true" width="18"><use href="#i-Mail"></use></svg>');
  });

  it('a use drawn otherwise (a filled star, a thicker stroke) says so in its own style', () => {
    expect(use({ name: 'Star', size: 20, fill: 'currentColor', strokeWidth: 1.75 })).toContain(
      '<use href="#i-Star" style="fill:currentColor;stroke-width:1.75">',
    );
    expect(use({ name: 'Mail', strokeWidth: 2.25 })).toContain('<use href="#i-Mail" style="stroke-width:2.25">');
  });

  it('a named icon is not hidden from screen readers', () => {
    expect(use({ name: 'Mail', 'aria-label': 'Mail' })).not.toContain('aria-hidden');
  });

  it("the sprite draws every use with lucide's fill, stroke and width, in one rule a use's style outranks", () => {
    const sprite = iconSprite(new Set(['Mail']));
    expect(sprite).toContain(
      '<style>:where(use[href^="#i-"]){fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}:where(svg:not([height])){aspect-ratio:1}</style>',
    );
  });

  it("writes each symbol with lucide's viewBox and shapes, and none of the fill or width a use sets", () => {
    const sprite = iconSprite(new Set(['CircleExclamationPoint', 'Star']));
    expect(sprite).toMatch(
      /<symbol id="i-CircleExclamationPoint" viewBox="0 0 24 24"><circle cx="12" cy="12" r="10"\/>(<path d="[^"]+"\/>){2}<\/symbol>/,
    );
    expect(sprite).toMatch(/<symbol id="i-Star" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/);
    expect(sprite).not.toMatch(/<symbol[^>]*(fill|stroke)/);
    // No point moves: lucide's three decimals are kept (its star's arcs are 2.123 units round).
    expect(sprite).toContain('a2.123 2.123 0 0 0');
  });

  it('writes nothing for a page without icons', () => {
    expect(iconSprite(new Set())).toBe('');
  });
});
