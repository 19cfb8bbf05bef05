/**
 * `compute`, remembered per argument: a server's requests repeat a handful of paths and
 * Accept-Encoding values, each worked out once. The values remembered are bounded: once `limit`
 * are, they are forgotten all at once (a client that makes up a new target per request costs
 * the work it did before, never memory).
 */
export function remembered<T>(compute: (key: string) => T, limit = 1024): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    let value = known.get(key);
    if (value === undefined) {
      if (known.size >= limit) known.clear();
      value = compute(key);
      known.set(key, value);
    }
    return value;
  };
}
