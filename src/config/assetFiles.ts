import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import type { SiteConfig } from '../../schema/index.ts';
import type { KeyPath } from '../../schema/keyPath.ts';
import type { AssetKind } from '../../schema/primitives.ts';
import type { Found } from './problem.ts';

/** A file the config names: where in the config, the path as written, and what it is. */
export interface AssetRef {
  path: KeyPath;
  file: string;
  kind: AssetKind;
}

/** Largest file of each kind the build reads: past it, a file is a mistake (a video, a raw scan), not an asset. */
export const MAX_ASSET_BYTES: Record<AssetKind, number> = {
  photo: 40 * 1024 * 1024,
  logo: 5 * 1024 * 1024,
  font: 10 * 1024 * 1024,
};

/** Every file the config names, in the order of the config. */
export function assetRefs(config: SiteConfig): AssetRef[] {
  const refs: AssetRef[] = [];
  const { company, theme } = config;
  if (company.logo) refs.push({ path: ['company', 'logo'], file: company.logo, kind: 'logo' });
  if (company.logoOnDark) refs.push({ path: ['company', 'logoOnDark'], file: company.logoOnDark, kind: 'logo' });
  for (const role of ['body', 'heading'] as const) {
    const font = theme.fonts?.[role];
    if (font) refs.push({ path: ['theme', 'fonts', role, 'src'], file: font.src, kind: 'font' });
  }
  config.routes.forEach((route, r) =>
    route.sections.forEach((section, s) => {
      if ('image' in section && section.image)
        refs.push({ path: ['routes', r, 'sections', s, 'image', 'src'], file: section.image.src, kind: 'photo' });
    }),
  );
  return refs;
}

/** The absolute path of a file the config names, which is written relative to the config's folder. */
export const assetFile = (configDir: string, file: string) => resolve(configDir, file);

/**
 * Every file the config names, found inside the config's own folder: a missing file would be a
 * broken image or font on every visit, and a link that leads out of the folder would publish a
 * file of the machine that builds the site (or another carrier's). Whether the file can be
 * decoded is read later, by the media pipeline (src/media/), which decodes it anyway.
 */
export function assetFileProblems(config: SiteConfig, configDir: string): Found[] {
  const root = realpathOrUndefined(configDir);
  return assetRefs(config).flatMap(({ path, file, kind }) => {
    const problem = fileProblem(configDir, root, file, kind);
    return problem ? [{ path, message: problem }] : [];
  });
}

function fileProblem(configDir: string, root: string | undefined, file: string, kind: AssetKind): string | undefined {
  const full = assetFile(configDir, file);
  const stat = statSync(full, { throwIfNoEntry: false });
  if (!root || !stat) return `No file ${file} beside the config: put the ${kind} there, or correct the path`;
  if (!stat.isFile()) return `${file} is a folder, not a ${kind} file`;
  const real = relative(root, realpathSync(full));
  if (real.startsWith('..') || isAbsolute(real))
    return `${file} is a link to a file outside the config's folder: copy the file into the folder instead`;
  const max = MAX_ASSET_BYTES[kind];
  if (stat.size > max)
    return `${file} is ${(stat.size / 1024 / 1024).toFixed(1)} MB; a ${kind} file is at most ${max / 1024 / 1024} MB: export a smaller one`;
  if (stat.size === 0) return `${file} is empty: export the ${kind} again`;
  return undefined;
}

/** The folder's real path; undefined when there is no such folder (a config checked from its text alone), where no file can be found. */
function realpathOrUndefined(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}
