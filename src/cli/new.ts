import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { Document, isScalar, isSeq, parseDocument, Scalar } from 'yaml';
import type { z } from 'zod';
import { company } from '../../schema/company.ts';
import { seo } from '../../schema/seo.ts';
import { theme } from '../../schema/theme.ts';
import type { Key } from '../../schema/keyPath.ts';
import { assetFile, assetRefs } from '../config/assetFiles.ts';
import { loadSiteConfig } from '../config/loadSiteConfig.ts';
import { printable } from '../config/printable.ts';
import { formatProblems, SiteConfigError, UsageError } from '../config/problem.ts';
import { runCli } from './runCli.ts';

/**
 * `npm run new -- sites/acme --name "Acme Freight" …`: a folder for another carrier, made from
 * the example (site.config.yaml at the project's root and the files it names, copied to the same
 * relative paths). The carrier's names, contacts, identifiers, address and brand colour come
 * from flags, or are asked for on a terminal. The copied config is edited in place: each value
 * is written over the example's, in the example's quoting, and every other byte (comments,
 * folded paragraphs, anchors) stays as it was. The result is checked like any config before it
 * appears: it is assembled in a hidden folder beside the target and renamed into place only when
 * `loadSiteConfig` accepts it, so a mistake leaves nothing behind.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const EXAMPLE = join(ROOT, 'site.config.yaml');
const SCHEMA = join(ROOT, 'schema', 'site.config.schema.json');
const CONFIG_NAME = 'site.config.yaml';

/** What the command asks for: its flag, where it goes in the config, and how a person says it. */
interface Field {
  flag: string;
  path: Key[];
  label: string;
  placeholder: string;
  check: z.ZodType;
  /** A forgiving reading of what was typed ("123456" for an MC number is "MC-123456"). */
  normalise?: (value: string) => string;
}

