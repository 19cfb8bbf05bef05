import type { YamlProblem } from './yamlMistakes.ts';

/**
 * The config file's bytes as the text YAML reads, or why they are not a site config: too
 * large, binary, UTF-16, or not UTF-8. Line endings are made `\n`, so a file saved with
 * Windows (CR LF) or classic Mac (CR) line ends reads the same, with the line numbers an
 * editor shows.
 */

/** A site config is text of a few dozen kilobytes (the example: 36 KB). */
export const MAX_CONFIG_BYTES = 1_000_000;

/** `text` with CR LF and lone CR line ends written as LF. */
export const withLineFeeds = (text: string) => text.replace(/\r\n?/g, '\n');

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
export const tooLarge = (bytes: number) =>
  `The file is ${megabytes(bytes)}; a site config is text of at most ${megabytes(MAX_CONFIG_BYTES)}. Is this the right file?`;
const fileProblem = (message: string, line = 1, column = 1): { problem: YamlProblem } => ({ problem: { line, column, message } });

export function decodeConfig(bytes: Uint8Array): { text: string } | { problem: YamlProblem } {
  if (bytes.length > MAX_CONFIG_BYTES) {
    return fileProblem(tooLarge(bytes.length));
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    const order = bytes[0] === 0xff ? 'little-endian' : 'big-endian';
    return fileProblem(`The file is saved as UTF-16 (${order}): save it as UTF-8`);
  }
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    // UTF-16 without a byte order mark puts a NUL beside every ASCII character.
    const utf16 = bytes.length > 1 && (bytes[0] === 0 || bytes[1] === 0);
    const { line, column } = positionOf(bytes, nul);
    return fileProblem(
      utf16 ? 'The file is saved as UTF-16: save it as UTF-8' : 'The file holds a NUL byte: it is not a text file. Is this the right file?',
      line,
      column,
    );
  }
  const text = new TextDecoder('utf-8').decode(bytes);
  const bad = firstInvalidByte(bytes, text);
  if (bad >= 0) {
    const { line, column } = positionOf(bytes, bad);
    const byte = `0x${bytes[bad]!.toString(16).toUpperCase().padStart(2, '0')}`;
    return fileProblem(
      `Not UTF-8: the byte ${byte} here is not a character in UTF-8 (the file may be saved as Latin-1 or Windows-1252): save it as UTF-8`,
      line,
      column,
    );
  }
  return { text: withLineFeeds(text.replace(/^\uFEFF/, '')) };
}

/** Offset of the first byte the UTF-8 decoder replaced with U+FFFD, or -1: where the re-encoded text departs from the file. */
function firstInvalidByte(bytes: Uint8Array, decoded: string): number {
  if (!decoded.includes('\uFFFD')) return -1;
  const again = new TextEncoder().encode(decoded);
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== again[i]) return i;
  return -1;
}

/** 1-based line and column (in characters) of a byte offset, as an editor shows it. */
function positionOf(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      start = i + 1;
    }
  }
  const column = new TextDecoder('utf-8').decode(bytes.subarray(start, offset)).length + 1;
  return { line, column };
}

/**
 * What to say of a config file the file system will not read, by its error code (a missing file,
 * a loop of links, no permission): the check, the build and the editor's writer say the same.
 */
export function unreadableConfig(code: string): string {
  if (code === 'ENOENT') return 'Config file not found. Create it (copy site.config.yaml) or point SITE_CONFIG at it';
  if (code === 'ELOOP') return 'The config is a link that leads back to itself (a loop of links): point SITE_CONFIG at the file itself';
  return `The config cannot be read (${code}): point SITE_CONFIG at a site config the build can read`;
}
