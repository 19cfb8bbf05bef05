import { isDeepStrictEqual } from 'node:util';
import {
  isAlias,
  isCollection,
  isMap,
  isNode,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  Scalar,
  visit,
  type Alias,
  type Document,
  type Node,
  type Pair,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import type { Key, KeyPath } from '../../../schema/keyPath.ts';
import { tokensIn } from './cstTokens.ts';
import { entryLines, type EntryLines } from './entryLines.ts';
import { fileStyle, type FileStyle } from './fileStyle.ts';
import { declaredLanguages, inLanguage } from '../languages/languageTexts.ts';
import { locate } from '../read/locate.ts';
import { placeName } from '../read/placeNames.ts';
import { dottedPath, type Finding } from '../problem.ts';
import { renderEntry, renderFlow, styleLike, type NewEntry } from './renderYaml.ts';
import { isScalarValue, rewriteScalar } from './scalarText.ts';
import { yamlSyntaxProblems } from '../read/yamlMistakes.ts';

/**
 * The one writer of the config's text, as src/config/loadSiteConfig.ts is its one reader: applies
 * an edit (set, delete, insert, move, duplicate, at a key path) to the file's text with the
 * smallest change, so that comments, blank lines, key order, quoting, anchors and folded
 * paragraphs of everything not edited stay byte for byte. yaml's Document API is the reference
 * of what an edit means: the same edit is made on a parsed Document, and the new text must read
 * as exactly that, or nothing is returned. Checking the config and writing the file are
 * src/config/write/saveConfig.ts's.
 */

/**
 * An edit at a key path (schema/keyPath.ts). `insert`'s path ends with the index the new item
 * takes (`[..., 'postings', 0]` puts it first); `move`, `duplicate` and `delete` name the item
 * itself. Values are plain data (what `JSON.parse` gives).
 */
export type ConfigEdit =
  | { op: 'set'; path: KeyPath; value: unknown }
  | { op: 'delete'; path: KeyPath }
  | { op: 'insert'; path: KeyPath; value: unknown }
  | { op: 'move'; path: KeyPath; to: number | 'up' | 'down' }
  | { op: 'duplicate'; path: KeyPath };

/** The new text, or why the edit cannot be made, located in the text it was made on. */
export type EditResult = { ok: true; text: string } | { ok: false; problems: Finding[] };

/**
 * `edits` made one after the other on the text `source` (a config file, shown in problems as
 * `shown`). A problem of a later edit is located in the text the earlier ones made.
 */
export function applyEdits(source: string, edits: readonly ConfigEdit[], shown: string): EditResult {
  let text = source;
  for (const edit of edits) {
    const result = applyEdit(text, edit, shown);
    if (!result.ok) return result;
    text = result.text;
  }
  return { ok: true, text };
}

/** The config's text parsed with its concrete syntax (every token at its offset) and its style. */
interface Parsed {
  source: string;
  doc: Document.Parsed;
  lines: LineCounter;
  style: FileStyle;
}

const parse = (source: string): Parsed => {
  const lines = new LineCounter();
  const doc = parseDocument(source, { keepSourceTokens: true, lineCounter: lines, merge: true, prettyErrors: false });
  return { source, doc, lines, style: fileStyle(doc, source) };
};

/** What an edit cannot do, said at `path` (or at `offset` of the text). */
interface Refusal {
  path: readonly Key[];
  message: string;
  offset?: number;
}

/** The edited text, and a second way to write it should the first not read back as meant (a plain text YAML reads as a number). */
interface Planned {
  text: string;
  quoted?: () => string;
}

/** One edit of `source`, checked: its text, a refusal, or an Error when the text it wrote would read otherwise (a bug). */
function applyEdit(source: string, edit: ConfigEdit, shown: string): EditResult {
  const file = parse(source);
  if (file.doc.errors.length)
    return {
      ok: false,
      problems: yamlSyntaxProblems(file.doc, file.lines, source).map((p) => ({ file: shown, path: '', severity: 'error', ...p })),
    };
  // The edit as yaml's Document API makes it: what the new text must mean.
  const expected = file.doc.clone();
  const planned = plan(file, expected, edit);
  if ('message' in planned) return { ok: false, problems: [problemAt(file, shown, planned)] };
  let after = readBack(planned.text, expected);
  if (!after.same && planned.quoted) {
    const quoted = readBack(planned.quoted(), expected);
    if (quoted.same) after = quoted;
  }
  if (after.doc.errors.length) throw new Error(`The edit wrote YAML that does not parse: ${after.doc.errors[0]!.message}`);
  if (after.dangling) return { ok: false, problems: [problemAt(file, shown, aliasRefusal(file, edit, after.dangling))] };
  if (!after.same) throw new Error(`The edit at ${dottedPath(edit.path)} wrote text that reads otherwise than the edit`);
  return { ok: true, text: after.source };
}

/** The new text of `file` with `edit` made, `expected` edited alike; or why not. */
function plan(file: Parsed, expected: Document, edit: ConfigEdit): Planned | Refusal {
  const { path } = edit;
  if (edit.op === 'set') return set(file, expected, path, edit.value);
  const found = walk(file.doc, edit.op === 'insert' ? path.slice(0, -1) : path);
  if (found.alias) return sharedValue(file, found.alias, path);
  if (edit.op === 'insert') {
    const index = path.at(-1);
    const listPath = path.slice(0, -1);
    if (found.missing !== undefined || found.node === null)
      return index === 0 ? set(file, expected, listPath, [edit.value]) : missing(path, 'add to');
    const list = found.node;
    if (!isSeq(list) || typeof index !== 'number') return notAList(listPath, 'add to');
    if (!Number.isInteger(index) || index < 0 || index > list.items.length)
      return {
        path,
        message: `A list of ${list.items.length} items takes a new item at a place from 0 to ${list.items.length}, not ${index}`,
      };
    expectedList(expected, listPath).items.splice(index, 0, expected.createNode(edit.value, { aliasDuplicateObjects: false }));
    const item = file.doc.createNode(edit.value, { aliasDuplicateObjects: false });
    // Styled like its siblings, the nearest first: a key the one before lacks is written like the next one's.
    styleLike(item, ...list.items.slice(0, index).reverse(), ...list.items.slice(index));
    return { text: addEntry(file, expected, found.steps, listPath, list, index, { item }) };
  }
  if (found.missing !== undefined) return missing(path, edit.op);
  const step = found.steps.at(-1);
  if (!step) return { path, message: 'The whole file cannot be deleted, moved or copied: name a key or an item in it' };
  const { parent, index } = step;
  const parentPath = path.slice(0, -1);
  const flow = flowAround(file, expected, found.steps.slice(0, -1), parent, parentPath);
  if (edit.op === 'delete') {
    expected.deleteIn(path);
    if (flow) return { text: flow() };
    if (parent.items.length === 1) {
      if (found.steps.length === 1) return { path, message: 'This is the only key of the file: a site config cannot be emptied' };
      return { text: replaceInParent(file, expected, found.steps.slice(0, -1), parentPath) };
    }
    return { text: removeEntry(file.source, entryLines(parent, file.source)!, index) };
  }
  if (!isSeq(parent)) return notAList(parentPath, edit.op);
  const list = expectedList(expected, parentPath);
  if (edit.op === 'duplicate') {
    const original = list.items[index];
    if (!isNode(original)) throw new Error(`No item ${index} in the expected list at ${dottedPath(parentPath)}`);
    const copy = original.clone() as Node;
    visit(copy, (_, node) => {
      // A copy that named its anchor again would take it over from the original for every alias after it.
      if (isNode(node) && node.anchor) node.anchor = undefined;
    });
    list.items.splice(index + 1, 0, copy);
    if (flow) return { text: flow() };
    const anchors = [...tokensIn(parent.srcToken && 'items' in parent.srcToken ? parent.srcToken.items[index] : undefined)].filter(
      (t) => t.type === 'anchor',
    );
    return { text: duplicateEntry(file.source, entryLines(parent, file.source)!, index, anchors) };
  }
  const to = edit.to === 'up' ? index - 1 : edit.to === 'down' ? index + 1 : edit.to;
  const places = parent.items.length;
  if (edit.to === 'up' && to < 0) return { path, message: `This item is already the first of its list of ${places}: it cannot move up` };
  if (edit.to === 'down' && to >= places)
    return { path, message: `This item is already the last of its list of ${places}: it cannot move down` };
  if (!Number.isInteger(to) || to < 0 || to >= places)
    return { path, message: `A list of ${places} items has the places 0 to ${places - 1}: this item cannot move to place ${edit.to}` };
  list.items.splice(to, 0, ...list.items.splice(index, 1));
  return { text: flow ? flow() : moveEntry(file.source, entryLines(parent, file.source)!, index, to) };
}

/** `set`: a scalar rewritten in place, an entry written anew, or a key added to its group. */
function set(file: Parsed, expected: Document, path: KeyPath, value: unknown): Planned | Refusal {
  const found = walk(file.doc, path);
  if (found.alias) return sharedValue(file, found.alias, path);
  const step = found.steps.at(-1);
  if (found.missing === undefined) {
    if (!step) return { path, message: 'The whole file cannot be replaced by an edit: name a key or an item in it' };
    expected.setIn(path, expected.createNode(value, { aliasDuplicateObjects: false }));
    const node = found.node;
    const flow = flowAround(file, expected, found.steps.slice(0, -1), step.parent, path.slice(0, -1));
    if (isScalar(node) && isScalarValue(value)) {
      const style = file.style;
      return {
        text: rewriteScalar(file.source, node, value, style),
        quoted: () => rewriteScalar(file.source, node, value, style, Scalar.QUOTE_DOUBLE),
      };
    }
    if (flow) return { text: flow() };
    const made = file.doc.createNode(value, { aliasDuplicateObjects: false });
    // Styled like what it replaces, unless that was a placeholder (`[]`, `{}`, nothing).
    if (!(isCollection(node) && !node.items.length)) styleLike(made, node);
    return { text: replaceEntry(file, step.parent, step.index, made) };
  }
  // A key the file does not have yet: added at the end of the deepest group that exists.
  const depth = found.missing;
  const rest = path.slice(depth + 1);
  const container = found.node;
  // A key written with no value (`social:`) is an empty group to add to.
  if (container === null && depth > 0) return set(file, expected, path.slice(0, depth), nestedValue(path.slice(depth), value));
  if (rest.some((key) => typeof key === 'number') || !isMap(container)) {
    if (isSeq(container) && path[depth] === container.items.length && !rest.length)
      return plan(file, expected, { op: 'insert', path, value });
    return missing(path, 'set');
  }
  expected.setIn(path, expected.createNode(value, { aliasDuplicateObjects: false }));
  const entry = { key: String(path[depth]), value: file.doc.createNode(nestedValue(rest, value), { aliasDuplicateObjects: false }) };
  return { text: addEntry(file, expected, found.steps, path.slice(0, depth), container, container.items.length, entry) };
}

/** `value` inside groups named by `keys`: `{ a: { b: value } }` for `['a', 'b']`. */
const nestedValue = (keys: readonly Key[], value: unknown) => keys.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);

