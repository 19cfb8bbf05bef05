import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const IS_PROP_VALID = '@emotion/is-prop-valid';
const BROWSER = resolve('src/ui/domProps/isDomProp.ts');
const CHECKED = resolve('src/ui/domProps/isDomPropChecked.ts');

/**
 * Which props Emotion's styled HTML elements pass on to the DOM: in the browser build, a
 * one-line test instead of @emotion/is-prop-valid (1.8 KB Brotli of every page); everywhere
 * else that same test checked against the full list, which fails the render where the two
 * differ: the server build, which renders every page (@emotion/styled is bundled into it,
 * viteOptions' `ssr.noExternal`, so that its import comes here), the dev server, and in the unit
 * tests (which load Emotion's CommonJS build) the filters of ../ui/domProps/styleProps.ts.
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
