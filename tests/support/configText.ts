/**
 * The lines of the text `key` indented by `indent` spaces, as the example writes it: on its line
 * (`tagline: …`) or in a group by language below it (`en-US: …`, `es-US: …`), so an edit can
 * write it over in either language or both. `before` is matched first (`\n` for a key at the
 * start of a line).
 */
export const textLines = (indent: number, key: string, before = '') =>
  new RegExp(`${before}${' '.repeat(indent)}${key}:(?: .*\n|\n(?:${' '.repeat(indent + 2)} *\\S.*\\n)+)`);
