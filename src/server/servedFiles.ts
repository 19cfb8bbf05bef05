import { readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import type { OutgoingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { ENCODINGS, cacheControlFor, contentTypeFor, isCompressible, isHidden, type EncodingName } from '../hosting/policy.ts';
import type { Validators } from './conditionalAnswer.ts';

/** How much of the folder the server keeps in memory: files up to `maxFileBytes`, until `maxTotalBytes` are kept. */
export interface MemoryBounds {
  maxFileBytes: number;
  maxTotalBytes: number;
}

/**
 * A built site is a few MB of small files (the example: 160 files, 1.6 MB with their compressed
 * copies): all of it fits, and serving from memory spares four file-system calls per request
 * (open, stat, read, close). Photos and anything larger are read from disk as they are sent.
 */
export const MEMORY_BOUNDS: MemoryBounds = { maxFileBytes: 1024 * 1024, maxTotalBytes: 64 * 1024 * 1024 };

/** One file as it is sent: the file itself or one of its precompressed copies. */
export interface Representation extends Validators {
  /** Where it is on disk. */
  file: string;
  encoding: EncodingName | undefined;
  /** The headers of its whole answer (200), those of its path's first. */
  headers: OutgoingHttpHeaders;
  /** The headers of its 304: those of the 200 but Content-Type, Content-Encoding and Content-Length (RFC 9110 §15.4.5). */
  notModifiedHeaders: OutgoingHttpHeaders;
  /** Its bytes, read at start; undefined for a file read from disk on each request. */
  bytes: Buffer | undefined;
}

/** A path of the site that is a file, with its representations on disk. */
export interface ServedFile {
  /** The headers of every answer with this file: the policy's, its type, cache rule and, when it has copies, Vary. */
  headers: OutgoingHttpHeaders;
  compressible: boolean;
  representations: Partial<Record<EncodingName | 'identity', Representation>>;
}

/**
 * A strong ETag (as nginx's) of one file, distinct per encoding. The served folder is a build
 * output whose files are written once, so size and modification time identify the bytes; a
 * strong validator is what If-Range needs (RFC 9110 §13.1.5).
 */
const etagOf = (stat: Stats, encoding: EncodingName | undefined) =>
  `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;

/** A representation of `file` as `stat` describes it now, with the bytes given (none: read on each request). */
export function representationOf(
  file: string,
  stat: Stats,
  encoding: EncodingName | undefined,
  pathHeaders: OutgoingHttpHeaders,
  bytes?: Buffer,
): Representation {
  const etag = etagOf(stat, encoding);
  const lastModified = stat.mtime.toUTCString();
  const validators = { ETag: etag, 'Last-Modified': lastModified, 'Accept-Ranges': 'bytes' };
  const { 'Content-Type': _type, ...notModifiedHeaders } = pathHeaders;
  return {
    file,
    encoding,
    size: stat.size,
    etag,
    lastModified,
    headers: { ...pathHeaders, ...(encoding ? { 'Content-Encoding': encoding } : {}), ...validators, 'Content-Length': stat.size },
    notModifiedHeaders: { ...notModifiedHeaders, ...validators },
    bytes,
  };
}

/**
 * The files of the build output `root` that the site serves, by path (`/privacy/index.html`),
 * as they are when the server starts: their validators and headers worked out once, the bytes
 * of the small ones read once (within `bounds`). Hidden files (dotfiles, source maps, host
 * configs; ../hosting/policy.ts) are left out, and the precompressed copies are representations
 * of their file, never paths of their own. A rebuilt folder is served once the server restarts.
 */
export function readServedFiles(
  root: string,
  policyHeaders: Readonly<Record<string, string>>,
  bounds: MemoryBounds,
): Map<string, ServedFile> {
  const files = new Map<string, ServedFile>();
  let kept = 0;
  const read = (file: string, stat: Stats) => {
    if (stat.size > bounds.maxFileBytes || kept + stat.size > bounds.maxTotalBytes) return undefined;
    const bytes = readFileSync(file);
    // Written between the stat and the read: left to be read per request, with its stat then.
    if (bytes.length !== stat.size) return undefined;
    kept += bytes.length;
    return bytes;
  };
  const walk = (folder: string, prefix: string) => {
    const entries = readdirSync(folder, { withFileTypes: true });
    const names = new Set(entries.map((entry) => entry.name));
    for (const entry of entries) {
      const path = `${prefix}/${entry.name}`;
      const file = join(folder, entry.name);
      if (isHidden(path)) continue;
      // Links are followed to files; a linked folder is not entered (it could hold a loop).
      if (entry.isDirectory()) {
        walk(file, path);
        continue;
      }
      const stat = statSync(file, { throwIfNoEntry: false });
      if (!stat?.isFile()) continue;
      const compressible = isCompressible(path);
      const headers: OutgoingHttpHeaders = {
        ...policyHeaders,
        'Content-Type': contentTypeFor(path),
        'Cache-Control': cacheControlFor(path),
        ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
      };
      const served: ServedFile = { headers, compressible, representations: {} };
      served.representations.identity = representationOf(file, stat, undefined, headers, read(file, stat));
      if (compressible) {
        for (const { name, suffix } of ENCODINGS) {
          if (!names.has(entry.name + suffix)) continue;
          const copy = file + suffix;
          const copyStat = statSync(copy, { throwIfNoEntry: false });
          if (copyStat?.isFile()) served.representations[name] = representationOf(copy, copyStat, name, headers, read(copy, copyStat));
        }
      }
      files.set(path, served);
    }
  };
  walk(root, '');
  return files;
}
