import { visit, type Document, type LineCounter, type YAMLError } from 'yaml';
import type { Finding } from './problem.ts';

/** A problem of the YAML itself, placed by the parser (with the dotted path of its value, when it is in one). */
export type YamlProblem = Pick<Finding, 'line' | 'column' | 'message'> & Partial<Pick<Finding, 'path'>>;

/**
 * The YAML syntax problems of `doc`, worded for a person editing the file. After the first
 * error the parser is often confused, so the errors that follow it are echoes of it: only the
 * first is reported, plus any duplicate key, which never cascades.
 */
export function yamlSyntaxProblems(doc: Document, lines: LineCounter, source: string): YamlProblem[] {
  const [first, ...rest] = doc.errors;
  if (!first) return unresolvedAliases(doc, lines);
  return [first, ...rest.filter((e) => e.code === 'DUPLICATE_KEY')].map((error) => {
    const { line, col } = lines.linePos(error.pos[0]);
    return { line, column: col, message: `YAML syntax: ${explain(error, source)}` };
  });
}

function explain(error: YAMLError, source: string): string {
  const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  // The parser reads nesting recursively and reports running out of stack as an error of its own.
  if (/call stack/i.test(message)) return 'Nested far too deeply for a site config: check the indentation, or the brackets [ ] and { }';
  switch (error.code) {
    case 'DUPLICATE_KEY':
      return `Duplicate key "${keyAt(source, error.pos[0])}": a key may appear once in the same group`;
    case 'TAB_AS_INDENT':
      return 'Tabs are not allowed for indentation: indent with spaces';
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY':
      return message.startsWith('Nested mappings')
        ? 'A second ": " on one line. Put a text that contains ": " in quotes, or check the indentation'
        : `${message}. Check the indentation, and put a text that contains ": " in quotes`;
    case 'BAD_INDENT':
    case 'UNEXPECTED_TOKEN':
      return `${message}. Check the indentation; a text that starts with [ { * & ! | > or a quote must be put in quotes`;
    default:
      return message;
  }
}

const keyAt = (source: string, offset: number) => /^[^:\n]*/.exec(source.slice(offset))![0].trim();

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
