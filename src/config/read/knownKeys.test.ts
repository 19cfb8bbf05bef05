import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { helpAt, knownKeysAt, nearestKey } from './knownKeys.ts';

describe('nearestKey: the "Did you mean" of an unknown key', () => {
  it.each([
    ['emial', 'email'], // swapped letters
    ['tagine', 'tagline'], // a letter left out
    ['headlinee', 'headline'], // a letter too many
    ['Email', 'email'], // case
    ['scrollTreshold', 'scrollThreshold'],
  ])('%s → %s', (typo, meant) => {
    expect(nearestKey(typo, ['name', 'email', 'tagline', 'headline', 'scrollThreshold'])).toBe(meant);
  });

  it('suggests nothing when no known key is close, rather than a wild guess', () => {
    expect(nearestKey('colour', ['name', 'email', 'phone'])).toBeUndefined();
    expect(nearestKey('xy', ['id', 'name'])).toBeUndefined();
    expect(nearestKey('anything', [])).toBeUndefined();
  });
});

describe('knownKeysAt and helpAt: what the schema allows at a path of the data', () => {
  const item = z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('a'), alpha: z.string() }),
    z
      .strictObject({
        type: z.literal('b'),
        beta: z
          .string()
          .meta({ description: 'The beta.', examples: ['β'] })
          .optional(),
      })
      .transform((b) => b),
  ]);
  const root = z.strictObject({ items: z.array(item), title: z.string() });
  const data = { items: [{ type: 'a' }, { type: 'b' }], title: 'T' };

  it('follows lists and picks a union member by its discriminator, through transforms', () => {
    expect(knownKeysAt(root, data, [])).toEqual(['items', 'title']);
    expect(knownKeysAt(root, data, ['items', 0])).toEqual(['type', 'alpha']);
    expect(knownKeysAt(root, data, ['items', 1])).toEqual(['type', 'beta']);
    expect(knownKeysAt(root, { items: [{ type: 'zzz' }] }, ['items', 0])).toEqual([]);
  });

  it('reads the description and example given with .meta(), through optional', () => {
    expect(helpAt(root, data, ['items', 1, 'beta'])).toEqual({ description: 'The beta.', example: 'β' });
    expect(helpAt(root, data, ['title'])).toEqual({});
  });
});
