import { isoDate } from '../../schema/primitives.ts';
import { UsageError } from './problem.ts';
import { quoted } from './printable.ts';

/**
 * The build day (schema/buildDay.ts) as a build, a check or `npm start` takes it: BUILD_DAY
 * when it is set, for a reproducible build or a test that pins the day, otherwise today (UTC).
 * The one reader of the clock and of BUILD_DAY; a bad value is a usage error.
 */
export function buildDay(env: NodeJS.ProcessEnv = process.env, now = new Date()): string {
  return env.BUILD_DAY ? parseBuildDay(env.BUILD_DAY, 'BUILD_DAY') : now.toISOString().slice(0, 10);
}

/** `value` when it is a day of the calendar written YYYY-MM-DD; else a usage error that names `name`, where it came from. */
export function parseBuildDay(value: string, name: string): string {
  if (!isoDate.safeParse(value).success)
    throw new UsageError(`${name} is ${quoted(value)}, not a day: write it as YYYY-MM-DD (UTC), such as 2027-03-01`);
  return value;
}
