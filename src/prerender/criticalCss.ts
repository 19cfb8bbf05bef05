import { transform, type Targets } from 'lightningcss';

/**
 * The browsers the build targets (es2022, as src/vite/viteOptions.ts builds the scripts):
 * Chrome 94, Safari 15.4, Firefox 93. Lightning CSS writes for them and no newer: without
 * targets it would write media queries in the range syntax (`width>=768px`, Safari 16.4 and
 * later) and drop `-webkit-backdrop-filter`, which Safari before 18 needs.
 */
const TARGETS: Targets = { chrome: 94 << 16, safari: (15 << 16) | (4 << 8), firefox: 93 << 16 };

/**
 * A page's critical CSS (one chunk of Emotion's, as src/entry-server.tsx extracts it) written
 * small, for the page's <head>: Emotion writes each rule as its component declared it (spaces,
 * `0.75rem`, `rgb(15 23 42 / 0.08)`, a media query per rule); Lightning CSS minifies the
 * values, and merges only what keeps the cascade as it was (adjacent rules of the same
 * selector or the same declarations, adjacent media queries of the same condition). It never
 * renames a class or a keyframe, so the names the browser's Emotion cache reads off the tag
 * (src/app/emotionCache.ts) are still those of its rules. CSS it cannot parse stops the build.
 */
export function minifyCriticalCss(css: string): string {
  return transform({ filename: 'critical.css', code: Buffer.from(css), minify: true, targets: TARGETS }).code.toString();
}
