/**
 * How long the tests wait before they call something hung: guards against a hang, never a claim
 * about speed. Each is tens of times what it guards takes on an idle two-core machine (the
 * longest test about 30 s, the longest child process, `npm run build`, about 25 s), so that a
 * machine busy with other work (another `npm test` beside this one, as issue 37 found: ten
 * tests failed on time limits alone) never trips one. What a test claims about time or memory
 * it measures as the processor time and peak memory of the process that did the work
 * (./reportUsage.mjs), which other work on the machine does not change, or leaves to a benchmark
 * (tests/bench/).
 */

/** A test or a hook (vite.config.ts). */
export const TEST_HANG_GUARD_MS = 10 * 60_000;

/**
 * One wait inside a test: a child process (./runTsx.ts), a browser's page or element
 * (./chromium.ts), an `expect.poll` (vite.config.ts). Under the test's own guard, so that a hang
 * fails with the message of what did not happen.
 */
export const WAIT_HANG_GUARD_MS = 5 * 60_000;
