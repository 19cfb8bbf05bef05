import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { iconNames } from '../../schema/index.ts';
import { parseSiteConfig } from './loadSiteConfig.ts';
import { SiteConfigError } from './problem.ts';

/** The `path  message` part of each problem for a copy of site.config.yaml with one edit. */
function problemsAfter(pattern: RegExp, replacement: string): string[] {
  const good = readFileSync('site.config.yaml', 'utf8');
  expect(good).toMatch(pattern);
  try {
    parseSiteConfig(good.replace(pattern, replacement), 'site.config.yaml');
  } catch (error) {
    expect(error).toBeInstanceOf(SiteConfigError);
    return (error as SiteConfigError).problems.map((p) => `${p.path}  ${p.message}`);
  }
  return [];
}

/** The footer's licence line, in both languages. */
const LICENCE = / {2}licence:\n {4}en-US: .*\n {4}es-US: .*/;
/** The company's tagline, in both languages. */
const TAGLINE = / {2}tagline:\n {4}en-US: .*\n {4}es-US: .*/;

describe('config problems are worded for the person editing the YAML', () => {
  it('the config as committed has none', () => {
    expect(problemsAfter(/^/, '')).toEqual([]);
  });

  it('an unknown icon name suggests the nearest and lists the curated set', () => {
    const [problem] = problemsAfter(/icon: truck/, 'icon: truk');
    expect(problem).toMatch(/\.icon {2}Unknown value "truk"\. Did you mean "truck"\? Known values: (.+)$/);
    expect(problem!.split('Known values: ')[1]).toBe(iconNames.join(', '));
  });

  it('an unknown action kind suggests the nearest', () => {
    expect(problemsAfter(/kind: phone/, 'kind: fone')).toEqual([
      expect.stringMatching(/\.kind {2}Unknown kind "fone"\. Did you mean "phone"\? Known kinds: mail, phone, link$/),
    ]);
  });

  it('a number out of range and a list too long say the bound and what was found', () => {
    expect(problemsAfter(/rating: 5/, 'rating: 6')).toEqual([expect.stringMatching(/\.rating {2}Must be at most 5, got number 6$/)]);
    // Three more stat tiles before the four of the example: seven, where a hero takes six at most.
    const problems = problemsAfter(/stats:\n/, `stats:\n${'          - { value: "1", label: x }\n'.repeat(3)}`);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toMatch(/^routes\.0\.sections\.\d+\.stats {2}List at most 6 items here \(found 7\)$/);
  });

  it('an empty value and a list where a text belongs are named as such', () => {
    expect(problemsAfter(LICENCE, '  licence:')).toEqual(['footer.licence  Expected string, got an empty value']);
    expect(problemsAfter(LICENCE, '  licence: [a, b]')).toEqual(['footer.licence  Expected string, got a list']);
  });

  it('a placeholder where the text takes none points to tokens', () => {
    expect(problemsAfter(LICENCE, '  licence: Licensed in {state}')).toEqual([
      'footer.licence  Unknown placeholder {state}: this text takes no placeholders. Config tokens need a path, such as {company.name}',
    ]);
  });

  it('tokens that loop are reported instead of hanging the build', () => {
    // In each language: its tagline names its own licence line.
    expect(problemsAfter(TAGLINE, '  tagline: "{footer.licence}"')).toEqual([]);
    expect(problemsAfter(TAGLINE, '  tagline:\n    en-US: "{footer.licence}"\n    es-US: "{footer.licence}."')).toEqual([]);
    expect(problemsAfter(TAGLINE, '  tagline: "{company.tagline}!"')).toEqual([
      'company.tagline  Token {company.tagline} refers to itself',
    ]);
  });
});
