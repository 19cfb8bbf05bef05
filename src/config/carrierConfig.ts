import { readdirSync, statSync, type Stats } from 'node:fs';
import { dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { printable } from './printable.ts';
import { UsageError } from './problem.ts';

/**
 * Which carrier a command works on, and where its site is built: the one place that reads a
 * carrier's name from the command line, SITE_CONFIG or the working folder, for every command
 * (check, build, start, dev, audit, the benches) and for the Vite config the tests read.
 */

/** The name of a carrier's config in its folder (`sites/acme/site.config.yaml`). */
export const CONFIG_FILE_NAME = 'site.config.yaml';

const EXPECTED = `a carrier's folder (holding its ${CONFIG_FILE_NAME}) or its config file (.yaml), such as sites/acme or sites/acme/${CONFIG_FILE_NAME}`;

/**
 * The config file of the carrier `named` on the command line (its folder or its config file),
 * else the one SITE_CONFIG names (the same two forms), else ./site.config.yaml; as an absolute
 * path. A path that is neither a config file nor a folder holding site.config.yaml is a
 * UsageError that says where it came from and what was expected.
 */
export function carrierConfigFile(named?: string, env: NodeJS.ProcessEnv = process.env): string {
  if (named !== undefined) return configFileAt(named, printable(named));
  if (env.SITE_CONFIG) return configFileAt(env.SITE_CONFIG, `SITE_CONFIG (${printable(env.SITE_CONFIG)})`);
  const file = resolve(CONFIG_FILE_NAME);
  if (!stat(file)) {
    throw new UsageError(
      `There is no ${CONFIG_FILE_NAME} in ${process.cwd()}: name the carrier after the command (such as npm run check -- sites/acme), or run it in the project's folder`,
    );
  }
  return file;
}

/**
 * The folder a carrier's site is built into and served from: OUT_DIR when set, else `dist/`
 * beside its config, so that building one carrier never touches another's site (the example's
 * at the project's root stays ./dist). Relative to the working folder when it is inside it, as
 * messages show it.
 */
export function carrierOutDir(configFile: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.OUT_DIR) return env.OUT_DIR;
  return asTyped(resolve(dirname(configFile), 'dist'));
}

/** An absolute path as a person in the working folder types it: relative when it is inside it, else absolute. */
function asTyped(path: string): string {
  const inside = relative(process.cwd(), path);
  return inside && inside !== '..' && !inside.startsWith(`..${sep}`) && !isAbsolute(inside) ? inside : path;
}

/** `path` as a config file: itself when it is a file, its site.config.yaml when it is a folder. */
function configFileAt(path: string, what: string): string {
  const absolute = resolve(path);
  const found = stat(absolute);
  if (!found) throw new UsageError(`${what} does not exist: name ${EXPECTED}${carriersNear(dirname(absolute))}`);
  // A link in a loop or a file the command may not read is said by the config check, at the file.
  if (found === 'unreadable') return absolute;
  if (found.isDirectory()) {
    const file = join(absolute, CONFIG_FILE_NAME);
    if (!stat(file)) throw new UsageError(`${what} is a folder without ${CONFIG_FILE_NAME}: name ${EXPECTED}${carriersNear(absolute)}`);
    return file;
  }
  if (!found.isFile() || !/^\.ya?ml$/i.test(extname(absolute))) throw new UsageError(`${what} is not a config file: name ${EXPECTED}`);
  return absolute;
}

/**
 * The carriers in `folder` (or in the nearest folder above it that exists): the folders there
 * holding a site.config.yaml, as a person types them, so a mistyped name shows the right one.
 */
function carriersNear(folder: string): string {
  let dir = folder;
  while (!stat(dir) && dirname(dir) !== dir) dir = dirname(dir);
  let names: string[];
  try {
    names = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && stat(join(dir, entry.name, CONFIG_FILE_NAME)))
      .map((entry) => printable(asTyped(join(dir, entry.name))))
      .sort();
  } catch {
    return '';
  }
  return names.length ? `. Carriers there: ${names.join(', ')}` : '';
}

/** What the file system says of `path`: undefined when nothing is there, 'unreadable' when it refuses to say (a loop of links, no permission). */
function stat(path: string): Stats | 'unreadable' | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false });
  } catch {
    return 'unreadable';
  }
}
