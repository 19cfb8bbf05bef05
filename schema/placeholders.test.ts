import { describe, expect, it } from 'vitest';
import { template } from './primitives.ts';
import { loadSiteConfig } from '../src/config/loadSiteConfig.ts';
import { fill } from './placeholders.ts';

const rating = template(['rating', 'max'], 'Rating.', 'Rated {rating} out of {max}').parse('Rated {rating} out of {max} ({rating}/{max})');
const copy = template(['value'], 'Copy.', 'Copy {value}').parse('Copy {value}');

describe('fill: the run-time placeholders of a config text', () => {
  it('fills every occurrence of each placeholder the schema declared', () => {
    expect(fill(rating, { rating: 4, max: 5 })).toBe('Rated 4 out of 5 (4/5)');
    expect(fill(copy, { value: 'someone@mail.test' })).toBe('Copy someone@mail.test');
  });

  it('fills in one pass: a value that holds a placeholder stays as written', () => {
    expect(fill(rating, { rating: '{max}', max: 5 })).toBe('Rated {max} out of 5 ({max}/5)');
  });

  it('leaves config tokens and text without placeholders alone', () => {
    const plain = template(['year'], 'Copyright.', '© {year}').parse('All rights reserved. {company.name}');
    expect(fill(plain, { year: 2031 })).toBe('All rights reserved. {company.name}');
  });

  it('takes the texts of the real config, typed by the schema', () => {
    const { ui, footer } = loadSiteConfig('site.config.yaml');
    expect(fill(ui.copy, { value: 'X' })).not.toMatch(/\{value\}/);
    expect(fill(ui.rating, { rating: 5, max: 5 })).not.toMatch(/\{(rating|max)\}/);
    expect(fill(ui.explain, { label: 'MC Number' })).toContain('MC Number');
    expect(fill(footer.copyright, { year: '2031' })).toContain('2031');
  });

  it('refuses, at compile time, a placeholder the text does not take, or one left out', () => {
    const value = 'X';
    // @ts-expect-error: ui.copy takes {value}, not {valu}
    fill(copy, { valu: value });
    // @ts-expect-error: ui.rating needs {max} as well
    fill(rating, { rating: 4 });
    // @ts-expect-error: a plain string is not a template of the schema
    fill('Copy {value}', { value });
    expect(fill(copy, { value })).toBe('Copy X');
  });
});
