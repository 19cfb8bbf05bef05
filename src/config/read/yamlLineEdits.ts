import { CST, Lexer } from 'yaml';
import { EXCERPT_LENGTH, printable } from '../printable.ts';

/**
 * The one-line corrections of the slips a person makes editing a config by hand (a key
 * indented one space off, a tab, a colon with no space after it, a colon inside a text, a
 * quote left open, a list item that lost its "- " or the space after it, a key with no colon),
 * each with what to tell that person. They are only proposals: src/config/read/yamlMistakes.ts keeps
 * the one that makes the file readable to the YAML parser again.
 */
export interface LineEdit {
  /** The slip it corrects. */
  slip: Slip;
  /** The line as corrected. */
  text: string;
  /** Where on the line the slip is, from 0. */
  offset: number;
  /** What to do, in plain words. */
  advice: string;
  /** The indentation the line gets, when the edit is one of indentation. */
  indent?: number;
}

export type Slip =
  | 'open quote'
  | 'open bracket'
  | 'tab'
  | 'no space after colon'
  | 'no space after dash'
  | 'text to quote'
  | 'indentation'
  | 'no dash'
  | 'no colon';

/** A token of one line as the YAML lexer reads it, and where it starts on the line. */
interface LineToken {
  type: CST.TokenType | 'plain';
  source: string;
  offset: number;
}

/** The lexer's marks that stand for no character of the line. */
const MARKS = new Set<string>(['byte-order-mark', 'doc-mode', 'flow-error-end', 'scalar']);

/** The tokens of `line` read on its own: the line's structure as the parser sees it, without its context. */
function lineTokens(line: string): LineToken[] {
  const tokens: LineToken[] = [];
  let offset = 0;
  for (const source of new Lexer().lex(line)) {
    const type = CST.tokenType(source) ?? 'plain';
    if (MARKS.has(type)) continue;
    tokens.push({ type, source, offset });
    offset += source.length;
  }
  return tokens;
}

/** How a line of a config is built: its indentation, its "- ", its key. */
export interface LineShape {
  /** The spaces (or tabs) before the first character. */
  lead: string;
  /** The line starts a list item ("- "). */
  item: boolean;
  /** The column (from 0) of what follows the indentation and the "- ". */
  contentColumn: number;
  /** The key the line starts, if it starts one (`email` of `email: …`). */
  key?: string;
  /** The line ends with a key or a dash whose value is on the lines below (`credit:`, `about: >-`, `quoteAction: &quote`). */
  opensBlock: boolean;
  tokens: LineToken[];
}

export function lineShape(line: string): LineShape {
  const tokens = lineTokens(line);
  let i = 0;
  const lead = tokens[i]?.type === 'space' && tokens[i]!.offset === 0 ? tokens[i++]!.source : '';
  const item = tokens[i]?.type === 'seq-item-ind';
  if (item) i += tokens[i + 1]?.type === 'space' ? 2 : 1;
  const first = tokens[i];
  const key = first && tokens[i + 1]?.type === 'map-value-ind' && first.type !== 'space' ? first.source : undefined;
  const meaningful = tokens.filter((t) => t.type !== 'space' && t.type !== 'comment' && t.type !== 'newline');
  const last = meaningful.at(-1);
  return {
    lead,
    item,
    contentColumn: first?.offset ?? line.length,
    key,
    opensBlock: ['map-value-ind', 'block-scalar-header', 'anchor', 'tag', 'seq-item-ind'].includes(last?.type ?? ''),
    tokens,
  };
}

/** The indentations a line is tried at: a line is rarely meant more than a level or two off where it is. */
const NEAREST_INDENTS = 3;

/** `1 space`, `2 spaces`: an indentation as a message says it. */
export const spaces = (n: number) => `${n} space${n === 1 ? '' : 's'}`;
/** Part of a line as a message shows it: printable, and cut short (the line number says where the rest is). */
const cut = (text: string, max = EXCERPT_LENGTH) => {
  const safe = printable(text);
  return safe.length <= max ? safe : `${safe.slice(0, max - 1)}…`;
};
/** What a message shows of a line: its text without the indentation, cut. */
const shown = (text: string) => cut(text.trim());

/** Each one-line correction of `line` worth trying, the likeliest slips first; `indents` are those of the lines around it, the nearest lines' first. */
export function lineEdits(line: string, indents: readonly number[]): LineEdit[] {
  const shape = lineShape(line);
  return [
    ...closeQuote(line, shape),
    ...closeBracket(line, shape),
    ...indentWithSpaces(line, shape, indents),
    ...spaceAfterColon(line, shape),
    ...spaceAfterDash(line, shape),
    ...quoteText(line, shape),
    ...reindent(line, shape, indents),
    ...addDash(line, shape),
    ...addColon(line, shape),
  ];
}

