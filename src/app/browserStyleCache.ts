import type { EmotionCache, Options } from '@emotion/cache';
import { StyleSheet } from '@emotion/sheet';
import type { SerializedStyles } from '@emotion/utils';

type Compile = (selector: string, serialized: SerializedStyles, sheet: StyleSheet) => void;

/**
 * The browser build's Emotion cache, in place of @emotion/cache's (src/vite/browserBuild.ts
 * puts it there): the same object, without the style compiler (stylis, about 2.9 KB Brotli of
 * every page) until a style needs it. Every rule of a page is prerendered (its <head>, the later
 * stylesheet, and there too the states only the browser shows: ./browserOnlyStates.tsx), and
 * ./emotionCache.ts notes them all, so a page normally inserts nothing; a style nobody foresaw
 * (or the later stylesheet failing to load) loads the compiler (./styleCompiler.ts), and the rule
 * applies as soon as it arrives. Should that chunk fail, the rules wait for the next style to try
 * again: none is lost, nothing throws.
 */
export default function createCache({ key, nonce, container }: Options): EmotionCache {
  const waiting: [string, SerializedStyles, StyleSheet][] = [];
  let compiler: Promise<Compile> | undefined;
  const insertWaiting = (compile: Compile) => {
    for (const rule of waiting.splice(0)) compile(...rule);
  };
  const cache: EmotionCache = {
    key,
    nonce,
    sheet: new StyleSheet({ key, nonce, container: container ?? document.head }),
    inserted: {},
    registered: {},
    insert(selector, serialized, sheet, shouldCache) {
      // Noted at once, as Emotion's own cache does: a component rendering again asks for it no more.
      if (shouldCache) cache.inserted[serialized.name] = true;
      waiting.push([selector, serialized, sheet]);
      compiler ??= import('./styleCompiler.ts').then(({ styleCompiler }) => styleCompiler(key));
      compiler.then(insertWaiting, () => (compiler = undefined));
    },
  };
  return cache;
}
