import { inspect } from 'node:util';
import { isUsersToFix } from '../../src/config/problem.ts';
import { buildSite } from '../../src/prerender/buildSite.ts';

/** A build ./globalSetup.ts asks this process for, and what it answers. */
export interface BuildJob {
  configFile: string;
  outDir: string;
}
export type BuildAnswer = { built: string } | { failed: string; error: string };

/**
 * One of the test run's site builders (./globalSetup.ts forks one per core): it builds the sites
 * it is sent, one after the other, with `buildSite`, what `npm run build` runs (src/cli/build.ts).
 * One process builds several: Vite, the schema and the media code load and warm up once, which
 * halves what each build after the first costs. It exits when the setup lets it go.
 */
process.on('message', (job: BuildJob) => {
  buildSite(job).then(
    () => send({ built: job.outDir }),
    (error: unknown) =>
      send({
        failed: job.outDir,
        // As `npm run build` would print it (src/cli/runCli.ts): a located list, a message, or a stack.
        error: isUsersToFix(error) ? error.message : inspect(error),
      }),
  );
});
process.on('disconnect', () => process.exit());

const send = (answer: BuildAnswer) => process.send!(answer);
