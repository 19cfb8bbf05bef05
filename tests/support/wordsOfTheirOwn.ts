/**
 * `count` words of their own, as a carrier's own text is to a compressor (the same word again
 * would cost it next to nothing): each a number of a fixed sequence written in base 36, about
 * 7.9 characters with its space and 6 bytes as gzip. The same `seed`, the same words.
 */
export const wordsOfTheirOwn = (count: number, seed: number) =>
  Array.from({ length: count }, (_, i) => (((i + seed) * 2654435761) % 2 ** 32).toString(36)).join(' ');
