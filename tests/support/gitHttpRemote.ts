import { execFile, execFileSync, spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A carrier's git remote as a hosting service has it: a bare repository served by git's own
 * smart-HTTP program (`git http-backend`, a CGI program) behind a small HTTP server in the test's
 * process, on a free loopback port. It can be stopped (the remote down: connections refused) and
 * started again on the same port, and given a server-side hook (a protected branch).
 */
export interface GitHttpRemote {
  /** The bare repository on disk. */
  bare: string;
  /** Its URL, as `git clone` takes it. */
  url: string;
  /** Stops answering: pushes and fetches then fail as with a server down. */
  stop(): Promise<void>;
  /** Answers again, on the same port. */
  start(): Promise<void>;
  /** Refuses every push to `branch` from a `pre-receive` hook, as a protected branch does. */
  protect(branch: string): void;
  /** Stops it and removes its repository. */
  remove(): Promise<void>;
}

const execFileAsync = promisify(execFile);

/** git in `cwd`, asynchronously: the remote answers in this same process, so a synchronous git would wait for it for ever. */
export async function git(cwd: string, ...args: string[]): Promise<string> {
  const { stdout } = await execFileAsync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } });
  return stdout;
}

/** A test repository's own settings: no person's name, hooks or signing from the machine. */
export async function ownSettings(repo: string, name = 'Office Tester', email = 'office@example.org') {
  await git(repo, 'config', 'user.name', name);
  await git(repo, 'config', 'user.email', email);
  await git(repo, 'config', 'commit.gpgSign', 'false');
  await git(repo, 'config', 'core.hooksPath', '.git/hooks');
}

