/**
 * `{company.name}`-style tokens: any string of the config may name another value of the
 * config by its dotted path, so legal text follows a rebrand. Resolved once, at build time.
 */
const TOKEN = /\{([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)\}/g;

type Path = (string | number)[];
export interface TokenProblem {
  path: Path;
  message: string;
}

export function resolveTokens<T>(config: T): { value: T; problems: TokenProblem[] } {
  const problems: TokenProblem[] = [];

  const lookup = (dotted: string, seen: string[]): string | undefined => {
    let value: unknown = config;
    for (const key of dotted.split('.')) {
      value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    }
    if (typeof value === 'number') return String(value);
    if (typeof value !== 'string') return undefined;
    if (seen.includes(dotted)) return undefined;
    return fill(value, [...seen, dotted]);
  };

  const fill = (text: string, seen: string[], path?: Path): string =>
    text.replace(TOKEN, (whole, dotted: string) => {
      const value = lookup(dotted, seen);
      if (value !== undefined) return value;
      if (path) problems.push({ path, message: unknownMessage(config, dotted, seen) });
      return whole;
    });

  const walk = (value: unknown, path: Path): unknown => {
    if (typeof value === 'string') return fill(value, [], path);
    if (Array.isArray(value)) return value.map((item, i) => walk(item, [...path, i]));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, [...path, k])]));
    }
    return value;
  };

  return { value: walk(config, []) as T, problems };
}

function unknownMessage(config: unknown, dotted: string, seen: string[]): string {
  if (seen.includes(dotted)) return `Token {${dotted}} refers to itself`;
  const keys = dotted.split('.');
  let value: unknown = config;
  const found: string[] = [];
  for (const key of keys) {
    const next = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    if (next === undefined) {
      const options = value && typeof value === 'object' ? Object.keys(value).filter((k) => isScalarish((value as Record<string, unknown>)[k])) : [];
      const where = found.length ? found.join('.') : 'the config';
      return `Unknown token {${dotted}}: ${where} has no "${key}"${options.length ? `. Available: ${options.map((k) => `{${[...found, k].join('.')}}`).join(', ')}` : ''}`;
    }
    found.push(key);
    value = next;
  }
  return `Token {${dotted}} names a group, not a text: name one of its values, such as {${dotted}.${Object.keys(value as object)[0]}}`;
}

const isScalarish = (v: unknown) => typeof v === 'string' || typeof v === 'number';
