import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';
import { onTestFinished } from 'vitest';
import { freePort } from './freePort.ts';
import { descendants, kill, type ProcessRef } from './processTree.ts';

export interface ServerCli {
  child: ChildProcessByStdio<null, Readable, Readable>;
  port: number;
  /** Everything it printed so far. */
  readonly stdout: string;
  readonly stderr: string;
  /** Resolves once its standard output holds `text`; rejects if it exits first. */
  printed: (text: string) => Promise<void>;
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
  /** Once its output is closed: everything it (and any process it started) printed has been read. */
  closed: Promise<void>;
}

export interface ServerCliOptions {
  /** Its command line: the carrier (folder or config file). */
  args?: string[];
  /** Started as a person or a process manager starts it, `npm start -- <args>`: the child is npm. */
  npm?: boolean;
}

/**
 * `npm start` (src/cli/start.ts) in a child process with `env`, on a free loopback port (HOST
 * and PORT are set here), once it says it listens there (`… on http://127.0.0.1:<port>`).
 * Call it inside a test: the child and every process below it are killed when the test ends,
 * passed, failed or timed out.
 */
export async function startServerCli(env: NodeJS.ProcessEnv, { args = [], npm = false }: ServerCliOptions = {}): Promise<ServerCli> {
  const port = await freePort();
  const [command, commandArgs] = npm
    ? ['npm', ['start', '--', ...args]]
    : [process.execPath, ['--import', 'tsx', 'src/cli/start.ts', ...args]];
  const child = spawn(command, commandArgs, {
    env: { ...env, HOST: '127.0.0.1', PORT: String(port), npm_config_update_notifier: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The processes it started, as it started listening and as the test ends: one that outlived
  // it (a server left behind by npm's shell) is killed too.
  let started: ProcessRef[] = [];
  onTestFinished(() => {
    for (const below of [...started, ...(child.pid ? descendants(child.pid) : [])]) kill(below);
    child.kill('SIGKILL');
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const seen = () => {
        if (!stdout.includes(text)) return false;
        child.stdout.off('data', seen);
        resolve();
        return true;
      };
      if (seen()) return;
      // Registered after the listener above that collects the output, so it reads the chunk too.
      child.stdout.on('data', seen);
      void exited.then((code) => reject(new Error(`npm start exited with ${code} before printing "${text}":\n${stdout}\n${stderr}`)));
    });
  await printed(`on http://127.0.0.1:${port}`);
  started = descendants(child.pid!);
  return {
    child,
    port,
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
    printed,
    exited,
    closed,
  };
}
