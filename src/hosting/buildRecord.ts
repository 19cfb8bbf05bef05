import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { z } from 'zod';
import type { SiteConfig } from '../../schema/index.ts';
import { assetRefs, openAssetFile } from '../config/files/assetFiles.ts';
import { isoDate } from '../../schema/primitives.ts';
import type { ServingPolicy } from './policy.ts';
import { UsageError } from '../config/problem.ts';

/**
 * The build record: what a build output folder was made from and how it must be served,
 * written by the build into the folder it built (`dist/.build.json`; a dotfile, so never
 * served) and read by `npm start`, which serves a folder with ITS policy and rebuilds when the
 * folder was made from another config or from other sources than those of the working folder,
 * or shows open a posting that has closed since its build day. The one place that writes,
 * reads and checks it (with the zod schema below).
 */

export const BUILD_RECORD = '.build.json';

/** What a build is made from besides the config: every file below these paths of the project, but the tests. */
export const SOURCES = ['src', 'schema', 'package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'] as const;

/** The tests beside the code (`*.test.ts`, `*.test.tsx`): no build reads them, so editing one makes no build stale. */
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

const sha256Hex = z.hash('sha256');

const configFingerprintRecord = z.strictObject({
  /** The config file, relative to the working folder, with `/` separators. */
  path: z.string(),
  /** SHA-256 of its bytes, hex. */
  sha256: sha256Hex,
  /** The files it names (logo, photos, fonts), as written in it: relative to its folder. */
  files: z.array(z.string()),
  /** SHA-256 over the paths and bytes of those files, hex. */
  filesSha256: sha256Hex,
});

export type ConfigFingerprint = z.infer<typeof configFingerprintRecord>;

// The shape of ServingPolicy (./policy.ts), checked against it by the compiler.
const servingPolicyRecord = z.strictObject({
  origin: z.string(),
  canonicalHost: z.string(),
  redirectHosts: z.array(z.string()),
  pages: z.array(z.string()),
  languagePrefixes: z.array(z.string()),
  headers: z.record(z.string(), z.string()),
}) satisfies z.ZodType<ServingPolicy>;

const buildRecordSchema = z.strictObject({
  config: configFingerprintRecord,
  /** SHA-256 (hex) of the paths and contents of every file of SOURCES, in a stable order. */
  sourcesSha256: sha256Hex,
  /** The build day (schema/buildDay.ts): the postings open on it are the ones the pages show open. */
  buildDay: isoDate,
  /** The postings with a last day to apply: with buildDay, which the build showed open, and when each closes. */
  postings: z.array(z.strictObject({ title: z.string(), validThrough: isoDate })),
  /** CSP hashes of the inline scripts the build wrote into the pages: all that script-src allows besides 'self'. */
  scriptHashes: z.array(z.string()),
  /** The serving policy the host configs of the folder were generated from; `npm start` applies it. */
  policy: servingPolicyRecord,
});

export type BuildRecord = z.infer<typeof buildRecordSchema>;

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** How the working folder names a file: relative, with `/` separators (`tests/fixtures/carriers/other/site.config.yaml`). */
export const projectPath = (file: string) => relative(process.cwd(), resolve(file)).split(sep).join('/') || '.';

/** SHA-256 of the config file's bytes, now. */
export const configSha256 = (configFile: string) => sha256(readFileSync(configFile));

/** The fingerprint of a valid config (`config`, validated from `configFile`), now. */
export function configFingerprint(configFile: string, config: SiteConfig): ConfigFingerprint {
  const files = [...new Set(assetRefs(config).map(({ file }) => file))];
  return { path: projectPath(configFile), sha256: configSha256(configFile), files, filesSha256: namedFilesSha256(configFile, files) };
}

/**
 * The hash of `files`, named by the config `configFile` (relative to its folder): a new logo or
 * photo makes the build stale as an edit of the config does. A file missing or unreadable now hashes as such.
 */
export function namedFilesSha256(configFile: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of files) {
    // Through the one way in, as the largest kind (a photo): a file it refuses hashes as what is wrong with it.
    const { bytes, problem } = openAssetFile(dirname(configFile), file, 'photo');
    hash.update(`${file}\0${bytes ? bytes.length : problem}\0`).update(bytes ?? '');
  }
  return hash.digest('hex');
}

/** The postings of `config` that close, as the build record keeps them. */
export const closingPostings = (config: SiteConfig): BuildRecord['postings'] =>
  config.routes.flatMap((route) =>
    route.sections.flatMap((section) =>
      section.type === 'job-posting' && section.posting.validThrough
        ? [{ title: section.posting.title, validThrough: section.posting.validThrough }]
        : [],
    ),
  );

/** Every file below `path` (itself when it is a file), following links, as absolute paths. */
function filesBelow(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => filesBelow(join(path, name)));
}

/** SHA-256 over the relative path, size and bytes of every file of SOURCES below `root` (tests aside), sorted by path. */
export function sourcesSha256(root = process.cwd()): string {
  const hash = createHash('sha256');
  const files = SOURCES.flatMap((source) => filesBelow(join(root, source)))
    .filter((file) => !isTest(file))
    .map((file) => ({ file, name: relative(root, file).split(sep).join('/') }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const { file, name } of files) {
    const bytes = readFileSync(file);
    hash.update(`${name}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

export async function writeBuildRecord(outDir: string, record: BuildRecord): Promise<void> {
  await writeFile(join(outDir, BUILD_RECORD), `${JSON.stringify(record, null, 2)}\n`);
}

/** The record of a build output folder; undefined when it has none. Throws when the file is not a record. */
export function readBuildRecord(outDir: string): BuildRecord | undefined {
  const file = join(outDir, BUILD_RECORD);
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // JSON.parse's one error, a SyntaxError; a file that cannot be read is thrown above as it is.
    throw new UsageError(`${file} is not valid JSON (${(error as Error).message}): rebuild with \`npm run build\``);
  }
  const record = buildRecordSchema.safeParse(value);
  if (!record.success) {
    const [issue] = record.error.issues;
    throw new UsageError(
      `${file} is not a build record as \`npm run build\` writes it (${issue!.path.join('.') || 'the record'}: ${issue!.message}): rebuild`,
    );
  }
  return record.data;
}

/** The record of a folder that must have one: the folder a server serves. */
export function requireBuildRecord(outDir: string): BuildRecord {
  const record = readBuildRecord(outDir);
  if (!record) throw new UsageError(`${join(outDir, BUILD_RECORD)} is missing: serve a folder written by \`npm run build\``);
  return record;
}

/** `sha256 1a2b3c4d…`: a config's hash as the server prints it. */
export const shortHash = (fingerprint: ConfigFingerprint) => `sha256 ${fingerprint.sha256.slice(0, 8)}…`;
