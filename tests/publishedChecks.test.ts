import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKS_KEPT_MS, publishedChecksOf, publishedChecksOfBranch } from '../src/editor/git/publishedChecks.ts';
import { DEFAULT_BRANCHES, openWorkingBranch } from '../src/editor/git/workingBranch.ts';
import { openHosted, type Hosted } from '../src/editor/hosted/hostedEditor.ts';
import { newPersonId, savePerson } from '../src/editor/people/people.ts';
import { startSession } from '../src/editor/people/sessions.ts';
import { startEditor, type RunningEditor } from '../src/editor/server/editorServer.ts';
import type { PushedEditing } from '../src/editor/server/gitRoutes.ts';
import { freePort } from './support/freePort.ts';
import { carrierRepository, git, type CarrierRepository } from './support/gitHttpRemote.ts';
import { stopEditor } from './support/stopEditor.ts';

// The published branch's last CI checks, as the hosted editor shows them where the carrier's
// repository is on GitHub and it has a token (src/editor/git/publishedChecks.ts). GitHub cannot be
// reached from where the tests run: "GitHub" here is a small HTTP server in this process that
// answers the documented endpoint (GET /repos/{owner}/{repo}/commits/{ref}/check-runs) with its
// JSON's shape (total_count, check_runs[] with name, status, conclusion, html_url), reached as a
// GitHub Enterprise Server is (its API's address given, `--forge github`). Everything else is real:
// the editor over HTTP, a signed-in office person's session, the git remote (git http-backend).
// The answer is kept CHECKS_KEPT_MS on the editor's clock, which is the test's own.

const TOKEN = 'github_pat_11TESTTOKEN0never0shown0to0a0browser';
let now = Date.parse('2027-03-01T09:00:00Z');
let carrier: CarrierRepository;
let hosted: Hosted;
let pushed: PushedEditing;
let editor: RunningEditor;
let port: number;
let cookie: string;
/**
 * Ends the editor's wait for "GitHub"'s answer: the test says when, never a clock, so that an
 * answer a busy machine delivers late is still an answer (it was "unreachable" after a 1-s wait
 * once, beside a full-tier run).
 */
let endWait = new AbortController();

/** What "GitHub" answers next: a status and its JSON, or nothing at all (it hangs). */
let answer: { status: number; body: unknown; headers?: Record<string, string> } | 'hang' = { status: 200, body: {} };
/** Every request "GitHub" received: its method, path and query, and the token it carried. */
const asked: { method: string; url: string; authorization: string | undefined }[] = [];
const hanging: ServerResponse[] = [];
let github: Server;
let githubPort: number;
const startGitHub = () =>
  new Promise<void>((resolve) => {
    github = createServer((request: IncomingMessage, response: ServerResponse) => {
      asked.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization });
      if (answer === 'hang') return void hanging.push(response);
      response.writeHead(answer.status, { 'Content-Type': 'application/json; charset=utf-8', ...answer.headers });
      response.end(JSON.stringify(answer.body));
    });
    github.listen(githubPort, '127.0.0.1', () => resolve());
  });
const stopGitHub = () =>
  new Promise<void>((resolve) => {
    for (const response of hanging.splice(0)) response.destroy();
    github.closeAllConnections();
    github.close(() => resolve());
  });

const run = (name: string, status: string, conclusion: string | null) => ({
  id: 1,
  name,
  status,
  conclusion,
  html_url: `https://github.example/acme/acme-site/actions/runs/7/job/${name}`,
  head_sha: '0'.repeat(40),
});
const runs = (...checkRuns: ReturnType<typeof run>[]) => ({ status: 200, body: { total_count: checkRuns.length, check_runs: checkRuns } });

/** Every answer the editor gave to the page, raw: its status line's headers and body, to look for the token in. */
const seenByPage: string[] = [];