/** Where a key path leads in `doc`: the collections on the way, the node, and where it stops (a missing key, an alias). */
interface Found {
  steps: { parent: YAMLMap | YAMLSeq; index: number }[];
  /** The node at the path, or the last one that exists on it. */
  node: unknown;
  /** The depth of the first key the file does not have. */
  missing?: number;
  /** An alias on the way: the value it repeats is written elsewhere. */
  alias?: Alias;
}

function walk(doc: Document, path: readonly Key[]): Found {
  const steps: Found['steps'] = [];
  let node: unknown = doc.contents;
  for (const [depth, key] of path.entries()) {
    if (isAlias(node)) return { steps, node, missing: depth, alias: node };
    let index = -1;
    if (isMap(node)) index = node.items.findIndex((pair) => isScalar(pair.key) && String(pair.key.value) === String(key));
    else if (isSeq(node) && typeof key === 'number' && key >= 0 && key < node.items.length) index = key;
    if (index < 0) return { steps, node, missing: depth };
    const parent = node as YAMLMap | YAMLSeq;
    steps.push({ parent, index });
    node = isMap(parent) ? (parent.items[index] as Pair).value : parent.items[index];
  }
  return { steps, node };
}

/**
 * When the collection at `path` (reached by `steps`) is inside a flow collection, or is one
 * (`[OH, IN]`, `{ value: 500+, label: … }`), the outermost of them is written again from
 * `expected`, on one line: a flow collection is a single value, and its line is the change.
 */
