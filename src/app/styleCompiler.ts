import createCache from '@emotion/cache';
import type { SerializedStyles, StyleSheet } from '@emotion/utils';

/**
 * Emotion's own style compiler (stylis, through @emotion/cache), for the browser's cache
 * (./browserStyleCache.ts), which loads this module, a chunk of its own, only when the page
 * renders a style that it does not already have. This cache compiles and inserts, never
 * remembers: the browser's cache notes what it holds. The same options as ./emotionCache.ts
 * (no prefixer), so a rule compiled here is the rule the server writes.
 */
export function styleCompiler(key: string) {
  const compiler = createCache({ key, stylisPlugins: [] });
  return (selector: string, serialized: SerializedStyles, sheet: StyleSheet) => void compiler.insert(selector, serialized, sheet, false);
}