/** A bare repository (a copy of `from`, else empty with `main` its first branch), served and answering; pushes over HTTP allowed. */
export async function gitHttpRemote(from?: string): Promise<GitHttpRemote> {
  const root = mkdtempSync(join(tmpdir(), 'git-remote-'));
  const bare = join(root, 'carrier.git');
  if (from) cpSync(from, bare, { recursive: true });
  else await git(root, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
  // Pushes over HTTP without a signed-in user: the test server is reached from this process only.
  await git(bare, 'config', 'http.receivepack', 'true');
  let server: Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((request, response) => backend(root, request, response));
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.closeAllConnections();
      server.close(() => resolve());
      server = undefined;
    });
  await start();
  return {
    bare,
    url: `http://127.0.0.1:${port}/carrier.git`,
    stop,
    start,
    protect(branch) {
      const hook = join(bare, 'hooks', 'pre-receive');
      writeFileSync(
        hook,
        `#!/bin/sh\nwhile read old new ref; do\n  if [ "$ref" = "refs/heads/${branch}" ]; then\n    echo "${branch} is protected: open a pull request" >&2\n    exit 1\n  fi\ndone\n`,
      );
      chmodSync(hook, 0o755);
    },
    async remove() {
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** One request passed to `git http-backend` as CGI: the request's body on its input, its answer's headers and body from its output. */
function backend(root: string, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://remote');
  const cgi = spawn('git', ['http-backend'], {
    env: {
      PATH: process.env.PATH,
      GIT_PROJECT_ROOT: root,
      GIT_HTTP_EXPORT_ALL: '1',
      REQUEST_METHOD: request.method ?? 'GET',
      PATH_INFO: decodeURIComponent(url.pathname),
      QUERY_STRING: url.search.slice(1),
      CONTENT_TYPE: request.headers['content-type'] ?? '',
      ...(request.headers['content-length'] ? { CONTENT_LENGTH: request.headers['content-length'] } : {}),
      ...(request.headers['content-encoding'] ? { HTTP_CONTENT_ENCODING: request.headers['content-encoding'] } : {}),
      ...(request.headers['git-protocol'] ? { GIT_PROTOCOL: String(request.headers['git-protocol']) } : {}),
      REMOTE_ADDR: '127.0.0.1',
      REMOTE_USER: 'editor',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  request.pipe(cgi.stdin);
  let head = Buffer.alloc(0);
  let headersDone = false;
  cgi.stdout.on('data', (chunk: Buffer) => {
    if (headersDone) return void response.write(chunk);
    head = Buffer.concat([head, chunk]);
    const end = head.indexOf('\r\n\r\n');
    if (end < 0) return;
    headersDone = true;
    let status = 200;
    for (const line of head.subarray(0, end).toString('latin1').split('\r\n')) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).trim();
      const value = line.slice(colon + 1).trim();
      if (name.toLowerCase() === 'status') status = Number.parseInt(value, 10);
      else response.setHeader(name, value);
    }
    response.writeHead(status);
    response.write(head.subarray(end + 4));
  });
  cgi.on('close', () => {
    if (!headersDone) response.writeHead(502);
    response.end();
  });
  cgi.on('error', () => response.destroy());
}

/** A carrier's repository on a remote, and the editor's checkout of it, in a folder of their own. */
export interface CarrierRepository {
  root: string;
  remote: GitHttpRemote;
  /** The editor's checkout (a clone), and its config. */
  checkout: string;
  configFile: string;
  /** Another person's computer: a clone of `branch`, `change` made to its config, committed as Sam Reyes and pushed. */
  pushedElsewhere(change: (text: string) => string, message: string, branch?: string): Promise<void>;
  remove(): Promise<void>;
}

/** Each carrier's first repository and clone, made once in a test's process and copied for each test after: git's processes are most of such a test's cost. */
const made = new Map<string, Promise<{ bare: string; clone: string }>>();

async function firstRepository(carrier: string) {
  const root = mkdtempSync(join(tmpdir(), 'editor-push-first-'));
  process.once('exit', () => rmSync(root, { recursive: true, force: true }));
  const remote = await gitHttpRemote();
  const seed = join(root, 'seed');
  cpSync(carrier, seed, { recursive: true });
  await git(seed, 'init', '--quiet', '--initial-branch=main');
  await ownSettings(seed, 'Agency', 'agency@example.org');
  await git(seed, 'add', '.');
  await git(seed, 'commit', '--quiet', '-m', 'The carrier as it was');
  await git(seed, 'push', '--quiet', remote.url, 'main');
  const clone = join(root, 'editor');
  await git(root, 'clone', '--quiet', remote.url, clone);
  await ownSettings(clone, 'Editor server', 'editor@agency.example');
  await remote.stop();
  return { bare: remote.bare, clone };
}

/** The carrier in `carrier` (a folder with its config and files) on `main` of a new remote, as the agency made it, and cloned for the editor. */
export async function carrierRepository(carrier: string): Promise<CarrierRepository> {
  if (!made.has(carrier)) made.set(carrier, firstRepository(carrier));
  const first = await made.get(carrier)!;
  const root = mkdtempSync(join(tmpdir(), 'editor-push-'));
  const remote = await gitHttpRemote(first.bare);
  const checkout = join(root, 'editor');
  cpSync(first.clone, checkout, { recursive: true });
  await git(checkout, 'remote', 'set-url', 'origin', remote.url);
  return {
    root,
    remote,
    checkout,
    configFile: join(checkout, 'site.config.yaml'),
    async pushedElsewhere(change, message, branch = 'site-edits') {
      const other = mkdtempSync(join(root, 'other-'));
      await git(root, 'clone', '--quiet', '--branch', branch, remote.url, other);
      await ownSettings(other, 'Sam Reyes', 'sam@acme.example');
      const file = join(other, 'site.config.yaml');
      writeFileSync(file, change(readFileSync(file, 'utf8')));
      await git(other, 'commit', '--quiet', '-am', message);
      await git(other, 'push', '--quiet', 'origin', branch);
    },
    async remove() {
      await remote.remove();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * `count` changes to `notes.txt` in `checkout`, committed on its branch as the agency at once by
 * `git fast-import` ("Note 1" oldest), and the checkout's files with them: a long history
 * without the minutes that as many saves would take.
 */
export async function committedNotes(checkout: string, count: number) {
  const branch = (await git(checkout, 'symbolic-ref', 'HEAD')).trim();
  const data = (text: string) => `data ${Buffer.byteLength(text)}\n${text}\n`;
  let stream = '';
  for (let note = 1; note <= count; note++)
    stream +=
      `commit ${branch}\ncommitter Agency <agency@example.org> ${1_800_000_000 + note} +0000\n${data(`Note ${note}`)}` +
      `${note === 1 ? `from ${branch}^0\n` : ''}M 100644 inline notes.txt\n${data(`Note ${note}\n`)}\n`;
  execFileSync('git', ['fast-import', '--quiet'], { cwd: checkout, input: stream });
  await git(checkout, 'reset', '--quiet', '--hard');
}