/** A text opened with a quote and never closed: closed before the next `,` `}` `]`, or at the end of the line. */
function closeQuote(line: string, { tokens }: LineShape): LineEdit[] {
  const open = tokens.find((t) => t.type === 'double-quoted-scalar' || t.type === 'single-quoted-scalar');
  if (!open) return [];
  const quote = open.source[0]!;
  const closed = open.source.length > 1 && open.source.endsWith(quote);
  if (closed) return [];
  const end = line.trimEnd().length;
  // (The first few: a text that held a comma of its own is closed at the end of the line.)
  const ends = [...line.slice(open.offset + 1, end).matchAll(/\s*[,}\]]/g)].slice(0, 3).map((m) => open.offset + 1 + m.index);
  return [...ends, end].map((at) => {
    const text = `${line.slice(0, at)}${quote}${line.slice(at)}`;
    return {
      slip: 'open quote',
      text,
      offset: open.offset,
      advice: `The quote ${quote} before this text is not closed: end the text with ${quote} too, as in ${cut(text.slice(open.offset, at + 1))}`,
    };
  });
}

/** Tabs in the indentation, replaced with the spaces of the lines around it. */
function indentWithSpaces(line: string, { lead }: LineShape, indents: readonly number[]): LineEdit[] {
  if (!lead.includes('\t')) return [];
  return indents.slice(0, NEAREST_INDENTS).map((indent) => ({
    slip: 'tab',
    text: ' '.repeat(indent) + line.slice(lead.length),
    offset: lead.indexOf('\t'),
    indent,
    advice: `A tab indents this line, and YAML allows only spaces there: indent it with ${spaces(indent)}, like the lines around it`,
  }));
}

/** `email:office@carrier.test`: YAML reads a colon as the end of a key only when a space follows it. */
function spaceAfterColon(line: string, { tokens }: LineShape): LineEdit[] {
  return tokens.flatMap((token) => {
    if (token.type !== 'plain') return [];
    // A key (letters, digits, - or _) and a colon glued to its value; not a web address's "https://".
    const glued = /^([\w-]+):(?![\s/:])/.exec(token.source);
    if (!glued) return [];
    const at = token.offset + glued[0].length;
    const text = `${line.slice(0, at)} ${line.slice(at)}`;
    return [
      {
        slip: 'no space after colon',
        text,
        offset: at - 1,
        advice: `Put a space after the colon: ${cut(`${glued[1]}: ${token.source.slice(glued[0].length)}`)}`,
      },
    ];
  });
}

/** `-type: about`: a dash starts a list item only when a space follows it. */
function spaceAfterDash(line: string, { lead, tokens }: LineShape): LineEdit[] {
  const first = tokens.find((t) => t.offset === lead.length);
  if (!first || first.type !== 'plain' || !/^-[^\s\d-]/.test(first.source)) return [];
  const at = lead.length + 1;
  const text = `${line.slice(0, at)} ${line.slice(at)}`;
  return [{ slip: 'no space after dash', text, offset: lead.length, advice: `Put a space after the dash: ${shown(text)}` }];
}

/**
 * A text YAML reads as something else unless it is in quotes: one holding ": " (`tagline:
 * Freight: fast`, read as another key), one starting with a character YAML keeps for itself
 * (@ ` %), one starting with a quoted word (`"Reliable" freight`, read as a quoted text
 * followed by stray words).
 */
