import { LineCounter, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { locate } from './locate.ts';

const source = [
  'company:', //                                   1
  '  name: Acme', //                               2
  '  phone: "(555) 010-0199"', //                  3
  'routes:', //                                    4
  '  - path: /', //                                5
  '    sections:', //                              6
  '      - { type: hero, headline: Hi }', //       7
  '      - type: cta', //                          8
  '        heading: Go', //                        9
].join('\n');

const lines = new LineCounter();
const doc = parseDocument(source, { lineCounter: lines });
const at = (path: (string | number)[], key?: string) => {
  const { line, column } = locate(doc, lines, path, key);
  return `${line}:${column}`;
};

describe('locate: where a config path is written in the YAML', () => {
  it('points at the value of a scalar', () => {
    expect(at(['company', 'name'])).toBe('2:9');
    expect(at(['company', 'phone'])).toBe('3:10');
  });

  it('points at the key of a group or a list', () => {
    expect(at(['company'])).toBe('1:1');
    expect(at(['routes', 0, 'sections'])).toBe('6:5');
  });

  it('follows list items, in block and flow style', () => {
    expect(at(['routes', 0, 'path'])).toBe('5:11');
    expect(at(['routes', 0, 'sections', 0, 'headline'])).toBe('7:33');
    expect(at(['routes', 0, 'sections', 1, 'heading'])).toBe('9:18');
  });

  it('points at a key itself when asked (an unknown key)', () => {
    expect(at(['company'], 'phone')).toBe('3:3');
  });

  it('falls back to the closest parent that exists (a missing key)', () => {
    expect(at(['company', 'email'])).toBe('1:1');
    expect(at(['routes', 0, 'title'])).toBe('5:5');
    expect(at(['routes', 3, 'path'])).toBe('4:1');
  });
});