function flowAround(file: Parsed, expected: Document, steps: Found['steps'], collection: YAMLMap | YAMLSeq, path: readonly Key[]) {
  const chain = [...steps.map((s) => s.parent), collection];
  const outer = chain.findIndex((c) => c.srcToken?.type === 'flow-collection');
  if (outer < 0) return undefined;
  const flow = chain[outer]!;
  const [from, to] = flow.range!;
  return () => splice(file.source, from, to, renderFlow(expected.getIn(path.slice(0, outer), true), file.style));
}

/** The entry `index` of the block collection `parent` written anew as `value` (its key kept). */
function replaceEntry(file: Parsed, parent: YAMLMap | YAMLSeq, index: number, value: unknown): string {
  const entry = entryLines(parent, file.source)![index]!;
  const item = parent.items[index];
  const fresh: NewEntry = isMap(parent) ? { key: String((item as Pair<Scalar>).key.value), value } : { item: value };
  return splice(file.source, entry.head, entry.end, renderEntry(fresh, entry.column, file.style));
}

/** The collection at `path`, emptied or filled from empty, written anew in its parent from `expected` (in block style). */
function replaceInParent(file: Parsed, expected: Document, steps: Found['steps'], path: readonly Key[]): string {
  const step = steps.at(-1);
  if (!step) throw new Error('The whole file cannot be emptied');
  const node = expected.getIn(path, true);
  if (isCollection(node)) node.flow = false;
  const flow = flowAround(file, expected, steps.slice(0, -1), step.parent, path.slice(0, -1));
  return flow ? flow() : replaceEntry(file, step.parent, step.index, node);
}

