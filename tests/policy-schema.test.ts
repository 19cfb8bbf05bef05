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
  const folded = GOOD.lastIndexOf('>-', at);
  const start = folded !== -1 && !GOOD.slice(folded, at).match(/\n\s*-/) ? folded : at;
  return GOOD.slice(0, start).split('\n').length;
};
const policy = (path: string, file = 'site.config.yaml') => {
  const route = loadSiteConfig(file).routes.find((r) => r.path === path)!;
  return route.sections[0] as SectionOf<'policy'>;
};

/** The privacy policy's mail link to its privacy team, and its title, as the example writes them. */
const PRIVACY_REQUEST = '- { kind: mail, subject: { en-US: Privacy Request, es-US: Solicitud de privacidad } }';
const PRIVACY_TITLE = '        title:\n          en-US: Privacy Policy\n          es-US: Política de privacidad\n';

describe('policy mistakes in the config', () => {
  it('a misspelt constant names the constants the policy has', () => {
    const [problem] = problemsAfter('net {paymentDays} days', 'net {paymentDay} days');
    expect(problem).toBe(
      `${lineOfValue('net {paymentDays} days')}  routes.4.sections.0.sections.2.content.0.list.1.en-US  Unknown placeholder {paymentDay}: this policy's constants are {paymentDays}, {claimMonths}. Config tokens need a path, such as {company.name}`,
    );
  });

  it('an unknown link kind names the piece and the known kinds', () => {
    const problems = problemsAfter(PRIVACY_REQUEST, PRIVACY_REQUEST.replace('kind: mail', 'kind: mial'));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /routes\.2\.sections\.0\.sections\.5\.content\.2 {2}Piece 2 has unknown kind "mial"\. Known kinds: mail, phone, link$/,
    );
  });

  it('a link kind named like a property every object has is an unknown kind too, not a crash', () => {
    for (const kind of ['constructor', 'toString', '__proto__']) {
      const problems = problemsAfter(PRIVACY_REQUEST, PRIVACY_REQUEST.replace('kind: mail', `kind: ${kind}`));
      expect(problems).toEqual([
        expect.stringMatching(new RegExp(`Piece 2 has unknown kind "${kind}"\\. Known kinds: mail, phone, link$`)),
      ]);
    }
  });

  it('a route link to a route that does not exist lists the declared routes', () => {
    const problems = problemsAfter(
      '- kind: link\n                      href: /cookies\n',
      '- kind: link\n                      href: /cookie\n',
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /href {2}No route "\/cookie"\. Declared routes: \/, \/drivers, \/privacy, \/cookies, \/terms, \/drivers\/otr-company-driver, \/drivers\/regional-company-driver, \/drivers\/owner-operator$/,
      ),
    ]);
  });

  it('a route link without its label says what it needs', () => {
    const label =
      '                      label:\n                        en-US: Cookie Policy\n                        es-US: Política de cookies\n';
    const problems = problemsAfter(`href: /cookies\n${label}`, 'href: /cookies\n');
    expect(problems).toEqual([expect.stringMatching(/Bullet 5: Piece 2 \(kind: link\) needs label$/)]);
  });

  it('a misspelt list key is named', () => {
    const problems = problemsAfter(
      '              - list:\n                  - en-US: prepare quotes',
      '              - lists:\n                  - en-US: prepare quotes',
    );
    expect(problems).toEqual([expect.stringMatching(/A bullet list is written \{ list: \[\.\.\.\] \}; found "lists"$/)]);
  });

  it('two sections with the same anchor are caught', () => {
    const problems = problemsAfter(
      '          - heading:\n              en-US: Data Security\n',
      '          - id: information-we-collect\n            heading:\n              en-US: Data Security\n',
    );
    expect(problems).toEqual([
      expect.stringMatching(
        /sections\.4\.id {2}Section anchor "information-we-collect" is already used by section 1: give one of them an id$/,
      ),
    ]);
  });

  it('lastUpdated must be a real YYYY-MM-DD date', () => {
    expect(problemsAfter(PRIVACY_TITLE, `${PRIVACY_TITLE}        lastUpdated: 2024-13-45\n`)).toEqual([
      expect.stringMatching(/routes\.2\.sections\.0\.lastUpdated {2}Write the date as YYYY-MM-DD, such as 2025-01-31$/),
    ]);
    expect(problemsAfter(PRIVACY_TITLE, `${PRIVACY_TITLE}        lastUpdated: 2024-05-01\n`)).toEqual([]);
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
