import { isUsersToFix } from '../config/problem.ts';

/** Runs a command; a config problem prints its located list and a usage problem its message, both exit 1; anything else prints its stack. */
export async function runCli(main: () => Promise<void> | void) {
  try {
    await main();
  } catch (error) {
    console.error(isUsersToFix(error) ? error.message : error);
    process.exitCode = 1;
  }
}
