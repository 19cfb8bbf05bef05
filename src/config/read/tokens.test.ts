import { describe, expect, it } from 'vitest';
import { resolveTokens } from './tokens.ts';

const config = {
  company: { name: 'Acme Haulage', legalName: '{company.name} LLC', phone: '(555) 010-0199', founded: 1999, credit: { name: 'Studio' } },
  footer: { copyright: '© {company.legalName}', since: 'Since {company.founded}', credit: 'By {company.credit.name}' },
  list: ['Call {company.phone}', { text: '{company.name} cares' }],
};

describe('text tokens such as {company.name}', () => {
  it('resolve anywhere in the config, nested tokens included, numbers as text', () => {
    const { value, problems } = resolveTokens(config);
    expect(problems).toEqual([]);
    expect(value.company.legalName).toBe('Acme Haulage LLC');
    expect(value.footer).toEqual({ copyright: '© Acme Haulage LLC', since: 'Since 1999', credit: 'By Studio' });
    expect(value.list).toEqual(['Call (555) 010-0199', { text: 'Acme Haulage cares' }]);
  });

  it('leave run-time placeholders without a dot, such as {year}, untouched', () => {
    expect(resolveTokens({ a: { b: '© {year} {a.c}', c: 'X' } }).value.a.b).toBe('© {year} X');
  });

  it('report an unknown token where it is written, with the nearest known token', () => {
    const { problems } = resolveTokens({ company: { name: 'A', phone: 'B' }, footer: { text: 'Call {company.phnoe}' } });
    expect(problems).toEqual([
      {
        path: ['footer', 'text'],
        token: 'company.phnoe',
        message: 'Unknown token {company.phnoe}: company has no "phnoe". Did you mean {company.phone}?',
      },
    ]);
  });

  it('list what is available when nothing is close', () => {
    const { problems } = resolveTokens({ company: { name: 'A', credit: { url: 'u' } }, footer: { text: '{company.zzzzzz}' } });
    expect(problems[0]!.message).toBe(
      'Unknown token {company.zzzzzz}: company has no "zzzzzz". Available: {company.name}, {company.credit.…}',
    );
  });

  it('report a broken token once, where it is written, not again in every text that uses it', () => {
    const { problems } = resolveTokens({
      company: { name: 'A', tagline: '{company.nmae} moves freight' },
      footer: { about: '{company.tagline}' },
    });
    expect(problems.map((p) => p.path.join('.'))).toEqual(['company.tagline']);
  });

  it('report a token that names a group rather than a value', () => {
    const { problems } = resolveTokens({ company: { credit: { name: 'S', url: 'u' } }, footer: { text: 'By {company.credit}' } });
    expect(problems.map((p) => p.message)).toEqual([
      'Token {company.credit} names a group, not a text: name one of its values, such as {company.credit.name}',
    ]);
  });

  it('report a token that refers to itself, directly or through another token, instead of looping', () => {
    const direct = resolveTokens({ a: { b: 'x {a.b}' } });
    expect(direct.problems).toEqual([{ path: ['a', 'b'], token: 'a.b', message: 'Token {a.b} refers to itself' }]);
    const loop = resolveTokens({ a: { b: '{a.c}', c: '{a.b}' } });
    expect(loop.problems.map((p) => `${p.path.join('.')}: ${p.message}`)).toEqual([
      'a.b: Tokens refer to each other in a loop: {a.b} → {a.c} → {a.b}',
      'a.c: Tokens refer to each other in a loop: {a.c} → {a.b} → {a.c}',
    ]);
  });
});
