import { copyFileSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline/promises';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { Document, isCollection, isMap, isNode, isScalar, parseDocument, Scalar } from 'yaml';
import type { z } from 'zod';
import { company } from '../../schema/company.ts';
import { seo } from '../../schema/seo.ts';
import { theme } from '../../schema/theme.ts';
import type { Key } from '../../schema/keyPath.ts';
import { assetFile, assetRefs } from '../config/files/assetFiles.ts';
import { textsNamingCarrier } from '../config/rules/carrierValues.ts';
import { EXAMPLE_CONFIG } from '../config/rules/exampleLeftovers.ts';
import { valueAt } from '../config/read/knownKeys.ts';
import { declaredLanguages, isTranslations } from '../config/languages/languageTexts.ts';
import { loadSiteConfig } from '../config/loadSiteConfig.ts';
import { printable } from '../config/printable.ts';
import { formatProblems, isUsersToFix, SiteConfigError, UsageError } from '../config/problem.ts';
import { holdsToDo, toDo } from '../config/rules/toDo.ts';
import type { CommandOutput } from './checkCommand.ts';

/**
 * `npm run new -- sites/acme --name "Acme Freight" …`: a folder for another carrier, made from
 * the example (site.config.yaml at the project's root and the files it names, copied to the same
 * relative paths), with nothing left of the example's carrier (src/config/rules/carrierValues.ts):
 * - its names, contacts, identifiers, address, tagline and brand colours come from flags, or are
 *   asked for on a terminal;
 * - its credit and its terminals go (the credit is optional: a carrier's own site credits no one
 *   unless it says so; a terminal needs coordinates no flag gives);
 * - its testimonials become one testimonial of placeholders (src/config/rules/toDo.ts), and each text
 *   that named its city, region or domain a placeholder: only the carrier can write them, and
 *   `npm run check` warns at each until it does.
 * A text by language keeps its default language's line alone: the others' pages show it, and the
 * check asks for their translation as it does for any new text. The copied config is edited in
 * place: each value is written over the example's, in the example's quoting, and every other byte
 * (comments, folded paragraphs, anchors) stays as it was. The result is checked like any config
 * before it appears: it is assembled in a hidden folder beside the target and renamed into place
 * only when `loadSiteConfig` accepts it, so a mistake leaves nothing behind.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
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
  /** What to say of a refused answer where the schema's words are a list of every value it takes. */
  refused?: string;
}

