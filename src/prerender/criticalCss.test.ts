import { describe, expect, it } from 'vitest';
import { minifyCriticalCss } from './criticalCss.ts';

// The critical CSS is written smaller, and for the browsers the build targets: what an older one
// among them cannot read must not appear, and what it needs must stay.

describe('critical CSS as the prerender writes it', () => {
  it('keeps media queries in the syntax Safari 15.4 reads (not `width>=768px`)', () => {
    expect(minifyCriticalCss('@media (min-width: 768px) { .c-a { padding: 0 1.5rem; } }')).toBe(
      '@media (min-width:768px){.c-a{padding:0 1.5rem}}',
    );
  });

  it('keeps the -webkit- prefix Safari before 18 needs for a backdrop filter', () => {
    expect(minifyCriticalCss('.c-a { -webkit-backdrop-filter: blur(12px); backdrop-filter: blur(12px); }')).toContain(
      '-webkit-backdrop-filter:blur(12px)',
    );
  });

  it('leaves class and keyframe names as Emotion wrote them, which the browser cache reads', () => {
    const css = minifyCriticalCss('@keyframes animation-gdkjze { from { opacity: 0; } } .c-1ohytm0 { animation: animation-gdkjze 1s; }');
    expect(css).toContain('@keyframes animation-gdkjze');
    expect(css).toContain('.c-1ohytm0{');
  });

  it('keeps the cascade: a later rule of equal specificity is not moved before an earlier one', () => {
    const css = minifyCriticalCss('.c-a { color: red; } .c-b { color: blue; } .c-a { color: green; }');
    expect(css.lastIndexOf('.c-a')).toBeGreaterThan(css.indexOf('.c-b'));
  });

  it('stops on CSS it cannot parse instead of writing it half', () => {
    expect(() => minifyCriticalCss('.c-a { color: red; } }{')).toThrow();
  });
});
