import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { textLines } from './configText.ts';

/**
 * A config that passes the check although every text an attacker could reach holds markup or
 * script: the example with these texts written over its own. Built once per run of its sources
 * by ./globalSetup.ts, like the other test sites, and visited by tests/full/hostile.browser.test.ts.
 */
export const PAYLOADS = {
  headline: '</script><script>alert(1)</script>',
  subtitle: '<img src=x onerror=alert(2)>',
  name: 'Evil "Freight" <!-- ]]> </title>',
  tagline: '</style><script>alert(3)</script> & more',
  licence: "{{constructor.constructor('alert(4)')()}} javascript:alert(4)",
  description: '"><script>alert(8)</script>',
  policyHeading: 'Политика </h2><script>alert(9)</script>',
  quoteSubject: '"><script>alert(5)</script>',
} as const;

const yamlText = (text: string) => JSON.stringify(text);

/** Each edit of the example: where its text is written, and the hostile one written there instead. */
const EDITS: [RegExp, string][] = [
  [textLines(2, 'name', '\n'), `\n  name: ${yamlText(PAYLOADS.name)}\n`],
  [textLines(2, 'tagline', '\n'), `\n  tagline: ${yamlText(PAYLOADS.tagline)}\n`],
  [textLines(2, 'licence', '\n'), `\n  licence: ${yamlText(PAYLOADS.licence)}\n`],
  [textLines(8, 'headline'), `        headline: ${yamlText(PAYLOADS.headline)}\n`],
  [textLines(8, 'subtitle'), `        subtitle: ${yamlText(PAYLOADS.subtitle)}\n`],
  [textLines(4, 'description', '\n'), `\n    description: ${yamlText(PAYLOADS.description)}\n`],
  [/heading:\n {14}en-US: Information We Collect\n {14}es-US: .*/, `heading: ${yamlText(PAYLOADS.policyHeading)}`],
  [/subject:\n {6}en-US: Freight Quote Request\n {6}es-US: .*/, `subject: ${yamlText(PAYLOADS.quoteSubject)}`],
  [/ {2}font: .*\n/, `  font: "'Evil Font', Arial, sans-serif"\n`],
];

/** Writes the hostile but valid config into `dir` (beside a copy of the example's files); returns the file. */
export function writeHostileConfig(dir: string): string {
  let text = readFileSync('site.config.yaml', 'utf8');
  for (const [pattern, replacement] of EDITS) {
    if (!pattern.test(text)) throw new Error(`${pattern} is not in site.config.yaml any more: write the hostile config's edits anew`);
    text = text.replace(pattern, () => replacement);
  }
  const file = join(dir, 'hostile-but-valid.yaml');
  writeFileSync(file, text);
  return file;
}
