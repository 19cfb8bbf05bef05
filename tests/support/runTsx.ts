import { execFile } from 'node:child_process';
import type { CommandRun } from '../../src/cli/checkConfig.ts';
import { WAIT_HANG_GUARD_MS } from './hangGuards.ts';

/**
 * A TypeScript script of the project (`src/cli/new.ts` and its arguments) run by Node with tsx's
 * loader in a child process, as the npm scripts run it (`node --import tsx src/cli/new.ts`; the
 * tsx command would add a parent process that costs 0.4 processor-seconds a run): its standard
 * input a pipe that is closed at once (no terminal, as in CI). Resolves with what it printed and
 * its exit code; killed only when surely hung (./hangGuards.ts): how long it takes depends on
 * what else the machine runs.
 */
export function runTsx(args: string[], { env = process.env }: { env?: NodeJS.ProcessEnv } = {}) {
  return new Promise<CommandRun>((done) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', ...args],
      { env, timeout: WAIT_HANG_GUARD_MS, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end();
  });
}
