import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../loadSiteConfig.ts';
import { SiteConfigError, type Finding } from '../problem.ts';

const GOOD = readFileSync('site.config.yaml', 'utf8');
/** The example's Columbus terminal, as written in site.config.yaml. */
const IN_EXAMPLE = `- name:
              en-US: Columbus Terminal
              es-US: Terminal de Columbus
            city: Columbus
            region: OH
            lat: 39.96
            lon: -83.0
`;
const COLUMBUS = '{ name: Columbus Terminal, city: Columbus, region: OH, lat: 39.96, lon: -83.0 }';

/** The problems of site.config.yaml with the example's Columbus terminal written as `terminal`. */
function problemsWith(terminal: string): Finding[] {
  expect(GOOD).toContain(IN_EXAMPLE);
  try {
    parseSiteConfig(GOOD.replace(IN_EXAMPLE, `- ${terminal}\n`), 'site.config.yaml');
  } catch (error) {
    expect(error).toBeInstanceOf(SiteConfigError);
    return (error as SiteConfigError).problems;
  }
  return [];
}

/** Line of the Columbus terminal in the file, where a problem of it is located. */
const TERMINAL_LINE = GOOD.slice(0, GOOD.indexOf(IN_EXAMPLE)).split('\n').length;
const TERMINAL_PATH = /^routes\.\d+\.sections\.\d+\.terminals\.0$/;

describe("the check of a coverage section's terminals", () => {
  it('passes the terminals of the example, and one on its state line', () => {
    expect(problemsWith(COLUMBUS)).toEqual([]);
    // Kansas City: a yard on the Kansas side of State Line Road, its point a few hundred metres into Missouri.
    expect(problemsWith('{ name: State Line Yard, city: Kansas City, region: KS, lat: 39.1, lon: -94.6 }')).toEqual([]);
  });

  it('refuses a terminal the map cannot show, saying the map shows the 50 states', () => {
    for (const terminal of [
      '{ name: London Depot, city: London, region: OH, lat: 51.5, lon: -0.12 }',
      '{ name: San Juan Depot, city: San Juan, region: FL, lat: 18.47, lon: -66.11 }',
      // Latitude and longitude swapped.
      '{ name: Columbus Terminal, city: Columbus, region: OH, lat: -83.0, lon: 39.96 }',
    ]) {
      const problems = problemsWith(terminal);
      expect(problems, terminal).toHaveLength(1);
      const [problem] = problems;
      expect(problem!.path).toMatch(TERMINAL_PATH);
      expect(problem!.line).toBe(TERMINAL_LINE);
      expect(problem!.message).toMatch(/^\S.* \(lat -?[\d.]+, lon -?[\d.]+\) is outside the map, which shows the 50 states/);
      expect(problem!.message).toContain(/name: ([^,]+),/.exec(terminal)![1]);
    }
  });

  it('refuses a terminal outside its state, naming the state it lies in', () => {
    const [problem, ...others] = problemsWith('{ name: Columbus Terminal, city: Columbus, region: IN, lat: 39.96, lon: -83.0 }');
    expect(others).toEqual([]);
    expect(problem!.path).toMatch(TERMINAL_PATH);
    expect(problem!.line).toBe(TERMINAL_LINE);
    expect(problem!.message).toBe(
      'Columbus Terminal (lat 39.96, lon -83) lies in Ohio, not in Indiana (region: IN): check the numbers or the region',
    );
  });

  it('refuses a terminal in no state at all (across the border, at sea)', () => {
    const [problem] = problemsWith('{ name: Toronto Yard, city: Buffalo, region: NY, lat: 43.65, lon: -79.38 }');
    expect(problem!.path).toMatch(TERMINAL_PATH);
    expect(problem!.message).toMatch(
      /^Toronto Yard \(lat 43\.65, lon -79\.38\) lies outside every state .*, not in New York \(region: NY\)/,
    );
  });
});
