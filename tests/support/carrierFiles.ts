import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { assetFile, assetRefs } from '../../src/config/files/assetFiles.ts';
import { loadSiteConfig } from '../../src/config/loadSiteConfig.ts';

/** Copies the files a carrier's config names into `dir`, at the same paths relative to it. */
export function copyCarrierFiles(configFile: string, dir: string) {
  for (const { file } of assetRefs(loadSiteConfig(configFile))) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(assetFile(dirname(configFile), file), join(dir, file));
  }
}
