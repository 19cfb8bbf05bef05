import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../config/loadSiteConfig.ts';
import { BUILD_RECORD, closingPostings, configFingerprint, sourcesSha256, writeBuildRecord } from '../hosting/buildRecord.ts';
import { servingPolicy } from '../hosting/policy.ts';
import { freshness } from './freshness.ts';

/**
 * The build day in the freshness decision of `npm start`: a build of site.config.yaml recorded
 * as made on a given day (no build runs: the record says what a build of the working folder
 * would have written), judged on another day.
 */
const CONFIG = 'site.config.yaml';
const config = loadSiteConfig(CONFIG);
const regional = closingPostings(config).find((posting) => posting.validThrough === '2027-02-28')!;
let outDir: string;

const builtOn = (buildDay: string) =>
  writeBuildRecord(outDir, {
    config: configFingerprint(CONFIG, config),
    sourcesSha256: sourcesSha256(),
    buildDay,
    postings: closingPostings(config),
    scriptHashes: [],
    policy: servingPolicy(config),
  });

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'freshness-day-'));
});
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('the build day in the freshness decision', () => {
  it('records the postings that close, with their last day to apply', () => {
    expect(regional.title).toBe('Regional Company Driver – Midwest Reefer');
    expect(closingPostings(config).map((posting) => posting.validThrough)).toEqual(['2027-03-31', '2027-02-28']);
  });

  it('keeps a build fresh while every posting it showed open is still open, through its last day', async () => {
    await builtOn('2026-11-25');
    expect(freshness(outDir, CONFIG, { day: '2026-11-25' })).toMatchObject({ stale: false, record: { buildDay: '2026-11-25' } });
    expect(freshness(outDir, CONFIG, { day: '2027-02-28' })).toMatchObject({ stale: false });
  });

  it('makes it stale once a posting it showed open has closed, naming the posting and both days', async () => {
    await builtOn('2026-11-25');
    expect(freshness(outDir, CONFIG, { day: '2027-03-01' })).toEqual({
      stale: true,
      reason: `the posting "${regional.title}" closed on 2027-02-28, after ${outDir}/ was built on 2026-11-25`,
    });
  });

  it('makes a build on a later day stale for an earlier one, on which a posting it showed closed is open', async () => {
    await builtOn('2027-03-01');
    expect(freshness(outDir, CONFIG, { day: '2027-03-01' })).toMatchObject({ stale: false });
    expect(freshness(outDir, CONFIG, { day: '2026-11-25' })).toEqual({
      stale: true,
      reason: `the posting "${regional.title}" is open on 2026-11-25, but had closed on 2027-03-01, when ${outDir}/ was built`,
    });
  });

  it('makes a record written before builds recorded their day stale, saying what it lacks', async () => {
    await builtOn('2026-11-25');
    const file = join(outDir, BUILD_RECORD);
    const { buildDay: _day, postings: _postings, ...older } = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    await writeFile(file, JSON.stringify(older));
    expect(freshness(outDir, CONFIG, { day: '2026-11-25' })).toEqual({
      stale: true,
      reason: `${file} is not a build record as \`npm run build\` writes it (buildDay: Write the date as YYYY-MM-DD, such as 2026-01-31): rebuild`,
    });
  });
});
