import { describe, expect, it } from 'vitest';
import { buildDay, parseBuildDay } from './buildDay.ts';
import { UsageError } from './problem.ts';

describe('the build day', () => {
  it('is today, in UTC, when BUILD_DAY is not set', () => {
    expect(buildDay({}, new Date('2026-11-25T23:30:00-05:00'))).toBe('2026-11-26');
    expect(buildDay({ BUILD_DAY: '' }, new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-25');
  });

  it('is BUILD_DAY when it is set, whatever the clock says', () => {
    expect(buildDay({ BUILD_DAY: '2027-03-01' }, new Date('2026-11-25T12:00:00Z'))).toBe('2027-03-01');
    expect(buildDay({ BUILD_DAY: '2028-02-29' })).toBe('2028-02-29');
  });

  it.each(['tomorrow', '2027-3-1', '2027-02-30', '2027-02-29', '2027-03-01T00:00:00Z', ' 2027-03-01'])(
    'refuses BUILD_DAY=%j with a usage error that says how to write it',
    (value) => {
      const run = () => buildDay({ BUILD_DAY: value });
      expect(run).toThrow(UsageError);
      expect(run).toThrow(`BUILD_DAY is "${value}", not a day: write it as YYYY-MM-DD (UTC), such as 2027-03-01`);
    },
  );

  it('names where a bad day came from, and shows it printable', () => {
    expect(() => parseBuildDay('\u001b[2J', 'buildDay')).toThrow('buildDay is "\\u{1b}[2J", not a day');
  });
});
