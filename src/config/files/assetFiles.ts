import { closeSync, constants, fstatSync, openSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import type { SiteConfig } from '../../../schema/index.ts';
import type { KeyPath } from '../../../schema/keyPath.ts';
import type { AssetKind } from '../../../schema/primitives.ts';
import type { Found } from '../problem.ts';
import { CARRIER_FILE_LIMITS } from './fileLimits.ts';

/** A file the config names: where in the config, the path as written, and what it is. */
export interface AssetRef {
  path: KeyPath;
  file: string;
  kind: AssetKind;
}

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
 * decoded is read later, by the media pipeline (src/media/), through the same way in.
 */
export function assetFileProblems(config: SiteConfig, configDir: string): Found[] {
  return assetRefs(config).flatMap(({ path, file, kind }) => {
    const { problem } = openAssetFile(configDir, file, kind, { read: false });
    return problem ? [{ path, message: problem }] : [];
  });
}

/** A file the config names as the one way in reads it: its bytes, or what is wrong with it, said for the carrier. */
export type AssetRead = { bytes: Buffer; problem?: undefined } | { bytes?: undefined; problem: string };

/**
 * The one way in for every file a config names (the check above, the media pipeline, the
 * build record): each condition of the file system becomes a sentence that says what to do,
 * never an exception. The path is resolved through its links first, so a link that leads out
 * of the folder or loops is named as such; the file is then opened without blocking (a named
 * pipe would wait forever for a writer) and must be a regular file of its kind's size, checked
 * again on the open file itself. `read: false` checks without reading the bytes.
 */
export function openAssetFile(configDir: string, file: string, kind: AssetKind, { read = true } = {}): AssetRead {
  const refuse = (problem: string) => ({ problem });
  let fd: number | undefined;
  try {
    const root = realpathSync(configDir);
    const real = realpathSync(assetFile(configDir, file));
    const inside = relative(root, real);
    if (inside.startsWith('..') || isAbsolute(inside))
      return refuse(`${file} is a link to a file outside the config's folder: copy the file into the folder instead`);
    const notRegular = notAFile(statSync(real));
    if (notRegular) return refuse(`${file} is ${notRegular}, not a ${kind} file: put the ${kind} file itself there`);
    fd = openSync(real, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
    const opened = fstatSync(fd);
    const max = CARRIER_FILE_LIMITS[kind].bytes;
    const tooLarge = (size: number) =>
      `${file} is ${(size / 1024 / 1024).toFixed(1)} MB; a ${kind} file is at most ${max / 1024 / 1024} MB: export a smaller one`;
    if (notAFile(opened)) return refuse(`${file} changed while it was read: run the command again`);
    if (opened.size > max) return refuse(tooLarge(opened.size));
    if (opened.size === 0) return refuse(`${file} is empty: export the ${kind} again`);
    if (!read) return { bytes: Buffer.alloc(0) };
    const bytes = readFileSync(fd);
    // The file grew while it was read: the size on the open file is a promise, not a bound.
    if (bytes.length > max) return refuse(tooLarge(bytes.length));
    return { bytes };
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (typeof code !== 'string') throw error;
    return refuse(fileSystemProblem(file, kind, code));
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** What a path that is not a regular file is, for a person; undefined for a regular file. */
function notAFile(stat: Stats): string | undefined {
  if (stat.isFile()) return undefined;
  if (stat.isDirectory()) return 'a folder';
  if (stat.isFIFO()) return 'a named pipe (FIFO)';
  if (stat.isSocket()) return 'a socket';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  return 'not a regular file';
}

/** A refusal of the file system (by its error code), said with what to do about it. */
function fileSystemProblem(file: string, kind: AssetKind, code: string): string {
  switch (code) {
    case 'ENOENT':
    case 'ENOTDIR':
      return `No file ${file} beside the config: put the ${kind} there, or correct the path`;
    case 'ELOOP':
      return `${file} is a link that leads back to itself (a loop of links): put the ${kind} file itself there`;
    case 'EACCES':
    case 'EPERM':
      return `${file} cannot be read (permission denied): let the user who runs the build read it`;
    case 'ENAMETOOLONG':
      return `${file} is a path longer than the file system allows: give the file a shorter name`;
    default:
      return `${file} cannot be read (${code}): put the ${kind} file there again`;
  }
}
