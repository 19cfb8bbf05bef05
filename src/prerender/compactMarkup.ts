/**
 * The app's markup as React writes it, shorter where HTML allows and the browser reads the same
 * elements:
 * - an empty attribute without its `=""` (`data-reveal`, on every card);
 * - an icon's <use> self-closed, as in an SVG file (React writes an end tag, which HTML does not
 *   need inside an <svg>);
 * - an attribute value without its quotes where HTML allows it (no space, quote, `=`, `<`, `>` or
 *   backtick in it): `class=c-1ptup3l`, `aria-hidden=true`, `width=18`. Quoted still: a value
 *   that ends in `/` or comes just before `/>`, where the slash would be read as the value's.
 * About 1.5 KB of the home page, 0.9 KB of it the quotes. React escapes `"` and `>` in text and
 * in attribute values, so `=""` is only ever an empty value, `="` only ever opens one inside a
 * tag, and `></use>` is only ever that end tag; the texts of <script> and <style> elements are
 * left as they are.
 */
const RAW_TEXT_OR_QUOTED_VALUE = /(<(?:script|style)\b[\s\S]*?<\/(?:script|style)>)|( [\w:.-]+)="([^\s"'=<>`]*[^\s"'=<>`/])"(?!\/>)/g;

export const compactMarkup = (html: string) =>
  html
    .replaceAll('=""', '')
    .replaceAll('></use>', '/>')
    .replace(RAW_TEXT_OR_QUOTED_VALUE, (_match: string, rawText?: string, name?: string, value?: string) => rawText ?? `${name}=${value}`);
