import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '../schema/index.ts';
import { loadSiteConfig, parseSiteConfig } from '../src/config/loadSiteConfig.ts';
import { SiteConfigError } from '../src/config/problem.ts';

/**
 * What a config editor reads when a policy in site.config.yaml is wrong: one located line per
 * mistake, naming the piece, the kind, the constant or the anchor at fault.
 */
const GOOD = readFileSync('site.config.yaml', 'utf8');

function problemsAfter(from: string, to: string): string[] {
  expect(GOOD).toContain(from);
  try {
    parseSiteConfig(GOOD.replace(from, to), 'site.config.yaml');
  } catch (error) {
    if (error instanceof SiteConfigError) return error.problems.map((p) => `${p.line}  ${p.path}  ${p.message}`);
    throw error;
  }
  return [];
}

/** Line of the YAML value that holds `text` (a folded `>-` value starts on the line above). */
const lineOfValue = (text: string) => {
  const at = GOOD.indexOf(text);
  const folded = GOOD.lastIndexOf('- >-', at);
  const start = folded !== -1 && !GOOD.slice(folded, at).match(/\n\s*-/) ? folded : at;
  return GOOD.slice(0, start).split('\n').length;
};
const policy = (path: string, file = 'site.config.yaml') => {
  const route = loadSiteConfig(file).routes.find((r) => r.path === path)!;
  return route.sections[0] as SectionOf<'policy'>;
};

describe('policy mistakes in the config', () => {
  it('a misspelt constant names the constants the policy has', () => {
    const [problem] = problemsAfter('net {paymentDays} days', 'net {paymentDay} days');
    expect(problem).toBe(
      `${lineOfValue('net {paymentDays} days')}  routes.4.sections.0.sections.2.content.0.list.1  Unknown placeholder {paymentDay}: this policy's constants are {paymentDays}, {claimMonths}. Config tokens need a path, such as {company.name}`,
    );
  });

  it('an unknown link kind names the piece and the known kinds', () => {
    const problems = problemsAfter('- { kind: mail, subject: Privacy Request }', '- { kind: mial, subject: Privacy Request }');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /routes\.2\.sections\.0\.sections\.5\.content\.2 {2}Piece 2 has unknown kind "mial"\. Known kinds: mail, phone, link$/,
    );
  });

  it('a link kind named like a property every object has is an unknown kind too, not a crash', () => {
    for (const kind of ['constructor', 'toString', '__proto__']) {
      const problems = problemsAfter('- { kind: mail, subject: Privacy Request }', `- { kind: ${kind}, subject: Privacy Request }`);
      expect(problems).toEqual([
        expect.stringMatching(new RegExp(`Piece 2 has unknown kind "${kind}"\\. Known kinds: mail, phone, link$`)),
      ]);
    }
  });

  it('a route link to a route that does not exist lists the declared routes', () => {
    const problems = problemsAfter(
      '{ kind: link, href: /cookies, label: Cookie Policy }',
      '{ kind: link, href: /cookie, label: Cookie Policy }',
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /href {2}No route "\/cookie"\. Declared routes: \/, \/drivers, \/privacy, \/cookies, \/terms, \/drivers\/otr-company-driver, \/drivers\/regional-company-driver, \/drivers\/owner-operator$/,
      ),
    ]);
  });

  it('a route link without its label says what it needs', () => {
    const problems = problemsAfter('{ kind: link, href: /cookies, label: Cookie Policy }', '{ kind: link, href: /cookies }');
    expect(problems).toEqual([expect.stringMatching(/Bullet 5: Piece 2 \(kind: link\) needs label$/)]);
  });

  it('a misspelt list key is named', () => {
    const problems = problemsAfter(
      '              - list:\n                  - prepare quotes',
      '              - lists:\n                  - prepare quotes',
    );
    expect(problems).toEqual([expect.stringMatching(/A bullet list is written \{ list: \[\.\.\.\] \}; found "lists"$/)]);
  });

  it('two sections with the same anchor are caught', () => {
    const problems = problemsAfter(
      '          - heading: Data Security\n',
      '          - heading: Data Security\n            id: information-we-collect\n',
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /sections\.4\.id {2}Section anchor "information-we-collect" is already used by section 1: give one of them an id$/,
      ),
    ]);
  });

  it('lastUpdated must be a real YYYY-MM-DD date', () => {
    expect(problemsAfter('        title: Privacy Policy\n', '        title: Privacy Policy\n        lastUpdated: 2024-13-45\n')).toEqual([
      expect.stringMatching(/routes\.2\.sections\.0\.lastUpdated {2}Write the date as YYYY-MM-DD, such as 2025-01-31$/),
    ]);
    expect(problemsAfter('        title: Privacy Policy\n', '        title: Privacy Policy\n        lastUpdated: 2024-05-01\n')).toEqual(
      [],
    );
  });
});

describe('the policies as validated', () => {
  it('have the section counts of the specification, with an anchor each', () => {
    for (const [path, count] of [
      ['/privacy', 8],
      ['/cookies', 8],
      ['/terms', 12],
    ] as const) {
      const ids = policy(path).sections.map((s) => s.id);
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(count);
    }
  });

  it('fill in the constants, so each business number is written once', () => {
    const terms = JSON.stringify(policy('/terms'));
    expect(terms).toContain('net 30 days');
    expect(terms).toContain('within 9 months of delivery');
    expect(terms).not.toMatch(/\{(paymentDays|claimMonths)\}/);
  });

  it("carry the second carrier's own identity through tokens and constants", () => {
    const file = 'tests/fixtures/carriers/other/site.config.yaml';
    const { company } = loadSiteConfig(file);
    const privacy = JSON.stringify(policy('/privacy', file));
    expect(privacy).toContain(company.mcNumber);
    expect(privacy).not.toContain('Example Freight');
    const terms = policy('/terms', file);
    expect(terms.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(terms)).toMatch(/within \d+ months of delivery/);
  });
});
