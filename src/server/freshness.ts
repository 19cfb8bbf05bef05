import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time of the files below `path` (a file or a folder), in ms. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

/** True when dist is missing or older than anything it is built from. */
export function needsBuild(outDir: string, sources: string[]): boolean {
  const built = join(outDir, 'index.html');
  if (!existsSync(built) || !existsSync(join(outDir, '404.html'))) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some((source) => newest(source) > builtAt);
}
