import { SiteConfigError } from '../config/problem.ts';

/**
 * A problem the person running a command can fix (a folder that was never built, an output
 * folder that holds the project): printed as its message alone, like a config problem. Any
 * other error is a bug and keeps its stack.
 */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Runs a command; a config problem prints its located list and a usage problem its message, both exit 1; anything else prints its stack. */
export async function runCli(main: () => Promise<void>) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof SiteConfigError || error instanceof UsageError ? error.message : error);
    process.exitCode = 1;
  }
}
