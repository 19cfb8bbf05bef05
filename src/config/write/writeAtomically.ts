import { randomBytes } from 'node:crypto';
// The module object (not named imports), so that a test can make one call fail as a full disk would.
import fs from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Writes `bytes` over `file` so that a reader finds the old file or the new one, never a part of
 * either: into a temporary file beside it (the same folder is the same file system, where a
 * rename is atomic), flushed to the disk and given the old file's permissions (`newFileMode` for
 * a file that is not there yet), then renamed over
 * it, and the folder flushed so that the rename outlives a power cut. `stillOurs` is asked
 * once the new bytes are on disk, just before the rename: when it says no (the file changed
 * meanwhile), nothing is replaced and false is returned. The temporary file is removed on every
 * way out but the rename; an error of the file system is thrown after that.
 */
export function writeAtomically(file: string, bytes: Uint8Array, stillOurs: () => boolean = () => true, newFileMode = 0o644): boolean {
  const temp = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const mode = fs.statSync(file, { throwIfNoEntry: false })?.mode ?? newFileMode;
  let renamed = false;
  try {
    const fd = fs.openSync(temp, 'wx', 0o600);
    try {
      fs.writeFileSync(fd, bytes);
      fs.fchmodSync(fd, mode & 0o7777);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    if (!stillOurs()) return false;
    fs.renameSync(temp, file);
    renamed = true;
  } finally {
    if (!renamed) fs.rmSync(temp, { force: true });
  }
  flushFolder(dirname(file));
  return true;
}

/** Flushes a folder's entries (the rename) to the disk, where the system allows it (Windows does not). */
function flushFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(folder, 'r');
    fs.fsyncSync(fd);
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL') throw error;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
