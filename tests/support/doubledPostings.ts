import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isSeq, parseDocument } from 'yaml';

/** As many postings as the example has, in words of their own (copies of its own would cost a compressor next to nothing). */
const MORE_POSTINGS = 'tests/fixtures/postings/three-more.yaml';

/**
 * Issue 48: the example with twice its job postings, the size of carrier the HTML budget leaves
 * room for (src/prerender/firstRoundTrip.ts): its jobs section's postings, then those of MORE_POSTINGS. Built
 * once per run of the full tier by ./globalSetup.ts and measured by
 * tests/full/postings-budget.test.ts. Writes it into `dir` (beside a copy of the example's files);
 * returns the file.
 */
export function writeDoubledPostingsConfig(dir: string): string {
  const doc = parseDocument(readFileSync('site.config.yaml', 'utf8'));
  const more = parseDocument(readFileSync(MORE_POSTINGS, 'utf8')).contents;
  const routes = doc.get('routes');
  const jobsSections = (isSeq(routes) ? routes.items : [])
    .flatMap((route) => {
      const sections = isMap(route) ? route.get('sections') : undefined;
      return isSeq(sections) ? sections.items : [];
    })
    .filter((section) => isMap(section) && section.get('type') === 'jobs');
  const postings = jobsSections.length === 1 && isMap(jobsSections[0]) ? jobsSections[0].get('postings') : undefined;
  if (!isSeq(postings) || !isSeq(more) || postings.items.length !== more.items.length)
    throw new Error(`The example no longer has one jobs section with as many postings as ${MORE_POSTINGS}: make them match again`);
  postings.items.push(...more.items);
  const file = join(dir, 'doubled-postings.yaml');
  writeFileSync(file, String(doc));
  return file;
}
