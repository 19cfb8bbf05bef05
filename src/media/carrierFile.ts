import { openAssetFile } from '../config/files/assetFiles.ts';
import type { AssetKind } from '../../schema/primitives.ts';
import { MediaError } from './mediaError.ts';

/**
 * The bytes of the file `src` that the config in `configDir` names, read through the one way in
 * (src/config/files/assetFiles.ts): whatever the file system says of it (missing, a folder, a named
 * pipe, a link out of the folder or in a loop, unreadable, empty, too large) is a MediaError,
 * which the check places at the file's key.
 */
export function carrierFile(configDir: string, src: string, kind: AssetKind): Buffer {
  const read = openAssetFile(configDir, src, kind);
  if (read.problem !== undefined) throw new MediaError(read.problem);
  return read.bytes;
}
