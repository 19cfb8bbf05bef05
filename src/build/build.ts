import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import { loadSiteConfig } from '../config/loadSiteConfig.ts';
import { configFingerprint, sourcesSha256, writeBuildRecord } from '../server/buildRecord.ts';
import { servingPolicy } from '../server/policy.ts';
import { prepareServing } from './hostConfigs.ts';
import { chunkGroups } from './pageChunks.ts';
import { checkPageScripts } from './pageScripts.ts';
import { prerender } from './prerender.ts';
import { viteOptions } from './viteOptions.ts';

export interface BuildOptions {
  configFile: string;
  outDir: string;
}

/**
 * Validate the config, build the client, prerender every route into `outDir`, check that the
 * pages run no script the build did not write, then write the host configs and the build record.
 */
export async function buildSite({ configFile, outDir }: BuildOptions): Promise<string[]> {
  const config = loadSiteConfig(configFile); // fail before Vite starts, with every problem listed
  // What the build is made from, read before Vite reads anything: an edit during the build
  // makes the record older than the files, so `npm start` rebuilds rather than trusting it.
  const madeFrom = { config: configFingerprint(configFile), sourcesSha256: sourcesSha256() };
  const options = viteOptions(configFile);
  const out = resolve(outDir);

  // The browser gets React's and the JSX runtime's production builds even when NODE_ENV says
  // otherwise (vitest sets "test"), so tests exercise what visitors get.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      ...options,
      build: {
        ...options.build,
        outDir: out,
        emptyOutDir: true,
        manifest: true,
        rolldownOptions: {
          // The page's script, and the module that hydrates it once the page has painted.
          input: ['src/entry-client.tsx', 'src/hydrate.tsx'],
          output: { codeSplitting: { groups: chunkGroups(config) } },
          // Emotion imports these CommonJS modules for withTheme, which the site never uses;
          // CommonJS counts as having side effects unless told otherwise (1 KB for every visit).
          treeshake: { moduleSideEffects: (id: string) => !/node_modules\/(hoist-non-react-statics|react-is)\//.test(id) },
        },
      },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }

  // The server bundle lives under node_modules so its bare imports resolve; it is thrown away after.
  const cacheDir = resolve('node_modules/.cache');
  await import('node:fs/promises').then((fs) => fs.mkdir(cacheDir, { recursive: true }));
  const serverDir = await mkdtemp(join(cacheDir, 'prerender-'));
  let rendered: Awaited<ReturnType<typeof prerender>>;
  try {
    await build({
      ...options,
      build: { ...options.build, outDir: serverDir, ssr: 'src/entry-server.tsx', emptyOutDir: true },
    });
    const entry = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
    const manifest = JSON.parse(await readFile(join(out, '.vite/manifest.json'), 'utf8')) as Manifest;
    rendered = await prerender(entry, manifest, out);
  } finally {
    await rm(serverDir, { recursive: true, force: true });
    await rm(join(out, '.vite'), { recursive: true, force: true });
  }
  const { files, scriptHashes } = rendered;
  // script-src allows exactly the scripts the prerender wrote: no page may run anything else.
  await checkPageScripts(out, config.routes.map((r) => r.path), scriptHashes);
  const policy = servingPolicy(config, scriptHashes);
  // Last, once every file is written: .br/.gz copies of the text files, the host configs, the record.
  await prepareServing(out, policy);
  await writeBuildRecord(out, { ...madeFrom, scriptHashes, policy });
  return files;
}