const address = company.shape.address.unwrap().shape;
/** `#` starts a comment in a shell: a colour may come without it. */
const hexColour = (value: string) => (/^#?[0-9a-f]{6}$/i.test(value) ? `#${value.replace(/^#/, '').toLowerCase()}` : value);

const FIELDS: Field[] = [
  { flag: 'name', path: ['company', 'name'], label: 'Trading name', placeholder: 'Acme Freight', check: company.shape.name },
  {
    flag: 'legal-name',
    path: ['company', 'legalName'],
    label: 'Legal name',
    placeholder: 'Acme Freight LLC',
    check: company.shape.legalName,
  },
  {
    flag: 'tagline',
    path: ['company', 'tagline'],
    label: 'Tagline, one line about the company',
    placeholder: 'Refrigerated freight across the Southeast, 24/7',
    check: company.shape.tagline,
  },
  { flag: 'email', path: ['company', 'email'], label: 'Email', placeholder: 'dispatch@acme.com', check: company.shape.email },
  { flag: 'phone', path: ['company', 'phone'], label: 'Phone', placeholder: '(555) 010-0123', check: company.shape.phone },
  {
    flag: 'street',
    path: ['company', 'address', 'street'],
    label: 'Street address',
    placeholder: '400 Industrial Drive, Suite 2',
    check: address.street,
  },
  { flag: 'city', path: ['company', 'address', 'city'], label: 'City', placeholder: 'Macon', check: address.city },
  {
    flag: 'state',
    path: ['company', 'address', 'region'],
    label: 'State, as its two letters',
    placeholder: 'GA',
    check: address.region,
    normalise: (value) => (/^[a-z]{2}$/i.test(value) ? value.toUpperCase() : value),
    refused: 'Write the state as its two-letter USPS code, such as GA (DC for the District of Columbia)',
  },
  { flag: 'zip', path: ['company', 'address', 'postalCode'], label: 'ZIP code', placeholder: '31201', check: address.postalCode },
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
    normalise: hexColour,
  },
  {
    flag: 'accent',
    path: ['theme', 'colors', 'accent'],
    label: 'Accent colour',
    placeholder: '#f59e0b',
    check: theme.shape.colors.shape.accent,
    normalise: hexColour,
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

/** What a testimonial of placeholders asks for, field by field. */
const TESTIMONIAL: Readonly<Record<string, string>> = {
  name: "a customer's name",
  role: 'their role',
  company: 'their company',
  text: 'their words, as they said them',
};

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const USAGE = `Usage: npm run new -- <folder> ${FIELDS.map((f) => `--${f.flag} "${f.placeholder}"`).join(' ')}`;

/** A path as a shell reads it back: as it is when it holds nothing special, else in single quotes. */
const shellWord = (word: string) => (/^[\w./@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

/** A path as the person typed it relative to the working folder, with "/" separators. */
const shown = (path: string) => {
  const rel = relative(process.cwd(), path);
  return (rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path).split(sep).join('/');
};

/**
 * Where the command reads and writes: the process's own (./new.ts), or a test's. `terminal` holds
 * the streams to ask on when the person sits at one (a missing value is then asked for);
 * without it, a missing value is a usage error.
 */
export interface NewCommandIo extends CommandOutput {
  terminal?: { input: Readable; output: Writable };
}

/** `npm run new -- <folder> --name … `, given its arguments: writes the folder and returns the exit code (./new.ts runs it on the process). */
export async function newCommand(args: string[], io: NewCommandIo): Promise<number> {
  try {
    await makeCarrier(args, io);
    return 0;
  } catch (error) {
    if (!isUsersToFix(error)) throw error;
    io.stderr(`${error.message}\n`);
    return 1;
  }
}

async function makeCarrier(args: string[], io: NewCommandIo) {
  const options: ParseArgsConfig['options'] = { help: { type: 'boolean', short: 'h' } };
  for (const field of FIELDS) options[field.flag] = { type: 'string' };
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({ args, allowPositionals: true, options }) as typeof parsed;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  if (parsed.values.help) {
    io.stdout(`${USAGE}\n`);
    return;
  }
  if (parsed.positionals.length > 1) throw new UsageError(`One folder, please (got ${parsed.positionals.length}).\n${USAGE}`);

  const given = new Map(FIELDS.map((f) => [f.flag, parsed.values[f.flag] as string | undefined]));
  let folder = parsed.positionals[0];
  if (folder) refuseExisting(resolve(folder));
  const missing = [...(folder ? [] : ['<folder>']), ...FIELDS.filter((f) => given.get(f.flag) === undefined).map((f) => `--${f.flag}`)];
  if (missing.length && !io.terminal) {
    throw new UsageError(`Missing ${missing.join(', ')} (there is no terminal to ask on). ${USAGE}`);
  }

  if (missing.length) {
    const answers = await ask(
      io.terminal!,
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
  io.stdout(`${create(target, values)}\n`);
}

/** Asks on the terminal for the folder (if `folder`) and each field, again until the schema accepts the answer. */
async function ask(
  terminal: NonNullable<NewCommandIo['terminal']>,
  folder: boolean,
  fields: Field[],
): Promise<{ folder?: string; values: Map<string, string> }> {
  const rl = createInterface(terminal);
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
        terminal.output.write(`  ${printable(field.refused ?? result.error.issues[0]?.message ?? 'Not accepted')}\n`);
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

/**
 * Copies the example and its files into a hidden folder beside `target`, fills in the values,
 * checks, and renames it into place; returns what to tell the person.
 */
function create(target: string, values: { field: Field; value: string }[]): string {
  const example = loadSiteConfig(EXAMPLE_CONFIG);
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
      copyFileSync(assetFile(dirname(EXAMPLE_CONFIG), file), to);
    }
    writeFileSync(configFile, filledIn(readFileSync(EXAMPLE_CONFIG, 'utf8'), target, values));
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
  const toDos = readFileSync(join(target, CONFIG_NAME), 'utf8').split('\n').filter(holdsToDo).length;
  return (
    `Created ${where}/ from the example: ${CONFIG_NAME}${copied.length ? ` and ${copied.join(', ')}` : ''}.\n` +
    (toDos
      ? `${toDos} placeholder${toDos === 1 ? '' : 's'} ("[[TODO: …]]") mark what only the carrier can write, such as its testimonials: ` +
        `npm run check -- ${carrier} lists each at its line.\n`
      : '') +
    `Edit ${where}/${CONFIG_NAME} for the carrier's copy, photos and policies, then check it, and serve it (npm start builds it into ${where}/dist/ first):\n` +
    `  npm run check -- ${carrier}\n` +
    `  npm start -- ${carrier}`
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

/** A value written over the example's, or a key removed with its value. */
type Edit = { path: Key[]; value: unknown } | { path: Key[]; remove: true };

/**
 * The example's YAML made the new carrier's (see the top of this file): the values given, the
 * short name for home screens and the other host name of the site that follow from them, the
 * example's credit and terminals removed, its testimonials and the texts that named where it is
 * replaced by placeholders, and the `$schema` comment pointing at the schema from the new folder.
 */
function filledIn(source: string, target: string, values: { field: Field; value: string }[]): string {
  const doc = parseDocument(source, { merge: true });
  const raw: unknown = doc.toJS();
  const languages = declaredLanguages(raw);
  const [defaultTag] = languages.tags;
  // A text by language keeps its default language's line alone; a text written once stays one.
  const asWritten = (path: Key[], text: string) => (isTranslations(valueAt(raw, path), languages.tags) ? { [defaultTag!]: text } : text);

  const edits: Edit[] = values.map(({ field, value }) => ({ path: field.path, value: asWritten(field.path, value) }));
  const name = values.find(({ field }) => field.flag === 'name')!.value;
  if (doc.hasIn(['seo', 'shortName'])) edits.push({ path: ['seo', 'shortName'], value: shortName(name) });
  const siteUrl = values.find(({ field }) => field.flag === 'site-url')!.value;
  if (doc.hasIn(['deploy', 'redirectHosts'])) edits.push({ path: ['deploy', 'redirectHosts'], value: otherHosts(siteUrl) });
  if (doc.hasIn(['company', 'credit'])) edits.push({ path: ['company', 'credit'], remove: true });
  list(valueAt(raw, ['routes'])).forEach((route, r) =>
    list(valueAt(route, ['sections'])).forEach((section, s) => {
      const at: Key[] = ['routes', r, 'sections', s];
      const type = valueAt(section, ['type']);
      if (type === 'testimonials' && doc.hasIn([...at, 'items'])) {
        // The example's first testimonial, each of its words a placeholder; its rating, a number, stays for the carrier to set.
        const first = [...at, 'items', 0];
        const item = Object.entries(valueAt(raw, first) ?? {}).map(([key, value]) => {
          const what = Object.hasOwn(TESTIMONIAL, key) ? TESTIMONIAL[key] : undefined;
          return [key, what ? asWritten([...first, key], toDo(what)) : value] as const;
        });
        edits.push({ path: [...at, 'items'], value: [Object.fromEntries(item)] });
      }
      if (type === 'coverage')
        for (const key of ['terminals', 'terminalsHeading']) if (doc.hasIn([...at, key])) edits.push({ path: [...at, key], remove: true });
    }),
  );
  // Each text naming the example's place once, where it is written (an alias of it follows it).
  const edited = edits.map(({ path }) => path);
  for (const path of textsNamingCarrier(raw, languages))
    if (!edited.some((done) => done.every((key, i) => path[i] === key)) && doc.getIn(path, true) !== undefined)
      edits.push({ path, value: asWritten(path, toDo('your own text')) });

  const schema = relative(target, SCHEMA).split(sep).join('/');
  const withSchema = (text: string) =>
    text.replace(
      /^(# yaml-language-server: \$schema=)\S+/,
      (_, start: string) => `${start}${schema.startsWith('.') ? schema : `./${schema}`}`,
    );

  const spliced = splice(source, doc, edits);
  if (spliced !== undefined) return withSchema(spliced);
  // A value the example writes in a shape that cannot be replaced in place: edit the document and write it out whole.
  for (const edit of edits) if ('remove' in edit) doc.deleteIn(edit.path);
  for (const edit of edits) if ('value' in edit) doc.setIn(edit.path, edit.value);
  return withSchema(doc.toString({ lineWidth: 0 }));
}

/** A piece of the source replaced: from `start` to `end`, by `text`. */
interface Piece {
  start: number;
  end: number;
  text: string;
}

/**
 * `source` with each edit made where its value is written, in the quoting and the layout the
 * example used there, or undefined when one cannot be (then the caller re-writes the document).
 */
function splice(source: string, doc: Document, edits: Edit[]): string | undefined {
  const pieces: Piece[] = [];
  for (const edit of edits) {
    const piece = 'remove' in edit ? removal(source, doc, edit.path) : replacement(source, doc, edit.path, edit.value);
    if (!piece) return undefined;
    pieces.push(piece);
  }
  pieces.sort((a, b) => b.start - a.start);
  if (pieces.some((piece, i) => i > 0 && piece.end > pieces[i - 1]!.start)) return undefined;
  let text = source;
  for (const { start, end, text: piece } of pieces) text = text.slice(0, start) + piece + text.slice(end);
  return text;
}

/** `value` written where the value at `path` is: on its line in its quoting, or in its layout from its column on. */
function replacement(source: string, doc: Document, path: Key[], value: unknown): Piece | undefined {
  const node = doc.getIn(path, true);
  if (!isNode(node) || !node.range) return undefined;
  const [start, end] = node.range;
  const written = source.slice(start, end);
  if (isScalar(node) && typeof value === 'string' && !written.includes('\n')) return { start, end, text: scalarText(value, node.type) };
  const inFlow = path.some((_, i) => {
    const above = doc.getIn(path.slice(0, i + 1), true);
    return isCollection(above) && above.flow;
  });
  if (inFlow)
    return {
      start,
      end,
      text: new Document(value).toString({ collectionStyle: 'flow', flowCollectionPadding: false, lineWidth: 0 }).trimEnd(),
    };
  // A group where a text was, or the reverse, would need the lines around it changed too.
  if (isCollection(node) !== (typeof value === 'object' && value !== null)) return undefined;
  const indent = ' '.repeat(start - source.lastIndexOf('\n', start - 1) - 1);
  const lines = new Document(value).toString({ lineWidth: 0 }).trimEnd().split('\n');
  const text = lines.map((line, i) => (i && line ? indent + line : line)).join('\n');
  return { start, end, text: written.endsWith('\n') ? `${text}\n` : text };
}

/** The lines of the key at `path` and its value, in a group of keys written one a line. */
function removal(source: string, doc: Document, path: Key[]): Piece | undefined {
  const group = doc.getIn(path.slice(0, -1), true);
  if (!isMap(group) || group.flow) return undefined;
  const pair = group.items.find((p) => isScalar(p.key) && p.key.value === path.at(-1));
  const keyStart = isNode(pair?.key) ? pair.key.range?.[0] : undefined;
  const valueEnd = isNode(pair?.value) ? pair.value.range?.[1] : undefined;
  if (keyStart === undefined || valueEnd === undefined) return undefined;
  const start = source.lastIndexOf('\n', keyStart - 1) + 1;
  if (source.slice(start, keyStart).trim()) return undefined; // the first key of a list item, after its dash
  const end = source[valueEnd - 1] === '\n' ? valueEnd : source.indexOf('\n', valueEnd) + 1 || source.length;
  return { start, end, text: '' };
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
