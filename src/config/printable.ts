/**
 * Characters a terminal or CI log acts on or hides instead of showing: the C0 and C1 controls
 * (line breaks, ANSI escape sequences, carriage returns that overwrite a line), DEL, the
 * Unicode line and paragraph separators, the bidirectional controls that reorder what is
 * shown, and the byte order mark. Every text of the config echoed in a message goes through
 * `printable`, so a key or value cannot forge a line of the check's output.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** `text` with every unsafe character written as a visible escape (`\n`, `\u{1b}`). */
export function printable(text: string): string {
  return text.replace(UNSAFE, (c) => (c === '\n' ? '\\n' : c === '\t' ? '\\t' : `\\u{${c.charCodeAt(0).toString(16)}}`));
}

/** Longest excerpt of a value of the config that a message echoes. */
export const EXCERPT_LENGTH = 60;

/** A value of the config as a message echoes it: printable, and cut to a short excerpt. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const safe = printable(text);
  if (safe.length <= max) return safe;
  return `${safe.slice(0, max - 1)}… (${text.length.toLocaleString('en-US')} characters)`;
}

/** A value of the config in quotes, as a message echoes it. */
export const quoted = (text: string, max = EXCERPT_LENGTH) => `"${excerpt(text, max)}"`;
