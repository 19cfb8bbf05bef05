import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A library module the browser build imports something else in place of: `browser` there, and
 * `elsewhere` (if any) in the server build, the dev server and the unit tests; the modules in
 * `real` still get the library itself.
 */
interface StandIn {
  library: string;
  browser: string;
  elsewhere?: string;
  real: string[];
}

const STAND_INS: StandIn[] = [
  {
    // Which props Emotion's styled HTML elements pass on to the DOM: in the browser, a one-line
    // test instead of the list of every HTML and SVG attribute (1.8 KB Brotli of every page);
    // everywhere else that same test checked against the list, which fails the render where the
    // two differ: the server build, which renders every page (@emotion/styled is bundled into it,
    // viteOptions' `ssr.noExternal`, so that its import comes here), the dev server, and in the
    // unit tests (which load Emotion's CommonJS build) the filters of ../ui/domProps/styleProps.ts.
    library: '@emotion/is-prop-valid',
    browser: 'src/ui/domProps/isDomProp.ts',
    elsewhere: 'src/ui/domProps/isDomPropChecked.ts',
    real: ['src/ui/domProps/isDomPropChecked.ts'],
  },
  {
    // Emotion's styled, whose shorthands (`styled.div`) are made for the tags a page's components
    // ask for, not for all 135 HTML and SVG tags as Emotion's module loads (0.6 KB Brotli of every
    // page). Everywhere else Emotion's own.
    library: '@emotion/styled',
    browser: 'src/ui/styledOnDemand.ts',
    real: [],
  },
  {
    // Emotion's cache, for ours (../app/browserStyleCache.ts) in every import of the browser's
    // code (../app/emotionCache.ts's, and @emotion/react's for its default cache), so that the
    // style compiler is a chunk that loads only when a style needs it (../app/styleCompiler.ts,
    // which alone keeps Emotion's). The dev server renders on the fly, so its browser inserts
    // every rule: it keeps Emotion's, as the server and the unit tests do.
    library: '@emotion/cache',
    browser: 'src/app/browserStyleCache.ts',
    real: ['src/app/styleCompiler.ts'],
  },
];

/**
 * What the built site's browser code does differently from the server's, the dev server's and
 * the unit tests': the library modules it replaces (STAND_INS), and `__KEEP_PRERENDERED__`, true
 * in it alone, where the layout keeps its plain-link parts as prerendered (../ui/islands/KeptElement.tsx):
 * a constant the build writes in, so the bundler drops what only the other branch reaches.
 */
export function browserBuild(): Plugin {
  let building = false;
  return {
    name: 'browser-build',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    // Defined for every environment (the unit tests' too), then false for the server's in a build.
    config(_config, { command }) {
      return { define: { __KEEP_PRERENDERED__: JSON.stringify(command === 'build') } };
    },
    configEnvironment(name) {
      return name === 'client' ? undefined : { define: { __KEEP_PRERENDERED__: 'false' } };
    },
    resolveId(source, importer) {
      const standIn = STAND_INS.find(({ library }) => library === source);
      if (!standIn || standIn.real.some((file) => importer === resolve(file))) return null;
      const inBrowser = building && this.environment.config.consumer === 'client';
      const module = inBrowser ? standIn.browser : standIn.elsewhere;
      return module ? resolve(module) : null;
    },
  };
}
