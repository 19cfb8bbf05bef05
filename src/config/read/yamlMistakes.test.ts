import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { inspectConfigSource } from '../loadSiteConfig.ts';
import { SiteConfigError } from '../problem.ts';

/**
 * The mistakes of a person editing a carrier's config by hand, each made by one small edit of
 * a real config, and what `npm run check` must say first: the line that was edited (the line
 * `edit` wrote, found by its text, not its number, as the configs change) and advice that
 * names the mistake (`hint`, in the message). Some are YAML syntax errors the parser reports
 * on another line; some are valid YAML that reads as something else (a key in the wrong
 * group, a text swallowing a key, a key among the `en-US:` and `es-US:` of a text, a
 * language tag misspelled), which the schema then reports on another line.
 */
const EXAMPLE = 'site.config.yaml';
const OTHER = 'tests/fixtures/carriers/other/site.config.yaml';
const RIDGELINE = 'tests/fixtures/carriers/ridgeline/site.config.yaml';

/** What an edit does to the line it is made on: the line, or lines, written instead (the last is the one to name). */
type Edit = (line: string) => string;

/** Indent the line by `n` more spaces (less, when negative). */
const indent =
  (n: number): Edit =>
  (line) =>
    n > 0 ? ' '.repeat(n) + line : line.slice(-n);
/** Replace the first `text` of the line (every match, for a global pattern). */
const replace =
  (text: string | RegExp, by: string): Edit =>
  (line) => {
    expect(line, `"${text}" is not on the line to edit`).toMatch(text);
    return line.replace(text, by);
  };
/** Indent the line with tabs, one for each two spaces it had. */
const tabs: Edit = (line) => line.replace(/^ +/, (lead) => '\t'.repeat(lead.length / 2));
/** Add a line after it, indented as it is. */
const addAfter =
  (text: string): Edit =>
  (line) =>
    `${line}\n${/^ */.exec(line)![0]}${text}`;
/** Move the value to the next line, indented as the key is. */
const valueBelow: Edit = (line) => line.replace(/^( *)([\w-]+): (.*)$/, '$1$2:\n$1$3');

/** The Spanish tagline of the example: a text of a group by language, `es-US:` beside `en-US:`. */
/** The company's contacts as the example and the other carrier write them (src/ names no carrier's: tests/rebrand.test.ts). */
const companyOf = (file: string) => (parse(readFileSync(file, 'utf8')) as { company: Record<string, string> }).company;
const { email: EMAIL, phone: PHONE, mcNumber: MC } = companyOf(EXAMPLE);
const { email: OTHER_EMAIL, phone: OTHER_PHONE } = companyOf(OTHER);

const SPANISH_TAGLINE = 'es-US: Transporte de carga y logística en todo el país, las 24 horas';

