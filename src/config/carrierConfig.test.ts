import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { carrierConfigFile, carrierOutDir } from './carrierConfig.ts';
import { UsageError } from './problem.ts';

const OTHER = 'tests/fixtures/carriers/other';
const EXPECTED =
  "name a carrier's folder (holding its site.config.yaml) or its config file (.yaml), such as sites/acme or sites/acme/site.config.yaml";

describe('the carrier a command works on', () => {
  it('is the folder or the config file named on the command line, as its config file', () => {
    expect(carrierConfigFile(OTHER, {})).toBe(resolve(OTHER, 'site.config.yaml'));
    expect(carrierConfigFile(`${OTHER}/`, {})).toBe(resolve(OTHER, 'site.config.yaml'));
    expect(carrierConfigFile(`${OTHER}/site.config.yaml`, {})).toBe(resolve(OTHER, 'site.config.yaml'));
    expect(carrierConfigFile('tests/fixtures/bad/yaml-syntax.yaml', {})).toBe(resolve('tests/fixtures/bad/yaml-syntax.yaml'));
  });

  it('is the one SITE_CONFIG names (a folder or a file) when none is named, and the one named when both are', () => {
    expect(carrierConfigFile(undefined, { SITE_CONFIG: OTHER })).toBe(resolve(OTHER, 'site.config.yaml'));
    expect(carrierConfigFile(undefined, { SITE_CONFIG: `${OTHER}/site.config.yaml` })).toBe(resolve(OTHER, 'site.config.yaml'));
    expect(carrierConfigFile('tests/fixtures/carriers/ridgeline', { SITE_CONFIG: OTHER })).toBe(
      resolve('tests/fixtures/carriers/ridgeline/site.config.yaml'),
    );
  });

  it('is ./site.config.yaml when neither names one', () => {
    expect(carrierConfigFile(undefined, {})).toBe(resolve('site.config.yaml'));
    expect(carrierConfigFile(undefined, { SITE_CONFIG: '' })).toBe(resolve('site.config.yaml'));
  });

  it.each([
    ['sites/no-such-carrier', `sites/no-such-carrier does not exist: ${EXPECTED}`],
    [
      'tests/fixtures/carriers',
      `tests/fixtures/carriers is a folder without site.config.yaml: ${EXPECTED}. Carriers there: tests/fixtures/carriers/other, tests/fixtures/carriers/ridgeline`,
    ],
    [
      'tests/fixtures/carriers/othr',
      `tests/fixtures/carriers/othr does not exist: ${EXPECTED}. Carriers there: tests/fixtures/carriers/other, tests/fixtures/carriers/ridgeline`,
    ],
    ['package.json', `package.json is not a config file: ${EXPECTED}`],
  ])('refuses %s with a usage error that says what it expected', (path, message) => {
    expect(() => carrierConfigFile(path, {})).toThrow(new UsageError(message));
  });

  it('says a bad SITE_CONFIG came from SITE_CONFIG, printable', () => {
    expect(() => carrierConfigFile(undefined, { SITE_CONFIG: 'sites/acme\u001b[2J' })).toThrow(
      new UsageError(`SITE_CONFIG (sites/acme\\u{1b}[2J) does not exist: ${EXPECTED}`),
    );
  });
});

describe("the folder a carrier's site is built into", () => {
  it('is dist/ beside its config: ./dist for the example at the root, its own for any other carrier', () => {
    expect(carrierOutDir(resolve('site.config.yaml'), {})).toBe('dist');
    expect(carrierOutDir(resolve(OTHER, 'site.config.yaml'), {})).toBe(`${OTHER}/dist`);
    expect(carrierOutDir('/srv/carriers/acme/site.config.yaml', {})).toBe('/srv/carriers/acme/dist');
  });

  it('is OUT_DIR when it is set', () => {
    expect(carrierOutDir(resolve(OTHER, 'site.config.yaml'), { OUT_DIR: '/tmp/site' })).toBe('/tmp/site');
  });
});
