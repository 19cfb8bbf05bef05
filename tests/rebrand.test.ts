import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandedSite, otherSite } from './support/builtSite.ts';
import { BUILT_CARRIERS } from './support/carriers.ts';
import { listFiles } from './support/siteFiles.ts';

/**
 * The rebrand promise: another carrier edits one file and gets a site with nothing of the
 * default carrier in it, and the engine's code holds no carrier at all. The carriers' values
 * are read from the two YAML files, so these tests follow any edit of them.
 */
const DEFAULT = BUILT_CARRIERS.example;
const OTHER = BUILT_CARRIERS.other;

interface Company {
  name: string;
  legalName: string;
  email: string;
  phone: string;
  mcNumber: string;
  dotNumber: string;
  ein: string;
  siteUrl: string;
  credit: { name: string; url: string };
}
const read = (file: string) =>
  parse(readFileSync(file, 'utf8'), { merge: true }) as { company: Company; theme: { colors: Record<string, string> } };

/** The strings that identify a carrier, each with what it is, as they could appear in a page, a link or a bundle. */
function identity({ company }: { company: Company }): [string, string][] {
  const digits = company.phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return [
    ['name', company.name],
    ['legal name', company.legalName],
    ['mailbox', company.email],
    ['phone as shown', company.phone],
    ['phone for tel: links', `+1${digits}`],
    ['phone digits', digits],
    ['MC number', company.mcNumber],
    ['USDOT number', company.dotNumber],
    ['EIN', company.ein],
    ['site URL', new URL(company.siteUrl).host],
    ['site builder', company.credit.name],
    ['site builder URL', new URL(company.credit.url).host],
  ];
}

/** Every file below `root` as text; precompressed copies are unpacked, binary files read byte for byte. */
function filesOf(root: string): { file: string; text: string }[] {
  return listFiles(root).map((file) => {
    let bytes = readFileSync(join(root, file));
    if (file.endsWith('.gz')) bytes = gunzipSync(bytes);
    if (file.endsWith('.br')) bytes = brotliDecompressSync(bytes);
    return { file, text: bytes.toString('latin1') + bytes.toString('utf8') };
  });
}

function occurrences(files: { file: string; text: string }[], needles: [string, string][]) {
  return needles.flatMap(([what, needle]) =>
    files
      .filter(({ text }) => text.toLowerCase().includes(needle.toLowerCase()))
      .map(({ file }) => `${file} contains the ${what} "${needle}"`),
  );
}

const defaults = read(DEFAULT);
const other = read(OTHER);

describe('the rebrand proof configs', () => {
  it('are two different carriers in every identifying value', () => {
    const theirs = new Map(identity(other));
    for (const [what, value] of identity(defaults)) expect(theirs.get(what), what).not.toBe(value);
  });
});

describe(`a site built from ${OTHER}`, () => {
  let files: { file: string; text: string }[];
  beforeAll(() => {
    files = filesOf(otherSite());
  });

  it('holds no name, mailbox, phone, identifier or address of the default carrier in any file', () => {
    expect(files.length).toBeGreaterThan(5);
    expect(occurrences(files, identity(defaults))).toEqual([]);
  });

  it('holds none of the default brand colours that the other carrier does not share, in anything built from the config', () => {
    const own = new Set(Object.values(other.theme.colors).map((c) => c.toLowerCase()));
    const colours = Object.entries(defaults.theme.colors).filter(([, c]) => !own.has(c.toLowerCase()));
    // A carrier's own drawings (SVG) keep their colours: they are the carrier's, not built from the config.
    const ownDrawings = /^assets\/fleet-[\w-]{10}\.svg(?:\.br|\.gz)?$/;
    const built = files.filter(({ file }) => !ownDrawings.test(file));
    expect(
      occurrences(
        built,
        colours.map(([what, c]) => [`colour ${what}`, c]),
      ),
    ).toEqual([]);
  });

  it("shows the other carrier's own name, contacts and identifiers on its pages", () => {
    const pages = files.filter(({ file }) => file.endsWith('.html'));
    const home = pages.find(({ file }) => file === 'index.html')!.text;
    const all = pages.map(({ text }) => text).join('\n');
    const { company } = other;
    expect(home).toContain(`mailto:${company.email}`);
    expect(home).toContain(`tel:+1${company.phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`);
    for (const value of [company.name, company.legalName, company.email, company.mcNumber, company.dotNumber, company.ein]) {
      expect(all, value).toContain(value);
    }
    expect(all).toContain(`href="${new URL('/', company.siteUrl).href}"`); // canonical address
    expect(all).toContain(other.theme.colors.primary);
  });
});

describe('the branded carrier (its own logo, photos and fonts)', () => {
  const BRANDED = BUILT_CARRIERS.branded;
  const branded = read(BRANDED);
  let files: { file: string; text: string }[];
  beforeAll(() => {
    files = filesOf(brandedSite());
  });

  it('is a third carrier in every identifying value', () => {
    for (const carrier of [defaults, other]) {
      const theirs = new Map(identity(carrier));
      for (const [what, value] of identity(branded)) expect(theirs.get(what), what).not.toBe(value);
    }
  });

  it('holds no name, mailbox, phone, identifier or address of the other two carriers in any file', () => {
    expect(occurrences(files, [...identity(defaults), ...identity(other)])).toEqual([]);
  });

  it("holds no file of another carrier's folder, and every file it names is in its own", () => {
    const bytesOf = (dir: string) =>
      listFiles(dir)
        .filter((file) => !file.endsWith('.yaml'))
        .map((file) => readFileSync(join(dir, file)));
    const theirs = [...bytesOf('images'), ...bytesOf(dirname(OTHER))];
    const built = listFiles(brandedSite()).map((file) => ({ file, bytes: readFileSync(join(brandedSite(), file)) }));
    expect(built.filter(({ bytes }) => theirs.some((t) => t.equals(bytes))).map(({ file }) => file)).toEqual([]);
    // Not even the other carriers' drawings re-encoded: their file names would show it.
    expect(built.map(({ file }) => file).filter((file) => /(^|\/)fleet-[\w-]{10}\.svg/.test(file))).toEqual([]);
  });
});

describe('src/, the engine', () => {
  const SOURCE = 'src';
  it('names no carrier: no brand name, mailbox, phone or identifier of either config', () => {
    // Web addresses are left out: the samples are example.com hosts that code comments may use too.
    const needles = [...identity(defaults), ...identity(other), ...identity(read(BUILT_CARRIERS.branded))].filter(
      ([what]) => !what.includes('URL'),
    );
    const found = occurrences(
      filesOf(SOURCE).map(({ file, text }) => ({ file: join(SOURCE, file), text })),
      needles,
    );
    expect(found).toEqual([]);
  });
});
