import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * React Router picks its build by package export condition, not by NODE_ENV, and its export
 * map only names the development build (dev warnings, long messages): in a Vite build that
 * costs every visitor 5 KB of Brotli. The production build has the same API, so `npm run build`
 * resolves to it; `npm run dev` keeps the warnings.
 */
export function productionRouter(): Plugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
  return {
    name: 'production-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