/** A new entry at `index` of the collection `collection` (at `path`), in the lines of its siblings and their spacing. */
function addEntry(
  file: Parsed,
  expected: Document,
  steps: Found['steps'],
  path: readonly Key[],
  collection: YAMLMap | YAMLSeq,
  index: number,
  entry: NewEntry,
): string {
  const flow = flowAround(file, expected, steps, collection, path);
  if (flow && !collection.items.length) return replaceInParent(file, expected, steps, path);
  if (flow) return flow();
  const entries = entryLines(collection, file.source)!;
  const column = entries[0]!.column;
  const block = ' '.repeat(column) + renderEntry(entry, column, file.style);
  return insertEntry(file.source, entries, index, block);
}

/** The text with the lines `block` inserted as entry `index`, spaced from its neighbours as the entries around it are. */
function insertEntry(source: string, entries: EntryLines[], index: number, block: string): string {
  const n = entries.length;
  const near = Math.min(Math.max(index, 1), n - 1);
  const spacing = n > 1 ? '\n'.repeat(blankLines(source.slice(entries[near - 1]!.end, entries[near]!.start))) : '';
  if (index === n) {
    const at = entries[n - 1]!.end;
    return splice(source, at, at, (source.endsWith('\n') || at < source.length ? '' : '\n') + spacing + block);
  }
  const entry = entries[index]!;
  // Before the first item of `- - a`: the new one takes the parent's line, the old one the next.
  if (sharesLine(source, entry)) return splice(source, entry.head, entry.head, block.trimStart() + spacing + ' '.repeat(entry.column));
  return splice(source, entry.start, entry.start, block + spacing);
}

/** The text without entry `index` and the spacing before it (after it, for the first). */
function removeEntry(source: string, entries: EntryLines[], index: number): string {
  const entry = entries[index]!;
  if (index > 0) return splice(source, entries[index - 1]!.end, entry.end, '');
  const next = entries[1]!;
  // `- type: hero` loses its first key: the next key moves up beside the `- `.
  if (sharesLine(source, entry)) return splice(source, entry.head, next.head, '');
  return splice(source, entry.start, next.start, '');
}

/** The entries' lines in their new order, the spacing between them where it was: only the moved lines move. */
function moveEntry(source: string, entries: EntryLines[], from: number, to: number): string {
  const first = entries[0]!;
  // In `- - a`, the first item sits on its parent's line: whichever item comes first goes there,
  // and comments written above it wait for the next item, below the parent's line.
  const compact = sharesLine(source, first);
  const comments = entries.map((e) => source.slice(e.start, e.lineStart));
  const bodies = entries.map((e) => source.slice(e.head, e.end));
  const spacing = entries.map((e, i) => (i ? source.slice(entries[i - 1]!.end, e.start) : ''));
  const indent = ' '.repeat(first.column);
  const order = entries.map((_, i) => i);
  order.splice(to, 0, ...order.splice(from, 1));
  let waiting = '';
  const region = order
    .map((k, i) => {
      if (i === 0 && compact) {
        waiting = comments[k]!;
        return bodies[k]!;
      }
      const block = spacing[i]! + waiting + comments[k]! + indent + bodies[k]!;
      waiting = '';
      return block;
    })
    .join('');
  return splice(source, compact ? first.head : first.start, entries.at(-1)!.end, region);
}

/** The text with a copy of entry `index` after it, without the comments above it and without its anchors. */
function duplicateEntry(source: string, entries: EntryLines[], index: number, anchors: readonly { offset: number }[]): string {
  const entry = entries[index]!;
  let copy = source.slice(entry.head, entry.end);
  for (const anchor of [...anchors].sort((a, b) => b.offset - a.offset)) {
    const at = anchor.offset - entry.head;
    const after = /^&\S+[ \t]*/.exec(copy.slice(at))![0];
    copy = copy.slice(0, at) + copy.slice(at + after.length);
  }
  return insertEntry(source, entries, index + 1, ' '.repeat(entry.column) + copy.replace(/[ \t]+\n/g, '\n'));
}

