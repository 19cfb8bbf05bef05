import { afterAll, describe, expect, it } from 'vitest';
import { MAX_CONFIG_BYTES } from '../../src/config/read/configSource.ts';
import { MAX_RESOLVED_LENGTH } from '../../src/config/read/tokens.ts';
import { checkInBounds, editedConfig, expectRefused, HOSTILE, HOSTILE_BOMBS, removeScratchDir, writeConfig } from '../support/configCli.ts';
import { textLines } from '../support/configText.ts';

/**
 * The configs built to exhaust the reader (alias and token bombs, deep nesting, megabytes of
 * input, a name of 100,000 characters): the real `npm run check` in its own process refuses each
 * at its line, within bounds of time and memory (../support/configCli.ts). The other hostile configs are
 * tests/hostile.test.ts's, in the default tier: each of these costs a process of its own.
 */

afterAll(removeScratchDir);

describe.concurrent('npm run check refuses a file made to exhaust the reader, at its line, within bounds', () => {
  // The column of deep-flow.yaml is where the reader's stack ran out, which depends on how deep
  // the stack already was when it started (the frames of the command around it): any, on line 2.
  const expected: Record<(typeof HOSTILE_BOMBS)[number], RegExp> = {
    'alias-bomb.yaml':
      /^:3:8 {2}\(file\) {2}Aliases expand to far more data than the file holds \(the YAML reader stops alias bombs\): write the values out, or use fewer aliases of aliases$/,
    'deep-flow.yaml':
      /^:2:\d+ {2}\(file\) {2}YAML syntax: Nested far too deeply for a site config: check the indentation, or the brackets \[ \] and \{ \}$/,
  };

  it.for(HOSTILE_BOMBS)('%s', async (name) => {
    const file = `${HOSTILE}/${name}`;
    const [problem, ...more] = expectRefused(await checkInBounds(file), file);
    expect(more).toEqual([]);
    expect(problem!.slice(file.length)).toMatch(expected[name]!);
  });

  it('5 MB of binary is refused by its size, and nothing of it is echoed', async () => {
    const bytes = Buffer.alloc(5 * MAX_CONFIG_BYTES);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 256;
    const file = writeConfig('binary.yaml', bytes);
    const run = await checkInBounds(file);
    expect(expectRefused(run, file)).toEqual([
      `${file}:1:1  (file)  The file is 5.0 MB; a site config is text of at most 1.0 MB. Is this the right file?`,
    ]);
    expect(run.stderr.length).toBeLessThan(400);
  });
});

describe.concurrent('npm run check bounds the work and the output of any value, within bounds', () => {
  it('tokens that each name the next ten times stop at the first text that grows too long, named with its chain', async () => {
    // Each text names the next ten times: the first would be 10^4 copies of the last, 210,000
    // characters from 600 bytes, and each link more multiplies by ten. Each is filled in once, and
    // the first text past the limit stops it.
    const chain = ['footer.licence', 'footer.mailSubject', 'ui.copyFailed', 'notFound.text', 'errorScreen.unknownError'];
    const edits = chain.map((path, i): [RegExp, string] => {
      const key = path.split('.')[1]!;
      const value = i + 1 < chain.length ? `"${`{${chain[i + 1]}}`.repeat(10)}"` : '"Twenty characters..."';
      return [textLines(2, key, '\n'), `\n  ${key}: ${value}\n`];
    });
    const { file, at } = editedConfig('token-bomb', ...edits);
    const run = await checkInBounds(file);
    expect(expectRefused(run, file)).toEqual([
      `${at('"{footer.mailSubject}')}  footer.licence  Filled in, this text grows past ${MAX_RESOLVED_LENGTH.toLocaleString('en-US')} characters ({footer.mailSubject} → {ui.copyFailed} → {notFound.text} → {errorScreen.unknownError} repeats itself): write it out, or name each value once`,
    ]);
  });

  it('a 100,000-character name is refused by its length and echoed as an excerpt only', async () => {
    const { file, at } = editedConfig('long-name', [/\n {2}name: .*\n/, `\n  name: ${'N'.repeat(100_000)}\n`]);
    const run = await checkInBounds(file);
    expect(expectRefused(run, file)).toEqual([
      `${at('NNN')}  company.name  A name is at most 120 characters; this one has 100,000. Shorten it`,
    ]);
    expect(run.stderr.length).toBeLessThan(400);
  });
});
