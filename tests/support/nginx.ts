import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { nginxConfig, type NginxOptions, type NginxTls } from '../../src/prerender/hostConfigs.ts';
import type { ServingPolicy } from '../../src/hosting/policy.ts';
import { freePort } from './freePort.ts';
import { WAIT_HANG_GUARD_MS } from './hangGuards.ts';

export const NGINX_INSTALL = 'apt-get install -y nginx-light';

/** The nginx binary, or an error that says how to install it. */
export function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  throw new Error(`nginx is not installed; the serving tests run the generated config on a real nginx. Install it: ${NGINX_INSTALL}`);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export interface RunningNginx {
  /** Its master process; its workers are the master's children. */
  pid: number;
  /** The plain http port: the site itself, or with `tls` the redirect to https. */
  port: number;
  url: string;
  /** With `tls`, the port of the https servers. */
  httpsPort?: number;
  /** The generated site config it runs. */
  siteConfig: string;
  errorLog: () => Promise<string>;
  close: () => Promise<void>;
}

export interface NginxRunOptions {
  limits?: NginxOptions['limits'];
  workers?: number | 'auto';
  accessLog?: boolean;
  /** The processors it may run on, as taskset takes them (`0`, `0-1`): a benchmark gives it the same as the server it compares. */
  cpus?: string;
  /** The certificate (and ACME folder) of an https site's config. */
  tls?: Omit<NginxTls, 'listen'>;
}

/**
 * Starts a real nginx (master plus `workers` workers, in the foreground) serving `root` with
 * the config the build generates, on a free loopback port, with its pid, logs and temp files
 * in a fresh folder. Plain http unless `tls` gives the certificate (and ACME folder) of an https
 * site's config: then port 80's server is on `port` and the https servers on `httpsPort`. Stop
 * it with close().
 */
export function startNginx(root: string, policy: ServingPolicy, options: NginxRunOptions = {}): Promise<RunningNginx> {
  const { limits, tls } = options;
  return runNginx(
    ({ http, https }) => nginxConfig(policy, { root, listen: http, limits, tls: tls ? { ...tls, listen: https } : false }),
    options,
  );
}

/**
 * Starts a real nginx as startNginx does, with the site config `site` writes for its two
 * listening addresses (`127.0.0.1:<port>`, and `127.0.0.1:<httpsPort>` when `tls` is given):
 * a config of its own, such as a proxy's.
 */
export async function runNginx(
  site: (listen: { http: string; https: string }) => string,
  { workers = 1, accessLog = false, cpus, tls }: NginxRunOptions = {},
): Promise<RunningNginx> {
  const binary = nginxBinary();
  const prefix = await mkdtemp(join(tmpdir(), 'nginx-test-'));
  await mkdir(join(prefix, 'temp'));
  const port = await freePort();
  let httpsPort: number | undefined;
  while (tls && (httpsPort === undefined || httpsPort === port)) httpsPort = await freePort();
  const siteConfig = site({ http: `127.0.0.1:${port}`, https: `127.0.0.1:${httpsPort ?? port}` });
  await writeFile(join(prefix, 'site.conf'), siteConfig);
  const temp = (name: string) => `${name}_temp_path ${join(prefix, 'temp', name)};`;
  const isRoot = process.getuid?.() === 0;
  await writeFile(
    join(prefix, 'nginx.conf'),
    [
      // Workers of a root master run as `nobody` by default and could not read a private temp folder.
      isRoot ? `user ${userInfo().username};` : '',
      'daemon off;',
      `worker_processes ${workers};`,
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      accessLog ? `    access_log ${join(prefix, 'access.log')};` : '    access_log off;',
      `    ${temp('client_body')}`,
      `    ${temp('proxy')}`,
      `    ${temp('fastcgi')}`,
      `    ${temp('uwsgi')}`,
      `    ${temp('scgi')}`,
      `    include ${join(prefix, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')];
  // taskset execs nginx in its own place: the child is still nginx's master, signals reach it.
  const child = spawn(cpus === undefined ? binary : 'taskset', cpus === undefined ? args : ['-c', cpus, binary, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const errorLog = async () => `${stderr}${await readFile(join(prefix, 'error.log'), 'utf8').catch(() => '')}`;

  const deadline = Date.now() + WAIT_HANG_GUARD_MS;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start on port ${port}:\n${await errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }

  return {
    pid: child.pid!,
    port,
    url: `http://127.0.0.1:${port}`,
    httpsPort,
    siteConfig,
    errorLog,
    close: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM'); // fast shutdown of master and workers
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
