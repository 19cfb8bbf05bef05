import { inspectConfig, type ConfigInspection, type InspectOptions } from '../config/loadSiteConfig.ts';
import type { SiteMedia } from './siteMedia.ts';

/** A valid config, its photos, logo and fonts as built, and every warning and note of both. */
export interface SiteInspection extends ConfigInspection {
  media: SiteMedia;
}

/**
 * Every check of a config and of the files it names, in one call: the file read, parsed and
 * validated once (src/config/loadSiteConfig.ts), then every photo, logo and font decoded and
 * encoded (into the cache the build reads). Throws SiteConfigError with the error findings;
 * returns the warnings (the files', then the config's) and notes with the config and its media.
 * `npm run check`, the build and the tests call it; nothing else assembles findings.
 */
export async function inspectSiteConfig(file: string, options: InspectOptions = {}): Promise<SiteInspection> {
  const inspection = inspectConfig(file, options);
  // Loaded only for a valid config: the image, SVG and font libraries take a second to start.
  const { siteMedia } = await import('./siteMedia.ts');
  const media = await siteMedia(inspection, file);
  return { ...inspection, findings: [...media.warnings, ...inspection.findings], media };
}
