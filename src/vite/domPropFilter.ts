import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const IS_PROP_VALID = '@emotion/is-prop-valid';
const BROWSER = fileURLToPath(new URL('../ui/domProps/isDomProp.ts', import.meta.url));
const CHECKED = fileURLToPath(new URL('../ui/domProps/isDomPropChecked.ts', import.meta.url));

/**
 * Which props Emotion's styled HTML elements pass on to the DOM: in the browser build, a
 * one-line test instead of @emotion/is-prop-valid (1.8 KB Brotli of every page); everywhere
 * else (the server build, which renders every page, the dev server, the tests) that same test
 * checked against the full list, which fails the render where the two differ. @emotion/styled
 * is bundled into the server build (viteOptions' `ssr.noExternal`) so its imports come here.
 */
export function domPropFilter(): Plugin {
  let building = false;
  return {
    name: 'dom-prop-filter',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source, importer) {
      if (source !== IS_PROP_VALID || importer === CHECKED) return null;
      return building && this.environment.config.consumer === 'client' ? BROWSER : CHECKED;
    },
  };
}
