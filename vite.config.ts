import { defineConfig } from 'vitest/config';
import { devServerRender } from './src/build/devServerRender.ts';
import { viteOptions } from './src/build/viteOptions.ts';
import { configPath } from './src/config/loadSiteConfig.ts';

// `npm run dev` and vitest read this file; `npm run build` calls Vite with the same options
// from src/build/build.ts.
const shared = viteOptions(configPath());
export default defineConfig({
  ...shared,
  plugins: [...(shared.plugins ?? []), devServerRender()],
  logLevel: 'info',
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'schema/**/*.test.ts', 'tests/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/support/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