const mistakes: [mistake: string, file: string, on: string, edit: Edit, hint: string][] = [
  ['a key indented one space too far, after a text by language', EXAMPLE, `email: ${EMAIL}`, indent(1), 'indented 1 space too far'],
  ['a key indented too far, after a quoted text', EXAMPLE, `mcNumber: "${MC}"`, indent(1), 'indented 1 space too far'],
  ['the first key of a group indented too far', EXAMPLE, 'street: 1200 Example Parkway', indent(1), 'indented 1 space too far'],
  ['a key indented two spaces too far, into the group above', EXAMPLE, "font: 'system-ui", indent(2), 'belongs to "theme"'],
  [
    'a key indented two spaces too far, into the texts above',
    EXAMPLE,
    'siteUrl: https://www.example.com',
    indent(2),
    'belongs to "company", not to the texts of "hours"',
  ],
  [
    'a key of a list item indented two spaces too far, into the texts above',
    EXAMPLE,
    'href: "#services"',
    indent(2),
    'belongs to the list item, not to the texts of "label"',
  ],
  [
    'a key written inside the { } of the texts before it',
    EXAMPLE,
    '- { label: { en-US: Home',
    replace('Inicio }, path: / }', 'Inicio, path: / } }'),
    'end their { } before it',
  ],
  [
    'a group key indented into the texts above',
    EXAMPLE,
    'quickLinksHeading:',
    indent(2),
    '"quickLinksHeading:" is indented 2 spaces too far',
  ],
  ['a key indented one space too little', EXAMPLE, 'accent: "#d97706"', indent(-1), 'indented 1 space too little'],
  ['a key indented two spaces too little, out of its group', EXAMPLE, 'accent: "#d97706"', indent(-2), 'indented 2 spaces too little'],
  ['the last key of a group indented two spaces too little', EXAMPLE, 'postalCode: "43215"', indent(-2), 'belongs to "address"'],
  ['the last colour indented two spaces too little', EXAMPLE, 'onDark: "#f8fafc"', indent(-2), 'belongs to "colors"'],
  ['a key indented like the text above it', OTHER, 'quickLinksHeading: Pages', indent(2), 'part of the text of "about"'],
  ['a key indented like the Spanish text above it', EXAMPLE, 'lower48: true', indent(4), 'part of the text of "intro"'],
  [
    'a line of a text indented too little',
    EXAMPLE,
    'dedicated and temperature-controlled transport, with',
    indent(-1),
    'indented 1 space too little',
  ],
  ['a value on the line below its key', EXAMPLE, 'en-US: Reliable nationwide freight', valueBelow, 'indented 2 spaces too little'],
  ['an es-US: line indented one space too far', EXAMPLE, SPANISH_TAGLINE, indent(1), '"es-US:" is indented 1 space too far'],
  ['an es-US: line indented one space too little', EXAMPLE, SPANISH_TAGLINE, indent(-1), '"es-US:" is indented 1 space too little'],
  ['an es-US: line indented two spaces too far', EXAMPLE, SPANISH_TAGLINE, indent(2), '"es-US:" is indented 2 spaces too far'],
  ['an es-US: line indented out of its group', EXAMPLE, SPANISH_TAGLINE, indent(-2), 'belongs to "tagline"'],
  [
    'an es-US: line indented like the English text above it',
    EXAMPLE,
    'es-US: Según el lugar donde viva',
    indent(2),
    'read as part of the en-US text above it',
  ],
  [
    'an es-US: line of a list item indented like its dash',
    EXAMPLE,
    'es-US: Cobertura nacional',
    indent(-2),
    'indented 2 spaces too little',
  ],
  ['no space after a colon', EXAMPLE, `email: ${EMAIL}`, replace(': ', ':'), 'space after the colon'],
  ['no space after the colon of a web address', EXAMPLE, 'siteUrl: https://www.example.com', replace(': ', ':'), 'space after the colon'],
  ['no space after es-US:', EXAMPLE, 'es-US: Sitio web por', replace(': ', ':'), 'space after the colon'],
  [
    'no space after a colon in a { } item',
    EXAMPLE,
    '{ value: 24/7, label: { en-US: Driver Support',
    replace('value: ', 'value:'),
    'space after the colon',
  ],
  ['a colon inside a text', EXAMPLE, 'en-US: Reliable nationwide freight', replace('Reliable nationwide', 'Freight: reliable'), 'quotes'],
  ['a colon inside a short text', EXAMPLE, 'en-US: Website by', replace('Website by', 'Note: this'), 'quotes'],
  ['a colon inside a Spanish text', EXAMPLE, 'es-US: Sitio web por', replace('Sitio web por', 'Nota: esto'), 'quotes'],
  ['a colon inside a Spanish text whose quotes were removed', EXAMPLE, 'es-US: "Despacho: las 24', replace(/"/g, ''), 'quotes'],
  ['a colon inside a text of a { } item', EXAMPLE, 'en-US: Driver Support', replace('Driver Support', 'Driver Support: 24/7'), 'quotes'],
  [
    'a colon inside a Spanish text of a { } item',
    EXAMPLE,
    'es-US: Apoyo al operador',
    replace('Apoyo al operador', 'Apoyo: 24/7'),
    'quotes',
  ],
  ['a colon inside a text of a list', EXAMPLE, '- en-US: Nationwide Coverage', replace('Nationwide', 'Nationwide:'), 'quotes'],
  ['a misspelled language tag', EXAMPLE, 'es-US: Sitio web por', replace('es-US', 'es_US'), 'write "es-US:"'],
  ["the default language's tag misspelled", EXAMPLE, 'en-US: Website by', replace('en-US', 'en_US'), 'write "en-US:"'],
  ['a language tag in lower case', EXAMPLE, 'es-US: Sitio web por', replace('es-US', 'es-us'), 'write "es-US:"'],
  ['a misspelled language tag in a { } item', EXAMPLE, '- { label: { en-US: Home', replace('es-US', 'es_US'), 'write "es-US:"'],
  [
    'a misspelled language tag in a paragraph of a policy',
    EXAMPLE,
    'es-US: Según el lugar donde viva',
    replace('es-US', 'es_US'),
    'write "es-US:"',
  ],
  ['a tab before a key', EXAMPLE, `email: ${EMAIL}`, tabs, 'tab'],
  ['tabs before a nested key', EXAMPLE, 'primary: "#1d4ed8"', tabs, 'tab'],
  ['tabs before an es-US: line', EXAMPLE, SPANISH_TAGLINE, tabs, 'tab'],
  ['an unclosed double quote', EXAMPLE, `phone: "${PHONE}"`, replace(`${PHONE}"`, PHONE!), 'quote " before this text is not closed'],
  ['an unclosed single quote', EXAMPLE, `phone: "${PHONE}"`, replace(`"${PHONE}"`, `'${PHONE}`), "quote ' before"],
  ['an unclosed quote in a { } item', EXAMPLE, 'en-US: States We Run', replace('"48"', '"48'), 'not closed'],
  ['an unclosed quote in a long text', EXAMPLE, 'font: ', replace("sans-serif'", 'sans-serif'), 'not closed'],
  ['an unclosed quote in a Spanish text', EXAMPLE, 'es-US: "Despacho: las 24', replace('semana"', 'semana'), 'not closed'],
  ['a section without its dash', EXAMPLE, '- type: about', replace('- ', ''), 'lost its "- "'],
  ['a section whose dash became spaces', EXAMPLE, '- type: about', replace('- ', '  '), 'lost its "- "'],
  ['a card without its dash', EXAMPLE, '- icon: route', replace('- ', ''), 'lost its "- "'],
  ['the first navigation item without its dash', EXAMPLE, '- { label: { en-US: Home', replace('- ', ''), 'lost its "- "'],
  ['a navigation item without its dash', EXAMPLE, '- { label: { en-US: Privacy Policy', replace('- ', ''), 'lost its "- "'],
  ['a text of a list without its dash', EXAMPLE, '- en-US: Nationwide Coverage', replace('- ', ''), 'lost its "- "'],
  ['no space after a dash', EXAMPLE, '- type: about', replace('- ', '-'), 'space after the dash'],
  ['no space after the dash of a { } item', EXAMPLE, '- { label: { en-US: Home', replace('- ', '-'), 'space after the dash'],
  ['the first item of a list without its dash', EXAMPLE, '- name: Jordan Sample', replace('- ', ''), 'lost its "- "'],
  ['a section indented too far', EXAMPLE, '- type: services', indent(2), 'list item is indented 2 spaces too far'],
  ['a card indented too little', EXAMPLE, '- icon: zap', indent(-2), 'list item is indented 2 spaces too little'],
  ['a key of a section indented too far', EXAMPLE, 'id: services', indent(1), 'indented 1 space too far'],
  ['a { } item not closed', EXAMPLE, '- { label: { en-US: Home', replace('path: / }', 'path: /'), 'does not close it'],
  [
    'a text that starts with a quoted word',
    EXAMPLE,
    'en-US: Reliable nationwide',
    replace('Reliable', '"Reliable"'),
    'whole text in quotes',
  ],
  [
    'a colour without its quotes, read as a comment',
    EXAMPLE,
    'primary: "#1d4ed8"',
    replace(/"/g, ''),
    'follows # as a comment, so "primary" is empty: put the value in quotes, such as primary: "#1d4ed8"',
  ],
  ['a colour without its quotes (another carrier)', OTHER, 'accent: "#e11d48"', replace(/"/g, ''), 'such as accent: "#e11d48"'],
  ['a text that starts with @', EXAMPLE, 'en-US: Reliable nationwide', replace('Reliable', '@Reliable'), 'starts with @'],
  ['a duplicate key', EXAMPLE, `email: ${EMAIL}`, addAfter('email: office@example.com'), 'given twice'],
  ['a missing colon', EXAMPLE, `email: ${EMAIL}`, replace(':', ''), 'colon after "email"'],
  ['a missing colon in a section', EXAMPLE, 'id: services', replace(':', ''), 'colon after "id"'],
  ['a missing colon after a group key', EXAMPLE, '  colors:', replace(':', ''), 'colon after "colors"'],
  ['a missing colon after the last key of a group', EXAMPLE, 'radius: 10', replace(':', ''), 'colon after "radius"'],
  ['a key indented too far (another carrier)', OTHER, `email: ${OTHER_EMAIL}`, indent(1), 'indented 1 space too far'],
  ['a key indented too little (another carrier)', OTHER, 'accent: "#e11d48"', indent(-1), 'indented 1 space too little'],
  ['a colon inside a text (another carrier)', OTHER, 'tagline: Regional', replace('Regional and', 'Regional: and'), 'quotes'],
  ['an unclosed quote (another carrier)', OTHER, `phone: "${OTHER_PHONE}"`, replace(`${OTHER_PHONE}"`, OTHER_PHONE!), 'not closed'],
  ['a brand font key indented too far', RIDGELINE, 'family: Barlow Condensed', indent(1), 'indented 1 space too far'],
  ['a brand font key indented too little', RIDGELINE, 'weight: 700', indent(-1), 'indented 1 space too little'],
  ['a brand font key out of its group', RIDGELINE, 'weight: 700', indent(-2), 'belongs to "heading"'],
  ['no space after a colon (a brand font)', RIDGELINE, 'src: ./brand/fonts/barlow', replace(': ', ':'), 'space after the colon'],
  ['a tab before a brand font key', RIDGELINE, 'family: Source Sans 3', tabs, 'tab'],
];

/** The config with `edit` made on its one line holding `on`, and the number of the line to name. */
function edited(file: string, on: string, edit: Edit): { source: string; line: number } {
  const lines = readFileSync(file, 'utf8').split('\n');
  const at = lines.flatMap((line, i) => (line.includes(on) ? [i] : []));
  expect(at, `one line of ${file} holds "${on}"`).toHaveLength(1);
  const written = edit(lines[at[0]!]!).split('\n');
  lines.splice(at[0]!, 1, ...written);
  return { source: lines.join('\n'), line: at[0]! + written.length };
}

function firstProblem(source: string, file: string) {
  try {
    inspectConfigSource(source, file);
  } catch (error) {
    if (error instanceof SiteConfigError) return error.problems[0]!;
    throw error;
  }
  throw new Error('the edited config is valid');
}

describe('a mistake made editing the config by hand is reported on the line that was edited', () => {
  it.each(mistakes)('%s (%s)', (_, file, on, edit, hint) => {
    const { source, line } = edited(file, on, edit);
    const problem = firstProblem(source, file);
    expect(`${problem.line}: ${problem.message}`).toBe(`${line}: ${problem.message}`);
    expect(problem.message).toContain(hint);
  });
});
