import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { UsageError } from '../config/problem.ts';
import { commandLine, type CommandSpec, type OptionSpec } from './commandLine.ts';

const CHECK = {
  command: 'npm run check',
  carriers: 'many',
  options: { colors: { type: 'boolean', help: 'print the derived colours' } },
} satisfies CommandSpec<Record<string, OptionSpec>>;
const DEV = {
  command: 'npm run dev',
  carriers: 'one',
  options: { port: { type: 'string', value: 'number', help: 'listen on this port' } },
} satisfies CommandSpec<Record<string, OptionSpec>>;

const OTHER = resolve('tests/fixtures/carriers/other/site.config.yaml');
const RIDGELINE = resolve('tests/fixtures/carriers/ridgeline/site.config.yaml');
const CHECK_USAGE = [
  'Usage: npm run check -- [carrier …] [options]',
  '  carrier: its folder (holding site.config.yaml) or its config file; without one, SITE_CONFIG or ./site.config.yaml',
  'Known options: --colors (print the derived colours), --help (print this and stop)',
].join('\n');

describe('the command line of a command on carriers', () => {
  it('takes the carriers named, in order, and the options, wherever they stand', () => {
    expect(
      commandLine(CHECK, ['tests/fixtures/carriers/other', '--colors', 'tests/fixtures/carriers/ridgeline/site.config.yaml'], {}),
    ).toEqual({
      configFiles: [OTHER, RIDGELINE],
      values: { colors: true },
      help: false,
    });
    expect(commandLine(DEV, ['--port', '5199', 'tests/fixtures/carriers/other'], {})).toMatchObject({
      configFiles: [OTHER],
      values: { port: '5199' },
    });
    expect(commandLine(DEV, ['--port=5199'], {}).values).toEqual({ port: '5199' });
  });

  it('without a carrier, works on the one of SITE_CONFIG, else ./site.config.yaml', () => {
    expect(commandLine(CHECK, [], { SITE_CONFIG: 'tests/fixtures/carriers/other' }).configFiles).toEqual([OTHER]);
    expect(commandLine(CHECK, [], {}).configFiles).toEqual([resolve('site.config.yaml')]);
    expect(commandLine(CHECK, ['tests/fixtures/carriers/ridgeline'], { SITE_CONFIG: 'tests/fixtures/carriers/other' }).configFiles).toEqual(
      [RIDGELINE],
    );
  });

  it('refuses an option it does not know, listing the ones it knows', () => {
    expect(() => commandLine(CHECK, ['--colours'], {})).toThrow(new UsageError(`Unknown option --colours.\n${CHECK_USAGE}`));
    expect(() => commandLine(CHECK, ['-c'], {})).toThrow(new UsageError(`Unknown option -c.\n${CHECK_USAGE}`));
  });

  it('refuses an option without its value, a switch with one, and a second carrier where one is taken', () => {
    expect(() => commandLine(DEV, ['--port'], {})).toThrow(
      /^--port needs a value: --port <number>\.\nUsage: npm run dev -- \[carrier\] \[options\]/,
    );
    expect(() => commandLine(CHECK, ['--colors=yes'], {})).toThrow(/^--colors takes no value\./);
    expect(() => commandLine(DEV, ['tests/fixtures/carriers/other', 'tests/fixtures/carriers/ridgeline'], {})).toThrow(
      /^One carrier at a time, please \(got 2: tests\/fixtures\/carriers\/other, tests\/fixtures\/carriers\/ridgeline\)\./,
    );
  });

  it('with --help, prints the usage and names no carrier, even one that does not exist', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect(commandLine(CHECK, ['--help', 'sites/none'], {})).toEqual({ configFiles: [], values: {}, help: true });
      expect(log).toHaveBeenCalledWith(CHECK_USAGE);
    } finally {
      log.mockRestore();
    }
  });
});