function call(path: string) {
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    const headers = { Host: `localhost:${port}`, Cookie: `__Host-editor-session=${cookie}` };
    const req = httpRequest({ host: '127.0.0.1', port, method: 'GET', path, headers, agent: false, setHost: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        seenByPage.push(`${response.rawHeaders.join('\n')}\n\n${text}`);
        resolve({ status: response.statusCode!, json: JSON.parse(text) as Record<string, unknown> });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The checks as the page asks for them, once the answer kept before is old. */
async function checksLater() {
  now += CHECKS_KEPT_MS;
  const shown = await call('/api/branch/checks');
  expect(shown.status).toBe(200);
  return shown.json.checks;
}

beforeAll(async () => {
  githubPort = await freePort();
  await startGitHub();
  carrier = await carrierRepository('tests/fixtures/carriers/other');
  // The remote at an owner/repo path, as GitHub names a repository: the same bare repository, linked there.
  const owner = join(dirname(carrier.remote.bare), 'acme');
  mkdirSync(owner);
  symlinkSync(carrier.remote.bare, join(owner, 'acme-site.git'));
  await git(carrier.checkout, 'remote', 'set-url', 'origin', carrier.remote.url.replace(/carrier\.git$/, 'acme/acme-site.git'));
  const branch = await openWorkingBranch(carrier.configFile, DEFAULT_BRANCHES, () => undefined);
  const checks = await publishedChecksOfBranch(branch, {
    token: TOKEN,
    apiBase: `http://127.0.0.1:${githubPort}/api/v3`,
    forge: 'github',
    now: () => now,
    waitOver: () => (endWait = new AbortController()).signal,
  });
  pushed = { branch, publish: {}, checks };
  port = await freePort();
  const state = join(mkdtempSync(join(tmpdir(), 'checks-state-')), 'state');
  hosted = openHosted({ publicUrl: `http://localhost:${port}`, stateDir: state, now: () => now });
  editor = await startEditor(carrier.configFile, '127.0.0.1', port, hosted, pushed);
  // Anyone signed in may see the checks: an office person.
  const person = {
    id: newPersonId(),
    name: 'Omar Office',
    email: 'omar@acme.example',
    role: 'office' as const,
    addedAt: now,
    passkeys: [],
  };
  savePerson(hosted.store, person);
  cookie = startSession(hosted.store, person.id, now);
});
afterAll(async () => {
  await stopEditor(editor);
  await stopGitHub();
  await carrier.remove();
  rmSync(join(hosted.store.dir, '..'), { recursive: true, force: true });
});

describe("the published branch's checks on GitHub, in the hosted editor", () => {
  it('says they passed, with the run to open; GitHub asked once for many pages, with the token', async () => {
    answer = runs(run('build', 'completed', 'success'), run('lint', 'completed', 'skipped'));
    asked.length = 0;
    expect(await checksLater()).toEqual({
      state: 'passed',
      branch: 'main',
      name: 'build',
      url: 'https://github.example/acme/acme-site/actions/runs/7/job/build',
    });
    // More pages open meanwhile: the answer kept.
    await Promise.all([call('/api/branch/checks'), call('/api/branch/checks'), call('/api/branch/checks')]);
    expect(asked).toEqual([
      { method: 'GET', url: '/api/v3/repos/acme/acme-site/commits/main/check-runs?per_page=100', authorization: `Bearer ${TOKEN}` },
    ]);
  });

  it('says they failed when one run failed, with that run', async () => {
    answer = runs(run('lint', 'completed', 'success'), run('build', 'completed', 'failure'), run('deploy', 'in_progress', null));
    expect(await checksLater()).toMatchObject({ state: 'failed', name: 'build', url: expect.stringMatching(/job\/build$/) as unknown });
  });

  it('says they are running, or queued, while runs are not done', async () => {
    answer = runs(run('lint', 'completed', 'success'), run('build', 'in_progress', null), run('deploy', 'queued', null));
    expect(await checksLater()).toMatchObject({ state: 'running', name: 'build' });
    answer = runs(run('lint', 'completed', 'success'), run('deploy', 'queued', null));
    expect(await checksLater()).toMatchObject({ state: 'queued', name: 'deploy' });
  });

  it('says when GitHub refuses the token (401, 403 with requests left)', async () => {
    answer = { status: 401, body: { message: 'Bad credentials', documentation_url: 'https://docs.github.com/rest' } };
    expect(await checksLater()).toEqual({ state: 'refused', branch: 'main' });
    answer = { status: 403, body: { message: 'Resource not accessible by personal access token' } };
    expect(await checksLater()).toEqual({ state: 'refused', branch: 'main' });
  });

  it("says when GitHub's limit of questions is reached, and when the token is not shown the repository or the branch", async () => {
    // GitHub's rate limit: 403 or 429, with no request left in the window.
    const limited = { message: 'API rate limit exceeded' };
    answer = { status: 403, body: limited, headers: { 'x-ratelimit-remaining': '0' } };
    expect(await checksLater()).toEqual({ state: 'limited', branch: 'main' });
    answer = { status: 429, body: limited };
    expect(await checksLater()).toEqual({ state: 'limited', branch: 'main' });
    // GitHub answers 404 for a repository the token may not read, as for one that does not exist.
    answer = { status: 404, body: { message: 'Not Found' } };
    expect(await checksLater()).toEqual({ state: 'not-found', branch: 'main' });
  });

  it('says it could not reach GitHub when it is down, or does not answer in time, and the editor goes on', async () => {
    await stopGitHub();
    expect(await checksLater()).toEqual({ state: 'unreachable', branch: 'main' });
    await startGitHub();
    answer = 'hang';
    const checks = checksLater();
    await expect.poll(() => hanging.length).toBe(1);
    // While GitHub keeps the question, the editor answers everything else.
    expect((await call('/api/config')).status).toBe(200);
    endWait.abort();
    expect(await checks).toEqual({ state: 'unreachable', branch: 'main' });
  });

  it('never sends the token to a page, in any answer or header', () => {
    expect(seenByPage.length).toBeGreaterThan(10);
    expect(seenByPage.filter((seen) => seen.includes(TOKEN) || seen.includes('TESTTOKEN'))).toEqual([]);
  });

  it('shows nothing and asks nothing without a token, or where the remote is not GitHub', async () => {
    asked.length = 0;
    answer = runs(run('build', 'completed', 'success'));
    const apiBase = `http://127.0.0.1:${githubPort}`;
    pushed.checks = await publishedChecksOfBranch(pushed.branch, { token: undefined, apiBase, forge: 'github' });
    expect(await checksLater()).toBeNull();
    expect(publishedChecksOf('git@gitlab.com:acme/acme-site.git', 'main', { token: TOKEN, apiBase })).toBeUndefined();
    expect(publishedChecksOf('https://git.agency.example/acme/acme-site.git', 'main', { token: TOKEN, apiBase })).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it("reads owner and repository from github.com's https and ssh remotes", async () => {
    const apiBase = `http://127.0.0.1:${githubPort}`;
    for (const remote of [
      'https://github.com/acme/acme-site.git',
      'https://x-access-token:secret@github.com/acme/acme-site',
      'git@github.com:acme/acme-site.git',
      'ssh://git@github.com/acme/acme-site.git',
    ])
      await publishedChecksOf(remote, 'main', { token: TOKEN, apiBase })!.state();
    expect(asked.map((request) => request.url)).toEqual(
      Array<string>(4).fill('/repos/acme/acme-site/commits/main/check-runs?per_page=100'),
    );
  });
});
