import { TOKEN } from '../../../schema/placeholders.ts';
import type { KeyPath } from '../../../schema/keyPath.ts';
import { nearestKey } from './knownKeys.ts';
import type { Found } from '../problem.ts';

/**
 * `{company.name}`-style tokens: any string of the config may name another value of the
 * config by its dotted path, so legal text follows a rebrand. Resolved once, at build time.
 *
 * The work is bounded whatever the file holds: each value a token names is filled in once and
 * remembered, and no text may grow past MAX_RESOLVED_LENGTH, so tokens that each name the next
 * ten times (a billion characters from a kilobyte) stop at the first text that would pass it.
 */

/** Longest text tokens may fill in: ten times the longest text a field of the schema takes. */
export const MAX_RESOLVED_LENGTH = 50_000;

/** A broken token, at `path`, where it is written. */
export type TokenProblem = Found & {
  /** The dotted path the token names, such as `company.name`. */
  token: string;
};

/** What a token stands for: its text, or why it has none (reported where the cause is written). */
type Outcome = { text: string } | { broken: 'unknown' | 'empty' | 'group' | 'boolean' | 'elsewhere' | 'loop' };

export function resolveTokens<T>(config: T, maxLength = MAX_RESOLVED_LENGTH): { value: T; problems: TokenProblem[] } {
  const problems: TokenProblem[] = [];
  const memo = new Map<string, Outcome>();
  /** The values being filled in, outermost first: a token naming one of them closes a loop. */
  const active: string[] = [];
  /** Each value found in a loop, with the loop written from it: `a → b → a`. */
  const loops = new Map<string, string[]>();

  const outcomeOf = (dotted: string): Outcome => {
    const known = memo.get(dotted);
    if (known) return known;
    const start = active.indexOf(dotted);
    if (start >= 0) {
      const cycle = active.slice(start);
      cycle.forEach((member, i) => loops.set(member, [...cycle.slice(i), ...cycle.slice(0, i), member]));
      return { broken: 'loop' };
    }
    const value = valueAt(config, dotted);
    let outcome: Outcome;
    if (typeof value === 'number') outcome = { text: String(value) };
    else if (typeof value === 'string') {
      active.push(dotted);
      const filled = fill(value);
      active.pop();
      outcome = filled.problems.length || filled.broken ? { broken: 'elsewhere' } : { text: filled.text };
    } else
      outcome = { broken: value === undefined ? 'unknown' : value === null ? 'empty' : typeof value === 'boolean' ? 'boolean' : 'group' };
    memo.set(dotted, outcome);
    return outcome;
  };

  /**
   * `text` with its tokens filled in. Problems are those written in `text` itself (a token
   * naming nothing, a group, an empty value; the text growing too long); a token whose own
   * value is broken only makes `text` broken: its problem is reported where it is written.
   */
  const fill = (text: string) => {
    const found: { token: string; message: string }[] = [];
    let broken = false;
    let filled = '';
    let last = 0;
    for (const match of text.matchAll(TOKEN)) {
      const dotted = match[1]!;
      filled += text.slice(last, match.index);
      last = match.index + match[0].length;
      const outcome = outcomeOf(dotted);
      if ('text' in outcome) filled += outcome.text;
      else {
        filled += match[0];
        broken = true;
        if (outcome.broken !== 'elsewhere' && outcome.broken !== 'loop')
          found.push({ token: dotted, message: brokenMessage(config, dotted, outcome.broken) });
      }
      if (filled.length > maxLength) {
        const chain = largestChain(dotted);
        found.push({
          token: dotted,
          message: `Filled in, this text grows past ${maxLength.toLocaleString('en-US')} characters (${chain.map((t) => `{${t}}`).join(' → ')} repeats itself): write it out, or name each value once`,
        });
        return { text: filled.slice(0, maxLength), problems: found, broken: true };
      }
    }
    filled += text.slice(last);
    return { text: filled, problems: found, broken };
  };

  /** `dotted`, then the token of its value that fills in the most, and so on: where the growth comes from. */
  const largestChain = (dotted: string): string[] => {
    const chain = [dotted];
    for (let next: string | undefined = dotted; next && chain.length < 6;) {
      const value: unknown = valueAt(config, next);
      if (typeof value !== 'string') break;
      const tokens: string[] = [...value.matchAll(TOKEN)].map((m) => m[1]!);
      next = tokens.sort((a, b) => lengthOf(b) - lengthOf(a))[0];
      if (next && !chain.includes(next)) chain.push(next);
      else break;
    }
    return chain;
  };
  const lengthOf = (dotted: string) => {
    const outcome = memo.get(dotted);
    return outcome && 'text' in outcome ? outcome.text.length : Number.MAX_SAFE_INTEGER;
  };

  const walk = (value: unknown, path: KeyPath): unknown => {
    if (typeof value === 'string') {
      const dotted = path.join('.');
      // A text a token could name is filled in as a token would be, so a loop through it is found.
      const nameable = path.length > 1 && path.every((key) => typeof key === 'string');
      const own = nameable ? outcomeOf(dotted) : undefined;
      const loop = loops.get(dotted);
      if (loop) {
        const message =
          loop.length === 2
            ? `Token {${dotted}} refers to itself`
            : `Tokens refer to each other in a loop: ${loop.map((t) => `{${t}}`).join(' → ')}`;
        problems.push({ path, token: loop[1]!, message });
        return value;
      }
      if (own && 'text' in own) return own.text;
      const { text, problems: found } = fill(value);
      problems.push(...found.map((p) => ({ path, ...p })));
      return found.length ? value : text;
    }
    if (Array.isArray(value)) return value.map((item, i) => walk(item, [...path, i]));
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, [...path, k])]));
    }
    return value;
  };

  return { value: walk(config, []) as T, problems };
}

function valueAt(config: unknown, dotted: string): unknown {
  let value = config;
  for (const key of dotted.split('.')) {
    if (!value || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function brokenMessage(config: unknown, dotted: string, why: 'unknown' | 'empty' | 'group' | 'boolean'): string {
  if (why === 'empty') return `Token {${dotted}} names an empty value: write that value, or name another`;
  if (why === 'boolean') return `Token {${dotted}} names a yes/no setting, not a text`;
  if (why === 'group') {
    const value = valueAt(config, dotted);
    const first = Array.isArray(value) ? undefined : Object.keys(value as object)[0];
    return first === undefined
      ? `Token {${dotted}} names a list, not a text: tokens name single values`
      : `Token {${dotted}} names a group, not a text: name one of its values, such as {${dotted}.${first}}`;
  }
  const keys = dotted.split('.');
  let value: unknown = config;
  const found: string[] = [];
  for (const key of keys) {
    const group = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    if (!Object.hasOwn(group, key)) {
      const options = Object.keys(group).filter(
        (k) => isScalarish(group[k]) || (group[k] && typeof group[k] === 'object' && !Array.isArray(group[k])),
      );
      const where = found.length ? found.join('.') : 'the config';
      const token = (k: string) => `{${[...found, k].join('.')}${isScalarish(group[k]) ? '' : '.…'}}`;
      const near = nearestKey(key, options);
      const hint = near ? `. Did you mean ${token(near)}?` : options.length ? `. Available: ${options.map(token).join(', ')}` : '';
      return `Unknown token {${dotted}}: ${where} has no "${key}"${hint}`;
    }
    found.push(key);
    value = group[key];
  }
  return `Unknown token {${dotted}}`;
}

const isScalarish = (v: unknown) => typeof v === 'string' || typeof v === 'number';
