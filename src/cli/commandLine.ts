import { parseArgs } from 'node:util';
import { carrierConfigFile } from '../config/carrierConfig.ts';
import { printable } from '../config/printable.ts';
import { UsageError } from '../config/problem.ts';

/** An option a command takes besides its carriers: a switch, or one that takes a value. */
export interface OptionSpec {
  type: 'boolean' | 'string';
  /** What it does, for the usage line and the list of known options. */
  help: string;
  /** The name of its value in the usage line (`--port <number>`). */
  value?: string;
}

export interface CommandSpec<Options extends Record<string, OptionSpec>> {
  /** How it is run, such as `npm run check`. */
  command: string;
  /** How many carriers it takes: one (or none: SITE_CONFIG or ./site.config.yaml), or any number. */
  carriers: 'one' | 'many';
  options: Options;
}

type Values<Options extends Record<string, OptionSpec>> = {
  [K in keyof Options]?: Options[K]['type'] extends 'boolean' ? boolean : string;
};

export interface CommandLine<Options extends Record<string, OptionSpec>> {
  /** The config files of the carriers named, or of the one SITE_CONFIG or the working folder names; empty only with --help. */
  configFiles: string[];
  values: Values<Options>;
  /** True when --help was asked for: the usage was printed and the command does nothing else. */
  help: boolean;
}

/**
 * The command line of a command that works on carriers: `npm run check -- sites/acme sites/ridge
 * --colors`. Each carrier is its folder or its config file (src/config/carrierConfig.ts, which
 * also reads SITE_CONFIG when none is named). An option the command does not know, a missing
 * value or too many carriers is a UsageError listing what it takes.
 */
export function commandLine<Options extends Record<string, OptionSpec>>(
  spec: CommandSpec<Options>,
  args: string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): CommandLine<Options> {
  const all = withHelp(spec.options);
  const fail = (what: string) => new UsageError(`${what}\n${usage(spec)}`);
  // Not strict: an unknown option is said here, with the list of the known ones.
  const { tokens } = parseArgs({
    args,
    options: Object.fromEntries(Object.entries(all).map(([name, { type }]) => [name, { type }])),
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  const values: Record<string, string | boolean> = {};
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    const option = Object.hasOwn(all, token.name) ? all[token.name] : undefined;
    if (!option) throw fail(`Unknown option ${printable(token.rawName)}.`);
    if (option.type === 'string' && token.value === undefined)
      throw fail(`${token.rawName} needs a value: ${optionUsage(token.name, option)}.`);
    if (option.type === 'boolean' && token.value !== undefined) throw fail(`${token.rawName} takes no value.`);
    values[token.name] = token.value ?? true;
  }
  if (values.help) {
    console.log(usage(spec));
    return { configFiles: [], values: {}, help: true };
  }
  if (spec.carriers === 'one' && positionals.length > 1)
    throw fail(`One carrier at a time, please (got ${positionals.length}: ${positionals.map(printable).join(', ')}).`);
  const configFiles = positionals.length ? positionals.map((path) => carrierConfigFile(path, env)) : [carrierConfigFile(undefined, env)];
  return { configFiles, values: values as Values<Options>, help: false };
}

const withHelp = (options: Record<string, OptionSpec>): Record<string, OptionSpec> => ({
  ...options,
  help: { type: 'boolean', help: 'print this and stop' },
});

const optionUsage = (name: string, option: OptionSpec) => `--${name}${option.type === 'string' ? ` <${option.value ?? 'value'}>` : ''}`;

/** The usage of the command: its form, what a carrier is, and every option it knows. */
function usage(spec: CommandSpec<Record<string, OptionSpec>>): string {
  const carriers = spec.carriers === 'one' ? '[carrier]' : '[carrier …]';
  const options = Object.entries(withHelp(spec.options));
  return [
    `Usage: ${spec.command} -- ${carriers} [options]`,
    '  carrier: its folder (holding site.config.yaml) or its config file; without one, SITE_CONFIG or ./site.config.yaml',
    `Known options: ${options.map(([name, option]) => `${optionUsage(name, option)} (${option.help})`).join(', ')}`,
  ].join('\n');
}
