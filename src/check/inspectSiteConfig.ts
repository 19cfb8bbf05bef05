import { inspectConfig, type ConfigInspection, type InspectOptions } from '../config/loadSiteConfig.ts';
import type { SiteMedia } from '../media/siteMedia.ts';

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
  const { siteMedia } = await import('../media/siteMedia.ts');
  const media = await siteMedia(inspection, file);
  return { ...inspection, findings: [...media.warnings, ...inspection.findings], media };
}

/**
 * What `npm run check` needs: every check of the config and of the files it names, reading of
 * each file only what says whether the build can use it (a photo's header and its data read to
 * the end, an SVG measured and cleaned, a font's tables), making nothing the build makes
 * (encoded photos, icons, subset fonts). Throws SiteConfigError with the error findings;
 * returns the warnings and notes.
 */
export async function checkSiteConfig(file: string, options: InspectOptions = {}): Promise<ConfigInspection> {
  const inspection = inspectConfig(file, options);
  const { siteMedia } = await import('../media/siteMedia.ts');
  const { warnings } = await siteMedia(inspection, file, 'check');
  return { ...inspection, findings: [...warnings, ...inspection.findings] };
}
