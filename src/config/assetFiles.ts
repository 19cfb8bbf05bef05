import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { image } from '../../schema/primitives.ts';

type Path = (string | number)[];
export interface AssetProblem {
  path: Path;
  message: string;
}

/**
 * Every image the config names, found as a file inside `publicDir`, which the build copies to
 * the site: a missing file would be a broken image on every visit, and a link that leads out of
 * the folder would publish a file of the machine that builds the site.
 */
export function assetFileProblems(config: unknown, publicDir: string): AssetProblem[] {
  const problems: AssetProblem[] = [];
  const root = realpathOrUndefined(publicDir);
  const visit = (value: unknown, path: Path) => {
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, [...path, i]));
    if (!value || typeof value !== 'object') return;
    const picture = image.safeParse(value);
    if (picture.success) {
      const problem = fileProblem(publicDir, root, picture.data.src);
      if (problem) problems.push({ path: [...path, 'src'], message: problem });
      return;
    }
    for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  visit(config, []);
  return problems;
}

function fileProblem(publicDir: string, root: string | undefined, src: string): string | undefined {
  const shown = `public${src}`;
  const file = join(publicDir, src);
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!root || !stat) return `No file ${shown}: put the image there, or correct the path`;
  if (!stat.isFile()) return `${shown} is a folder, not an image file`;
  const real = relative(root, realpathSync(file));
  if (real.startsWith('..') || isAbsolute(real)) return `${shown} is a link to a file outside public/: copy the file into public/ instead`;
  return undefined;
}

function realpathOrUndefined(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}
