/**
 * The `{…}` of the config's texts. Run-time placeholders: `{word}` without a dot, such as `{year}`
 * or `{value}`, filled in when the page is shown (fill, below), and a policy's own
 * `{constants}`; the schema checks them and the components fill them with this one pattern.
 * Config tokens: `{company.name}`, with a dot.
 * No zod at run time here: the components import this file into the browser bundle.
 */
import type { z } from 'zod';

/** `{word}` without a dot. Dotted `{company.x}` tokens are not matched. */
export const PLACEHOLDER = /\{([A-Za-z_]\w*)\}/g;

/**
 * `{company.name}`: a config token, a dotted path to another value of the config, filled in at
 * build time (src/config/read/tokens.ts).
 */
export const TOKEN = /\{([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)\}/g;

/** Whether `value` holds a config token (`search` ignores the global pattern's position). */
export const holdsToken = (value: string) => value.search(TOKEN) >= 0;

/** The placeholder names written in `value`, in order. */
export const placeholdersIn = (value: string): string[] => [...value.matchAll(PLACEHOLDER)].map((m) => m[1]!);

/**
 * A validated text that may hold the placeholders `P` (the output type of `template()` in
 * primitives.ts): its type names them, so filling it with another name does not compile.
 */
export type Template<P extends string> = string & z.$brand<P>;

/**
 * A config text with its run-time placeholders filled in: `fill(ui.copy, { value: email })`.
 * The text's type names its placeholders (the schema's `template([...])`), so a value missing,
 * misspelt or extra does not compile. One pass: a value that itself holds `{max}` stays as it is.
 */
export function fill<P extends string>(template: Template<P>, values: Readonly<Record<NoInfer<P>, string | number>>): string {
  const known: Readonly<Record<string, string | number>> = values;
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(known, name) ? String(known[name]) : whole));
}
