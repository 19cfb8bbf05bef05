import { SiteConfigError } from '../config/problem.ts';

/** Runs a command; a config problem prints its located list and exits 1, anything else its stack. */
export async function runCli(main: () => Promise<void>) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof SiteConfigError ? error.message : error);
    process.exitCode = 1;
  }
}
