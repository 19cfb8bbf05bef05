import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openAssetFile } from './assetFiles.ts';
import { CARRIER_FILE_LIMITS } from './fileLimits.ts';

/**
 * The one way in for a carrier's files: every condition of the file system a hostile or
 * careless carrier folder can hold is a sentence that says what to do, never an exception
 * (which `check` and `build` would print as a stack trace without a file or line).
 */
const root = mkdtempSync(join(tmpdir(), 'carrier-files-'));
const carrier = join(root, 'carrier');
mkdirSync(join(carrier, 'photos'), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What the way in says of `name` in the carrier folder, made by `make` first. */
function problemOf(name: string, make: (path: string) => void) {
  make(join(carrier, name));
  const read = openAssetFile(carrier, `./${name}`, 'photo');
  expect(read.bytes, 'no bytes for a refused file').toBeUndefined();
  return read.problem;
}

/**
 * Root reads any file, so as root (CI) the way in is asked by another user, `nobody`, in a
 * process of its own: the refusal a build run by an ordinary user meets.
 */
function problemAsNobody(name: string): string | undefined {
  chmodSync(root, 0o755);
  const module = pathToFileURL(resolve('src/config/files/assetFiles.ts')).href;
  const code = `import { openAssetFile } from ${JSON.stringify(module)};
process.stdout.write(JSON.stringify(openAssetFile(${JSON.stringify(carrier)}, ${JSON.stringify(name)}, 'photo').problem ?? null));`;
  const nobody = 65534;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    uid: nobody,
    gid: nobody,
    encoding: 'utf8',
  });
  return (JSON.parse(out) as string | null) ?? undefined;
}

describe('a file the config names', () => {
  it('is read, bytes and all, when it is a regular file of the folder', () => {
    writeFileSync(join(carrier, 'photos/ok.jpg'), 'jpeg bytes');
    expect(openAssetFile(carrier, './photos/ok.jpg', 'photo')).toEqual({ bytes: Buffer.from('jpeg bytes') });
  });

  it('missing, or under a path through a file, is named with the path to correct', () => {
    expect(problemOf('photos/none.jpg', () => undefined)).toBe(
      'No file ./photos/none.jpg beside the config: put the photo there, or correct the path',
    );
    writeFileSync(join(carrier, 'file'), 'x');
    expect(problemOf('file/under.jpg', () => undefined)).toBe(
      'No file ./file/under.jpg beside the config: put the photo there, or correct the path',
    );
  });

  it('a folder and a named pipe are not files: nothing blocks on the pipe', () => {
    expect(problemOf('photos/folder.jpg', (path) => mkdirSync(path))).toBe(
      './photos/folder.jpg is a folder, not a photo file: put the photo file itself there',
    );
    expect(problemOf('photos/pipe.jpg', (path) => execFileSync('mkfifo', [path]))).toBe(
      './photos/pipe.jpg is a named pipe (FIFO), not a photo file: put the photo file itself there',
    );
  });

  it('a link that leads out of the folder (to a file or a device) and one that loops are named as links', () => {
    writeFileSync(join(root, 'secret.txt'), 'not the carrier’s');
    expect(problemOf('photos/out.jpg', (path) => symlinkSync('../../secret.txt', path))).toBe(
      "./photos/out.jpg is a link to a file outside the config's folder: copy the file into the folder instead",
    );
    expect(problemOf('photos/loop.jpg', (path) => symlinkSync('loop.jpg', path))).toBe(
      './photos/loop.jpg is a link that leads back to itself (a loop of links): put the photo file itself there',
    );
    expect(
      problemOf('photos/a.jpg', (path) => {
        symlinkSync('b.jpg', path);
        symlinkSync('a.jpg', join(carrier, 'photos/b.jpg'));
      }),
    ).toBe('./photos/a.jpg is a link that leads back to itself (a loop of links): put the photo file itself there');
  });

  it('empty, or past its kind’s bytes, says what to export', () => {
    expect(problemOf('photos/empty.jpg', (path) => writeFileSync(path, ''))).toBe('./photos/empty.jpg is empty: export the photo again');
    // Sparse: 41 MB of nothing on disk.
    expect(problemOf('photos/huge.jpg', (path) => (writeFileSync(path, ''), truncateSync(path, CARRIER_FILE_LIMITS.photo.bytes + 1)))).toBe(
      './photos/huge.jpg is 40.0 MB; a photo file is at most 40 MB: export a smaller one',
    );
  });

  it('unreadable says who must be able to read it', () => {
    const path = join(carrier, 'photos/locked.jpg');
    writeFileSync(path, 'x');
    chmodSync(path, 0);
    expect(
      process.getuid?.() === 0 ? problemAsNobody('./photos/locked.jpg') : openAssetFile(carrier, './photos/locked.jpg', 'photo').problem,
    ).toBe('./photos/locked.jpg cannot be read (permission denied): let the user who runs the build read it');
  });
});
