import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { isCompressible, isHidden } from '../hosting/policy.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Every file below `dir`, as a site path (`/assets/x.js`). */
export async function sitePaths(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => `/${relative(dir, join(e.parentPath, e.name)).split(sep).join('/')}`)
    .sort();
}

/**
 * Writes `file.br` (Brotli, best quality) and `file.gz` (gzip -9) next to every text file of
 * the build output, so the servers send compressed bytes without compressing per request.
 * Returns the site paths it compressed.
 */
export async function precompress(outDir: string): Promise<string[]> {
  const paths = (await sitePaths(outDir)).filter((p) => isCompressible(p) && !isHidden(p));
  await Promise.all(
    paths.map(async (path) => {
      const file = join(outDir, path);
      const data = await readFile(file);
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
    }),
  );
  return paths;
}
