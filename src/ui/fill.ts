import { PLACEHOLDER, type Template } from '../../schema/placeholders.ts';

/**
 * A config text with its run-time placeholders filled in: `fill(ui.copy, { value: email })`.
 * The text's type names its placeholders (the schema's `template([...])`), so a value missing,
 * misspelt or extra does not compile. One pass: a value that itself holds `{max}` stays as it is.
 */
export function fill<P extends string>(template: Template<P>, values: Readonly<Record<NoInfer<P>, string | number>>): string {
  const known: Readonly<Record<string, string | number>> = values;
  return template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(known, name) ? String(known[name]) : whole));
}
