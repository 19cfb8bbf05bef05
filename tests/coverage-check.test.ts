import { afterAll, describe, expect, it } from 'vitest';
import { check, editedConfig, removeScratchDir, summary } from './support/configCli.ts';

// What a config editor reads when a coverage section of the config is wrong (the /drivers page
// itself, read without JavaScript: tests/full/drivers-without-js.test.ts).
afterAll(removeScratchDir);

describe('npm run check: mistakes in a coverage section', () => {
  async function expectProblem(file: string, line: string) {
    const { code, stderr } = await check(file);
    expect(stderr.trim().split('\n')).toEqual([line, '', summary(1)]);
    expect(code).toBe(1);
  }

  it('a terminal outside the map (longitude without its minus sign)', async () => {
    const { file, at } = editedConfig('terminal-off-map', [/lat: 32\.78\n {12}lon: -96\.8/, 'lat: 32.78\n            lon: 96.8']);
    await expectProblem(
      file,
      `${at('name:\n              en-US: Dallas Terminal')}  routes.1.sections.2.terminals.2  page /drivers › section 3 (coverage "Where We Run") › terminal 3 "Dallas Terminal": Dallas Terminal (lat 32.78, lon 96.8) is outside the map, which shows the 50 states: check the numbers (north is a positive latitude, west a negative longitude, such as lat 39.96, lon -83.0)`,
    );
  });

  it('a terminal in another state than its region', async () => {
    const { file, at } = editedConfig('terminal-wrong-state', [/region: IN\n {12}lat: 39\.77/, 'region: OH\n            lat: 39.77']);
    await expectProblem(
      file,
      `${at('name:\n              en-US: Indianapolis Yard')}  routes.1.sections.2.terminals.1  page /drivers › section 3 (coverage "Where We Run") › terminal 2 "Indianapolis Yard": Indianapolis Yard (lat 39.77, lon -86.16) lies in Indiana, not in Ohio (region: OH): check the numbers or the region`,
    );
  });

  it('an unknown state code, and a state listed twice', async () => {
    const first = editedConfig('coverage-unknown-state', [/ {8}lower48: true\n/, '        states: [OH, QQ]\n']);
    const { stderr } = await check(first.file);
    expect(stderr).toContain(
      `${first.at('QQ')}  routes.1.sections.2.states.1  page /drivers › section 3 (coverage "Where We Run") › state 2: Unknown value "QQ".`,
    );
    const twice = editedConfig('coverage-twice', [/ {8}lower48: true\n/, '        states: [OH, IN, OH]\n']);
    await expectProblem(
      twice.file,
      `${twice.at('OH]')}  routes.1.sections.2.states.2  page /drivers › section 3 (coverage "Where We Run") › state 3: OH is listed twice: remove one`,
    );
  });
});
