import { nearestKey } from './knownKeys.ts';

/**
 * `{company.name}`-style tokens: any string of the config may name another value of the
 * config by its dotted path, so legal text follows a rebrand. Resolved once, at build time.
 */
const TOKEN = /\{([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)\}/g;

type Path = (string | number)[];
export interface TokenProblem {
  /** Where the token is written. */
  path: Path;
  /** The dotted path the token names, such as `company.name`. */
  token: string;
  message: string;
}

export function resolveTokens<T>(config: T): { value: T; problems: TokenProblem[] } {
  const problems: TokenProblem[] = [];

  /**
   * The text a token stands for. `seen` is the chain of tokens being filled, starting with the
   * text's own path: a problem is reported only where it is written (a text that merely uses a
   * broken token gets it reported at its own place), and a loop only at a text that is part of it.
   */
  const lookup = (dotted: string, seen: string[]): { value?: string; messages?: string[] } => {
    if (seen.includes(dotted)) {
      if (dotted !== seen[0]) return {};
      const chain = [...seen, dotted];
      return { messages: [chain.length === 2 ? `Token {${dotted}} refers to itself` : `Tokens refer to each other in a loop: ${chain.map((t) => `{${t}}`).join(' → ')}`] };
    }
    const value = dotted.split('.').reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), config);
    if (typeof value === 'number') return { value: String(value) };
    if (typeof value !== 'string') return seen.length === 1 ? { messages: [unknownMessage(config, dotted)] } : {};
    const inner = fill(value, [...seen, dotted]);
    return inner.problems.length ? { messages: inner.problems.map((p) => p.message) } : { value: inner.text };
  };

  const fill = (text: string, seen: string[]) => {
    const found: { token: string; message: string }[] = [];
    const filled = text.replace(TOKEN, (whole, dotted: string) => {
      const { value, messages = [] } = lookup(dotted, seen);
      found.push(...messages.map((message) => ({ token: dotted, message })));
      return value ?? whole;
    });
    return { text: filled, problems: found };
  };

  const walk = (value: unknown, path: Path): unknown => {
    if (typeof value === 'string') {
      const { text, problems: found } = fill(value, [path.join('.')]);
      problems.push(...found.map((p) => ({ path, ...p })));
      return text;
    }
    if (Array.isArray(value)) return value.map((item, i) => walk(item, [...path, i]));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, [...path, k])]));
    }
    return value;
  };

  return { value: walk(config, []) as T, problems };
}

function unknownMessage(config: unknown, dotted: string): string {
  const keys = dotted.split('.');
  let value: unknown = config;
  const found: string[] = [];
  for (const key of keys) {
    const next = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    if (next === undefined) {
      const group = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
      const options = Object.keys(group).filter((k) => isScalarish(group[k]) || (group[k] && typeof group[k] === 'object' && !Array.isArray(group[k])));
      const where = found.length ? found.join('.') : 'the config';
      const token = (k: string) => `{${[...found, k].join('.')}${isScalarish(group[k]) ? '' : '.…'}}`;
      const near = nearestKey(key, options);
      const hint = near ? `. Did you mean ${token(near)}?` : options.length ? `. Available: ${options.map(token).join(', ')}` : '';
      return `Unknown token {${dotted}}: ${where} has no "${key}"${hint}`;
    }
    found.push(key);
    value = next;
  }
  return `Token {${dotted}} names a group, not a text: name one of its values, such as {${dotted}.${Object.keys(value as object)[0]}}`;
}

const isScalarish = (v: unknown) => typeof v === 'string' || typeof v === 'number';
