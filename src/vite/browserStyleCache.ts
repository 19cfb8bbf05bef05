import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const EMOTION_CACHE = '@emotion/cache';
const BROWSER = resolve('src/app/browserStyleCache.ts');
const COMPILER = resolve('src/app/styleCompiler.ts');

/**
 * The browser build's Emotion cache (../app/browserStyleCache.ts): every import of
 * @emotion/cache in the browser's code (ours in ../app/emotionCache.ts, and @emotion/react's for
 * its default cache) gets it, so that the style compiler is a chunk that loads only when a style
 * needs it; that chunk (../app/styleCompiler.ts) alone gets Emotion's. The server, the dev server
 * (which renders on the fly, so its browser inserts every rule) and the unit tests keep Emotion's.
 */
export function browserStyleCache(): Plugin {
  let building = false;
  return {
    name: 'browser-style-cache',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source, importer) {
      if (source !== EMOTION_CACHE || importer === COMPILER || !building || this.environment.config.consumer !== 'client') return null;
      return BROWSER;
    },
  };
}
