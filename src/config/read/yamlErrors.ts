import { isPair, isScalar, LineCounter, parseDocument, visit, type Document, type YAMLError } from 'yaml';
import type { Finding } from '../problem.ts';
import { keyStart, likelyMistake } from './yamlMistake.ts';

/** A problem of the YAML itself, placed by the parser (with the dotted path of its value, when it is in one). */
export type YamlProblem = Pick<Finding, 'line' | 'column' | 'message'> & Partial<Pick<Finding, 'path'>>;

/**
 * The YAML syntax problems of `doc`, worded for a person editing the file. After the first
 * error the parser is often confused, so the errors that follow it are echoes of it: only the
 * first is reported, on the line most likely changed (src/config/read/yamlMistake.ts), plus any
 * duplicate key, which never cascades.
 */
export function yamlSyntaxProblems(doc: Document, lines: LineCounter, source: string): YamlProblem[] {
  const [first, ...rest] = doc.errors;
  if (!first) return unresolvedAliases(doc, lines);
  // (Nesting too deep for the parser's stack is no slip of one line.)
  const mistake = isStackOverflow(first) ? undefined : likelyMistake(source, first, lines);
  const duplicates = rest.filter((e) => e.code === 'DUPLICATE_KEY');
  if (!mistake) return [first, ...duplicates].map((error) => explained(error, doc, lines, source));
  const problem = { line: mistake.line, column: mistake.column, message: `YAML syntax: ${mistake.message}` };
  if (!duplicates.length) return [problem];
  // The duplicate keys that are left once the mistake is corrected (a lost dash makes some of its own).
  const counter = new LineCounter();
  const corrected = parseDocument(mistake.corrected, { lineCounter: counter, prettyErrors: false, merge: true });
  const left = corrected.errors.filter((e) => e.code === 'DUPLICATE_KEY');
  return [problem, ...left.map((error) => explained(error, corrected, counter, mistake.corrected))];
}

/** The parser reads nesting recursively and reports running out of stack as an error of its own. */
const isStackOverflow = (error: YAMLError) => /call stack/i.test(error.message);

function explained(error: YAMLError, doc: Document, lines: LineCounter, source: string): YamlProblem {
  const { line, col } = lines.linePos(error.code === 'DUPLICATE_KEY' ? keyStart(source, error.pos[0]) : error.pos[0]);
  return { line, column: col, message: `YAML syntax: ${explain(error, doc, lines, source)}` };
}

function explain(error: YAMLError, doc: Document, lines: LineCounter, source: string): string {
  const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  if (isStackOverflow(error)) return 'Nested far too deeply for a site config: check the indentation, or the brackets [ ] and { }';
  switch (error.code) {
    case 'DUPLICATE_KEY': {
      const key = keyAt(source, keyStart(source, error.pos[0]));
      const before = firstOfKey(doc, keyStart(source, error.pos[0]));
      const where = before === undefined ? '' : ` (also on line ${lines.linePos(before).line})`;
      return `"${key}" is given twice in the same group${where}: keep one of the two and delete the other`;
    }
    case 'TAB_AS_INDENT':
      return 'A tab indents this line, and YAML allows only spaces there: indent it with spaces, like the lines around it';
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return message.startsWith('Nested mappings')
        ? 'A second ": " on one line. Put a text that contains ": " in quotes, or check the indentation'
        : `${message}. Check the indentation, and put a text that contains ": " in quotes`;
    case 'BAD_INDENT':
      return `${message}. Indent this line like the lines around it, with spaces`;
    case 'UNEXPECTED_TOKEN':
      return `${message}. Check the indentation; a text that starts with [ { * & ! | > or a quote must be put in quotes`;
    default:
      return message;
  }
}

const keyAt = (source: string, offset: number) => /^[^:\n]*/.exec(source.slice(offset))![0].trim();

/** Where the first of the keys equal to the duplicate at `offset` is written, in the same group. */
function firstOfKey(doc: Document, offset: number): number | undefined {
  let first: number | undefined;
  visit(doc, {
    Map(_, map) {
      const keys = map.items
        .filter(isPair)
        .map((pair) => pair.key)
        .filter(isScalar);
      const duplicate = keys.find((key) => key.range?.[0] === offset);
      if (!duplicate) return undefined;
      first = keys.find((key) => key.value === duplicate.value)?.range?.[0];
      return visit.BREAK;
    },
  });
  return first;
}

/** `*name` with no `&name` anchor before it: the parser accepts it, reading the value fails. */
function unresolvedAliases(doc: Document, lines: LineCounter): YamlProblem[] {
  const problems: YamlProblem[] = [];
  visit(doc, {
    Alias(_, alias) {
      if (alias.resolve(doc) === undefined) {
        const { line, col } = lines.linePos(alias.range?.[0] ?? 0);
        problems.push({
          line,
          column: col,
          message: `YAML: no anchor "&${alias.source}" before this "*${alias.source}": define the anchor first`,
        });
      }
    },
  });
  return problems;
}