const FIELDS: Field[] = [
  { flag: 'name', path: ['company', 'name'], label: 'Trading name', placeholder: 'Acme Freight', check: company.shape.name },
  {
    flag: 'legal-name',
    path: ['company', 'legalName'],
    label: 'Legal name',
    placeholder: 'Acme Freight LLC',
    check: company.shape.legalName,
  },
  { flag: 'email', path: ['company', 'email'], label: 'Email', placeholder: 'dispatch@acme.com', check: company.shape.email },
  { flag: 'phone', path: ['company', 'phone'], label: 'Phone', placeholder: '(555) 010-0123', check: company.shape.phone },
  {
    flag: 'mc',
    path: ['company', 'mcNumber'],
    label: 'MC number',
    placeholder: 'MC-000000',
    check: company.shape.mcNumber,
    normalise: (value) => value.replace(/^(?:mc-?)?(\d+)$/i, 'MC-$1'),
  },
  { flag: 'dot', path: ['company', 'dotNumber'], label: 'USDOT number', placeholder: '0000000', check: company.shape.dotNumber },
  { flag: 'ein', path: ['company', 'ein'], label: 'EIN', placeholder: '00-0000000', check: company.shape.ein },
  {
    flag: 'primary',
    path: ['theme', 'colors', 'primary'],
    label: 'Brand colour',
    placeholder: '#1d4ed8',
    check: theme.shape.colors.shape.primary,
    // `#` starts a comment in a shell: the colour may come without it.
    normalise: (value) => (/^#?[0-9a-f]{6}$/i.test(value) ? `#${value.replace(/^#/, '').toLowerCase()}` : value),
  },
  {
    flag: 'site-url',
    path: ['company', 'siteUrl'],
    label: 'Site address',
    placeholder: 'https://www.acme.com',
    check: company.shape.siteUrl,
    normalise: (value) => (/^[a-z][\w.-]*\.[a-z]{2,}\/?$/i.test(value) ? `https://${value}` : value).replace(/(\/\/[^/]+)\/$/, '$1'),
  },
];

const USAGE = `Usage: npm run new -- <folder> ${FIELDS.map((f) => `--${f.flag} "${f.placeholder}"`).join(' ')}`;

/** A path as a shell reads it back: as it is when it holds nothing special, else in single quotes. */
const shellWord = (word: string) => (/^[\w./@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

/** A path as the person typed it relative to the working folder, with "/" separators. */
const shown = (path: string) => {
  const rel = relative(process.cwd(), path);
  return (rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path).split(sep).join('/');
};

await runCli(async () => {
  const options: ParseArgsConfig['options'] = { help: { type: 'boolean', short: 'h' } };
  for (const field of FIELDS) options[field.flag] = { type: 'string' };
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({ allowPositionals: true, options }) as typeof parsed;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    return;
  }
  if (parsed.positionals.length > 1) throw new UsageError(`One folder, please (got ${parsed.positionals.length}).\n${USAGE}`);

  const given = new Map(FIELDS.map((f) => [f.flag, parsed.values[f.flag] as string | undefined]));
  let folder = parsed.positionals[0];
  if (folder) refuseExisting(resolve(folder));
  const missing = [...(folder ? [] : ['<folder>']), ...FIELDS.filter((f) => given.get(f.flag) === undefined).map((f) => `--${f.flag}`)];
  if (missing.length && !process.stdin.isTTY) {
    throw new UsageError(`Missing ${missing.join(', ')} (there is no terminal to ask on). ${USAGE}`);
  }

  if (missing.length) {
    const answers = await ask(
      folder === undefined,
      FIELDS.filter((f) => given.get(f.flag) === undefined),
    );
    folder ??= answers.folder;
    for (const [flag, value] of answers.values) given.set(flag, value);
  }
  const target = resolve(folder!);
  refuseExisting(target);

  const values = FIELDS.map((f) => {
    const raw = given.get(f.flag)!.trim();
    return { field: f, value: f.normalise ? f.normalise(raw) : raw };
  });
  create(target, values);
});

/** Asks on the terminal for the folder (if `folder`) and each field, again until the schema accepts the answer. */
async function ask(folder: boolean, fields: Field[]): Promise<{ folder?: string; values: Map<string, string> }> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const closed = new Promise<never>((_, reject) =>
    rl.once('close', () => reject(new UsageError('\nStopped before every value was given: nothing was written.'))),
  );
  closed.catch(() => {}); // handled where it is raced; this one only marks it handled once the questions are over
  rl.on('SIGINT', () => rl.close());
  const question = (text: string) => Promise.race([rl.question(text), closed]);
  try {
    const values = new Map<string, string>();
    let where: string | undefined;
    while (folder && !where) where = (await question('Folder for the new carrier (such as sites/acme): ')).trim() || undefined;
    if (where) refuseExisting(resolve(where));
    for (const field of fields) {
      for (;;) {
        const typed = (await question(`${field.label} (such as ${field.placeholder}): `)).trim();
        const value = field.normalise ? field.normalise(typed) : typed;
        const result = field.check.safeParse(value);
        if (result.success) {
          values.set(field.flag, value);
          break;
        }
        console.log(`  ${printable(result.error.issues[0]?.message ?? 'Not accepted')}`);
      }
    }
    return { ...(where ? { folder: where } : {}), values };
  } finally {
    rl.close();
  }
}

/** A folder that holds anything is someone's work: the command never writes into it. */
function refuseExisting(target: string) {
  const stat = statSync(target, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) throw new UsageError(`${shown(target)} is a file: choose a new folder for the carrier.`);
  if (readdirSync(target).length)
    throw new UsageError(`${shown(target)} already exists and is not empty: choose a new folder, or move that one away first.`);
}

/** Copies the example and its files into a hidden folder beside `target`, fills in the values, checks, and renames it into place. */
function create(target: string, values: { field: Field; value: string }[]) {
  const example = loadSiteConfig(EXAMPLE);
  const parent = dirname(target);
  const madeParent = mkdirSync(parent, { recursive: true });
  // Not mkdtemp: its folder is private (0700), and it becomes the carrier's folder.
  const temp = join(parent, `.${basename(target)}-new-${randomBytes(4).toString('hex')}`);
  mkdirSync(temp);
  const configFile = join(temp, CONFIG_NAME);
  const targetConfig = shown(join(target, CONFIG_NAME));
  const files = [...new Set(assetRefs(example).map((ref) => ref.file))];
  try {
    for (const file of files) {
      const to = assetFile(temp, file);
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(assetFile(dirname(EXAMPLE), file), to);
    }
    writeFileSync(configFile, filledIn(readFileSync(EXAMPLE, 'utf8'), target, values));
    try {
      loadSiteConfig(configFile);
    } catch (error) {
      if (!(error instanceof SiteConfigError)) throw error;
      const flags = new Map(values.map(({ field }) => [field.path.join('.'), field.flag]));
      const problems = error.problems.map((p) => {
        const flag = flags.get(p.path);
        return { ...p, file: targetConfig, message: flag ? `${p.message} (given as --${flag})` : p.message };
      });
      throw new UsageError(`${formatProblems(problems)}\nNothing was written: correct the values above and run again.`);
    }
    if (statSync(target, { throwIfNoEntry: false })) rmdirSync(target); // empty: refuseExisting let it through
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    if (madeParent) removeEmptyUpTo(parent, madeParent);
    throw error;
  }
  const where = shown(target);
  const carrier = shellWord(where);
  const copied = files.map((file) => file.replace(/^\.\//, ''));
  console.log(
    `Created ${where}/ from the example: ${CONFIG_NAME}${copied.length ? ` and ${copied.join(', ')}` : ''}.\n` +
      `Edit ${where}/${CONFIG_NAME} for the carrier's copy, photos and policies, then check it, and serve it (npm start builds it into ${where}/dist/ first):\n` +
      `  npm run check -- ${carrier}\n` +
      `  npm start -- ${carrier}`,
  );
}

/** Removes the folders this command made for the target's parent, from `folder` up to `top`, while they are empty. */
function removeEmptyUpTo(folder: string, top: string) {
  for (let dir = folder; dir.startsWith(top); dir = dirname(dir)) {
    try {
      rmdirSync(dir);
    } catch {
      return;
    }
    if (dir === top) return;
  }
}

/**
 * The example's YAML with the carrier's values written over the example's: its identity, its
 * brand colour (the engine derives the rest of the palette from it), the short name for home
 * screens, the other host name of the site, and the `$schema` comment pointing at the schema from the new folder.
 */
function filledIn(source: string, target: string, values: { field: Field; value: string }[]): string {
  const doc = parseDocument(source);
  const edits: { path: Key[]; value: string | string[] }[] = values.map(({ field, value }) => ({ path: field.path, value }));
  const name = values.find(({ field }) => field.flag === 'name')!.value;
  if (doc.hasIn(['seo', 'shortName'])) edits.push({ path: ['seo', 'shortName'], value: shortName(name) });
  const siteUrl = values.find(({ field }) => field.flag === 'site-url')!.value;
  if (doc.hasIn(['deploy', 'redirectHosts'])) edits.push({ path: ['deploy', 'redirectHosts'], value: otherHosts(siteUrl) });

  const schema = relative(target, SCHEMA).split(sep).join('/');
  const withSchema = (text: string) =>
    text.replace(
      /^(# yaml-language-server: \$schema=)\S+/,
      (_, start: string) => `${start}${schema.startsWith('.') ? schema : `./${schema}`}`,
    );

  const spliced = splice(source, doc, edits);
  if (spliced !== undefined) return withSchema(spliced);
  // A value the example writes in a shape that cannot be replaced in place: edit the document and write it out whole.
  for (const { path, value } of edits) doc.setIn(path, value);
  return withSchema(doc.toString({ lineWidth: 0 }));
}

/**
 * `source` with each edited value replaced where it is written, in the quoting the example used
 * there, or undefined when one of them is not a one-line value (then the caller re-writes the document).
 */
function splice(source: string, doc: Document, edits: { path: Key[]; value: string | string[] }[]): string | undefined {
  const pieces: { start: number; end: number; text: string }[] = [];
  for (const { path, value } of edits) {
    const node = doc.getIn(path, true);
    const range = isScalar(node) || isSeq(node) ? node.range : undefined;
    if (!range) return undefined;
    const [start, end] = range;
    if (source.slice(start, end).includes('\n')) return undefined;
    if (typeof value === 'string' && isScalar(node)) pieces.push({ start, end, text: scalarText(value, node.type) });
    else if (Array.isArray(value) && isSeq(node) && node.flow)
      pieces.push({ start, end, text: `[${value.map((v) => scalarText(v, 'PLAIN')).join(', ')}]` });
    else return undefined;
  }
  let text = source;
  for (const { start, end, text: piece } of pieces.sort((a, b) => b.start - a.start)) text = text.slice(0, start) + piece + text.slice(end);
  return text;
}

/** A string as one YAML value on one line, in the given style where the value allows it (yaml quotes it where it must). */
function scalarText(value: string, type: Scalar['type']): string {
  const scalar = new Scalar(value);
  // eslint-disable-next-line no-control-regex -- a control character can only be written in double quotes
  scalar.type = /[\u0000-\u001f\u007f]/.test(value) ? 'QUOTE_DOUBLE' : type === 'QUOTE_SINGLE' || type === 'QUOTE_DOUBLE' ? type : 'PLAIN';
  return new Document(scalar).toString({ lineWidth: 0 }).trimEnd();
}

/** The name under a home-screen icon: the trading name when it fits, else its first word. */
function shortName(name: string): string {
  const max = seo.shape.shortName.maxLength ?? 12;
  return (name.length <= max ? name : (name.split(/\s+/)[0] ?? name).slice(0, max)).trim();
}

/** The other name of a www. site (the bare domain), redirected to it; none for a site without www. */
function otherHosts(siteUrl: string): string[] {
  try {
    const host = new URL(siteUrl).hostname;
    return host.startsWith('www.') ? [host.slice(4)] : [];
  } catch {
    return [];
  }
}
