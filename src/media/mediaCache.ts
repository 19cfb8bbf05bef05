import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';

/**
 * Encoded images and subset fonts, kept between builds under node_modules/.cache: an
 * unchanged photo is not encoded again (AVIF at 2560 px takes seconds). A file is found by
 * the hash of everything that made it (its source's bytes, the encoder's version and
 * settings), so a change of any of them makes a new one and nothing stale is ever served.
 */
const CACHE_DIR = resolve('node_modules/.cache/carrier-media');

export const cacheKey = (...parts: (string | Uint8Array | number)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(typeof part === 'number' ? String(part) : part).update('\0');
  return hash.digest('hex');
};

/** The cached bytes for `key`, or `make()`'s, stored for the next build. */
export async function cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = join(CACHE_DIR, key.slice(0, 2), key);
  try {
    return await readFile(file);
  } catch (error) {
    // Not made yet: make it. Any other failure (permissions, a full disk) is the machine's, and said.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const bytes = await make();
    await mkdir(join(CACHE_DIR, key.slice(0, 2)), { recursive: true });
    // Written beside and renamed: two builds at once never read half a file.
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return bytes;
  }
}

/** A short content hash for a file name: a changed file gets a new name, so it can be cached for a year. */
export const contentHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('base64url').slice(0, 10);

/** The file-name stem of a source ("./photos/Hero shot.jpg" → "Heroshot"). */
export const stemOf = (source: string) =>
  basename(source, extname(source))
    .replace(/[^\w-]/g, '')
    .slice(0, 40) || 'image';