/** Whether the entry begins on the line of its parent's `- ` (`- type: hero` for the key `type`). */
const sharesLine = (source: string, entry: EntryLines) => source.slice(entry.lineStart, entry.head).trim() !== '';

/** How many blank lines the text between two entries holds. */
const blankLines = (between: string) =>
  between
    .split('\n')
    .slice(0, -1)
    .filter((line) => !line.trim()).length;

const splice = (source: string, from: number, to: number, text: string) => source.slice(0, from) + text + source.slice(to);

/** The list at `path` of the expected Document (the edit's path was checked on the file's). */
function expectedList(expected: Document, path: readonly Key[]): YAMLSeq {
  const list = expected.getIn(path, true);
  if (!isSeq(list)) throw new Error(`No list at ${dottedPath(path)} of the expected document`);
  return list;
}

/** The new text parsed: whether it holds the data of `expected` (merges and aliases resolved), or the first alias it left without its anchor. */
function readBack(text: string, expected: Document): Parsed & { same: boolean; dangling?: Alias } {
  const after = parse(text);
  if (after.doc.errors.length) return { ...after, same: false };
  const dangling = danglingAlias(after.doc);
  if (dangling) return { ...after, same: false, dangling };
  return { ...after, same: isDeepStrictEqual(after.doc.toJS(), expected.toJS()) };
}

/** The first alias of `doc` with no anchor of its name before it. */
function danglingAlias(doc: Document): Alias | undefined {
  let dangling: Alias | undefined;
  visit(doc, {
    Alias(_, alias) {
      if (alias.resolve(doc) === undefined) {
        dangling = alias;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return dangling;
}

/** Line of the anchor `&name` in `file`, for messages. */
function anchorLine(file: Parsed, name: string): number | undefined {
  const token = [...tokensIn(file.doc.contents?.srcToken)].find((t) => t.type === 'anchor' && 'source' in t && t.source === `&${name}`);
  return token ? file.lines.linePos(token.offset).line : undefined;
}

/** Why an edit that would leave an alias before (or without) its anchor is refused. */
function aliasRefusal(file: Parsed, edit: ConfigEdit, alias: Alias): Refusal {
  const name = alias.source;
  const line = anchorLine(file, name);
  const anchor = `&${name}${line ? ` (line ${line})` : ''}`;
  const writeOut = `write the value out in place of *${name}`;
  if (edit.op === 'move')
    return {
      path: edit.path,
      message: `Moving this item would put *${name} before ${anchor}, the value it repeats, and YAML reads an alias only after its anchor: move the item that holds &${name} first, or ${writeOut}`,
    };
  const what = edit.op === 'delete' ? 'Deleting this' : 'Replacing this';
  return { path: edit.path, message: `${what} would remove ${anchor}, which *${name} still repeats: ${writeOut} first` };
}

/** Why a value reached through an alias cannot be edited there. */
function sharedValue(file: Parsed, alias: Alias, path: readonly Key[]): Refusal {
  const line = anchorLine(file, alias.source);
  return {
    path,
    offset: alias.range?.[0],
    message: `This value is written once as &${alias.source}${line ? ` at line ${line}` : ''} and repeated here as *${alias.source}: change it there (every place that repeats it changes), or write it out here in place of *${alias.source} first`,
  };
}

const missing = (path: readonly Key[], verb: string): Refusal => ({
  path,
  message: `Nothing at ${dottedPath(path)} to ${verb}: the file may have changed since it was read. Reload it`,
});

const notAList = (path: readonly Key[], verb: string): Refusal => ({
  path,
  message: `${dottedPath(path) || 'The file'} is not a list: only the items of a list can be ${verb === 'add to' ? 'added' : `${verb}d`} this way`,
});

/** A refusal as a problem of the file, at its line and column, named as a person reads the site. */
function problemAt(file: Parsed, shown: string, { path, message, offset }: Refusal): Finding {
  let data: unknown;
  let tags: readonly string[] = [];
  try {
    const raw: unknown = file.doc.toJS();
    const languages = declaredLanguages(raw);
    tags = languages.tags;
    data = languages.tags[0] ? inLanguage(raw, languages.tags[0], languages) : raw;
  } catch {
    // A file whose aliases do not resolve is still located; it is named by its key path alone.
  }
  const place =
    data === undefined
      ? undefined
      : placeName(
          data,
          path.filter((key) => !tags.includes(key as string)),
        );
  const position =
    offset === undefined
      ? locate(file.doc, file.lines, path)
      : { line: file.lines.linePos(offset).line, column: file.lines.linePos(offset).col };
  return { file: shown, ...position, path: dottedPath(path), message, severity: 'error', ...(place ? { place } : {}) };
}
