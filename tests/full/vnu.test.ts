import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { notFoundPageOf } from '../../src/hosting/policy.ts';
import { builtPolicy } from '../support/builtPolicy.ts';
import { BUILT_CARRIERS, type BuiltCarrier } from '../support/carriers.ts';
import { listFiles, pageFileOf } from '../support/siteFiles.ts';
import { checkWithVnu, describeMessage, fileOf, type VnuMessage } from '../support/vnu.ts';

// Every page of every built test carrier through the Nu Html Checker (the W3C's validator, from
// the `vnu-jar` package), in one Java process: no error, and no warning or note but those
// docs/tests.md lists with why they stay.

const carriers = Object.keys(BUILT_CARRIERS) as BuiltCarrier[];
const rootOf = (carrier: BuiltCarrier) => inject('sites')[carrier];
const htmlFilesOf = (carrier: BuiltCarrier) => listFiles(rootOf(carrier)).filter((file) => file.endsWith('.html'));

/** The messages docs/tests.md lets stay: the backquoted first cell of each row of its table under "What the Nu Html Checker may say". */
async function documentedMessages() {
  const docs = await readFile('docs/tests.md', 'utf8');
  const section = docs.split(/^## /m).find((part) => part.startsWith('What the Nu Html Checker may say'));
  expect(section, 'docs/tests.md has a section "What the Nu Html Checker may say"').toBeDefined();
  return [...section!.matchAll(/^\|\s*`([^`]+)`\s*\|/gm)].map((row) => row[1]!);
}

/**
 * A page with the two mistakes the built pages once had: a data: URL holding spaces (the favicon
 * of mini-svg-data-uri before it escaped them) and one id on two elements (a question and a
 * section of the other carrier). Checked in the same run, it proves the checker reports them.
 */
const BROKEN_PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Broken</title>
<link rel="icon" href="data:image/svg+xml,%3csvg xmlns='http://www.w3.org/2000/svg'%3e%3c/svg%3e">
</head><body><main><span id="rates"></span><section id="rates" aria-label="Rates"><p>x</p></section></main></body></html>
`;

let scratch: string;
let messages: VnuMessage[];

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'vnu-'));
  await writeFile(join(scratch, 'broken.html'), BROKEN_PAGE);
  const pages = carriers.flatMap((carrier) => htmlFilesOf(carrier).map((file) => join(rootOf(carrier), file)));
  messages = await checkWithVnu([...pages, join(scratch, 'broken.html')]);
  // One JVM for 29 files: about 2.5 s of CPU. The limit only stops a hung checker, never a slow machine.
}, 600_000);

afterAll(() => rm(scratch, { recursive: true, force: true }));

const messagesOf = (carrier: BuiltCarrier) => messages.filter((m) => fileOf(m)?.startsWith(`${rootOf(carrier)}/`));
const isError = (m: VnuMessage) => m.type !== 'info';

describe.each(carriers)('the Nu Html Checker on every page of the %s carrier', (carrier) => {
  it('checks each route in each language and each not-found page, and nothing else is a page', () => {
    const { pages, languagePrefixes } = builtPolicy(rootOf(carrier));
    const expected = [...pages.map(pageFileOf), ...['', ...languagePrefixes].map((prefix) => notFoundPageOf({ prefix }).slice(1))];
    expect(htmlFilesOf(carrier)).toEqual(expected.sort());
    expect(expected).toContain('404.html');
  });

  it('finds no error', () => {
    expect(messagesOf(carrier).filter(isError).map(describeMessage)).toEqual([]);
  });

  it('gives no warning or note but those docs/tests.md lists with why they stay', async () => {
    const allowed = await documentedMessages();
    expect(
      messagesOf(carrier)
        .filter((m) => !isError(m) && !allowed.includes(m.message))
        .map(describeMessage),
    ).toEqual([]);
  });
});

it('every message docs/tests.md lets stay is still said on some page (a fixed one leaves the list)', async () => {
  const said = new Set(messages.map((m) => m.message));
  expect((await documentedMessages()).filter((message) => !said.has(message))).toEqual([]);
});

it('reports nothing but about the pages it was given (no file it could not read, no crash of its own)', () => {
  const checked = [...carriers.map((carrier) => `${rootOf(carrier)}/`), join(scratch, 'broken.html')];
  expect(messages.filter((m) => !checked.some((path) => fileOf(m)?.startsWith(path))).map(describeMessage)).toEqual([]);
});

it('reports the mistakes it is here for (the check is live)', () => {
  const broken = messages.filter((m) => fileOf(m) === join(scratch, 'broken.html'));
  expect(broken.filter(isError).map((m) => m.message)).toEqual([
    expect.stringMatching(/^Bad value .* for attribute “href” on element “link”: Illegal character .* Space is not allowed\.$/),
    'Duplicate ID “rates”.',
  ]);
});