function quoteText(line: string, { tokens }: LineShape): LineEdit[] {
  return tokens.flatMap((colon, c): LineEdit[] => {
    if (colon.type !== 'map-value-ind') return [];
    const inFlow = tokens.slice(0, c).some((t) => t.type === 'flow-map-start' || t.type === 'flow-seq-start');
    const start = tokens.slice(c + 1).find((t) => t.type !== 'space');
    if (!start) return [];
    // The text runs to the end of the line, or of its entry of a { } or [ ] item, or to a comment.
    const after = tokens.slice(tokens.indexOf(start));
    const stop = after.findIndex(
      (t) => t.type === 'comment' || (inFlow && (t.type === 'comma' || t.type === 'flow-map-end' || t.type === 'flow-seq-end')),
    );
    const text = stop < 0 ? after : after.slice(0, stop);
    const quotedFirst = start.type === 'double-quoted-scalar' || start.type === 'single-quoted-scalar';
    const why =
      start.type === 'plain' && text.some((t) => t.type === 'map-value-ind')
        ? 'it holds ": "'
        : (start.type === 'plain' && /^[@`]/.test(start.source)) || start.type === 'directive-line'
          ? `it starts with ${start.source[0]}`
          : quotedFirst && text.some((t) => t !== start && t.type !== 'space')
            ? 'YAML reads a text that starts with a quote as ending at the next one'
            : undefined;
    if (!why) return [];
    const end =
      start.offset +
      text
        .map((t) => t.source)
        .join('')
        .trimEnd().length;
    const words = line.slice(start.offset, end);
    const [open, close] = words.includes('"') && !words.includes("'") ? ["'", "'"] : ['"', '"'];
    const inQuotes = `${open}${open === '"' ? words.replace(/["\\]/g, '\\$&') : words}${close}`;
    const key = tokens[c - 1]?.source ?? '';
    return [
      {
        slip: 'text to quote',
        text: `${line.slice(0, start.offset)}${inQuotes}${line.slice(end)}`,
        offset: start.offset,
        advice: `Put the ${quotedFirst ? 'whole ' : ''}text in quotes: ${why}. Write ${cut(key, 30)}: ${open}${cut(inQuotes.slice(1, -1), 40)}${close}`,
      },
    ];
  });
}

/** `- { label: Home, path: /`: a { } or [ ] item not closed on its line. */
function closeBracket(line: string, { tokens }: LineShape): LineEdit[] {
  const open: string[] = [];
  for (const token of tokens) {
    if (token.type === 'flow-map-start') open.push('}');
    if (token.type === 'flow-seq-start') open.push(']');
    if (token.type === 'flow-map-end' || token.type === 'flow-seq-end') open.pop();
  }
  if (!open.length) return [];
  const closing = open.reverse().join('');
  const end = line.trimEnd().length;
  const text = `${line.slice(0, end)} ${closing}`;
  return [
    {
      slip: 'open bracket',
      text,
      offset: end,
      advice: `This item opens ${open.map((c) => (c === '}' ? '{' : '[')).join(' ')} and does not close it: end it with ${closing}, as in ${shown(text)}`,
    },
  ];
}

/** The line at the indentation of one of the lines around it. */
function reindent(line: string, { lead, item, key, contentColumn }: LineShape, indents: readonly number[]): LineEdit[] {
  if (lead.includes('\t') || contentColumn === line.length) return [];
  const now = lead.length;
  // The nearest indentations (a key one space off is meant one space over, not at the left
  // margin), and of two as near, the one of the nearer line.
  return [...indents]
    .filter((indent) => indent !== now)
    .sort((a, b) => Math.abs(a - now) - Math.abs(b - now))
    .slice(0, NEAREST_INDENTS)
    .map((indent): LineEdit => {
      const off = `indented ${spaces(Math.abs(indent - now))} too ${indent < now ? 'far' : 'little'}`;
      const advice = item
        ? `This list item is ${off}: indent its "-" like the items around it (${spaces(indent)})`
        : key !== undefined
          ? `"${cut(key)}:" is ${off}: indent it like the keys around it (${spaces(indent)})`
          : `This line is ${off}: indent it with ${spaces(indent)}`;
      return { slip: 'indentation', text: ' '.repeat(indent) + line.slice(now), offset: now, indent, advice };
    });
}

/**
 * A list item whose "- " was deleted: put back in front of the item (when the dash and its
 * space were deleted), or where two spaces now stand (when they were replaced with spaces).
 */
function addDash(line: string, { lead, item, contentColumn }: LineShape): LineEdit[] {
  if (item || lead.includes('\t') || contentColumn === line.length) return [];
  const content = line.slice(lead.length);
  const advice = `This list item has lost its "- ": start it with "- " like the items around it, as in ${cut(`- ${content.trim()}`)}`;
  const inFront: LineEdit = { slip: 'no dash', text: `${lead}- ${content}`, offset: lead.length, advice };
  if (lead.length < 2) return [inFront];
  return [inFront, { ...inFront, text: `${lead.slice(2)}- ${content}` }];
}

/** `email office@carrier.test`: a key with no colon after it. */
function addColon(line: string, { lead, item, tokens }: LineShape): LineEdit[] {
  const first = tokens.find((t) => t.offset >= lead.length && t.type !== 'seq-item-ind' && t.type !== 'space');
  if (!first || first.type !== 'plain' || tokens.some((t) => t.type === 'map-value-ind')) return [];
  const word = /^[A-Za-z_][\w-]*(?=\s|$)/.exec(first.source);
  if (!word || (item && !first.source.includes(' '))) return [];
  const at = first.offset + word[0].length;
  const text = `${line.slice(0, at)}:${line.slice(at)}`;
  return [{ slip: 'no colon', text, offset: at, advice: `Put a colon after "${cut(word[0])}": ${shown(text)}` }];
}
