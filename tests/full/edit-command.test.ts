import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { GOOD_CONFIG, removeScratchDir, scratchDir } from '../support/configCli.ts';
import { carrierRepository, git } from '../support/gitHttpRemote.ts';
import { descendants, kill, running } from '../support/processTree.ts';

// `npm run edit` as a person starts and stops it, through npm, on a copy of the example beside
// the example's files. The editor's API and guards are tests/editServer.test.ts's, in the default
// tier; this starts the whole command (Node, the editor's page, its own preview renderer, which
// warms up at once), about 8 processor-seconds, so it runs in the full tier. Hosted, it pushes
// every save without being told to: started on a checkout of a real remote (git http-backend,
// tests/support/gitHttpRemote.ts), and refused on a folder that is not one.

let configFile: string;
beforeAll(() => {
  configFile = join(scratchDir(), 'edited.yaml');
  writeFileSync(configFile, GOOD_CONFIG);
});
afterAll(removeScratchDir);

/** `npm run edit -- …args` started, killed with what it started when the test ends; its output as it comes, and its exit. */
function npmRunEdit(...args: string[]) {
  const child = spawn('npm', ['run', 'edit', '--', ...args], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', npm_config_update_notifier: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onTestFinished(() => {
    for (const below of child.pid ? descendants(child.pid) : []) kill(below);
    child.kill('SIGKILL');
  });
  const output = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => (output.stdout += chunk));
  child.stderr.on('data', (chunk) => (output.stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** The first match of `pattern` in what it printed, once printed; refused if it exits before. */
  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const look = () => {
        const found = pattern.exec(output.stdout);
        if (found) resolve(found);
      };
      child.stdout.on('data', look);
      look();
      void exited.then((code) =>
        reject(new Error(`npm run edit exited with ${code} before printing ${pattern}:\n${output.stdout}\n${output.stderr}`)),
      );
    });
  return { child, output, exited, printed };
}

describe('npm run edit, as a person starts and stops it', () => {
  it('prints its address (PORT=0: a free one), answers there, and stops with exit code 0 on SIGTERM', async () => {
    const { child, output, exited, printed } = npmRunEdit(configFile);
    const url = (await printed(/^Editing (\S+) on (http:\/\/127\.0\.0\.1:\d+\/)$/m))[2]!;
    expect(output.stdout).toContain(`Editing ${configFile} on ${url}`);
    const tree = descendants(child.pid!);
    const { port: childPort } = new URL(url);
    const answer = await new Promise<number>((resolve, reject) =>
      httpRequest({ host: '127.0.0.1', port: childPort, path: '/api/config', agent: false }, (response) => {
        response.resume();
        resolve(response.statusCode!);
      })
        .on('error', reject)
        .end(),
    );
    expect(answer).toBe(200);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(tree.filter(running)).toEqual([]);
    expect(output.stderr).toBe('');
  });

  it('hosted, pushes every save without --push: the working branch is made on the remote at start', async () => {
    const carrier = await carrierRepository('tests/fixtures/carriers/other');
    onTestFinished(() => carrier.remove());
    const state = join(carrier.root, 'state');
    const { child, exited, printed } = npmRunEdit(
      carrier.configFile,
      '--hosted',
      '--public-url',
      'https://edit.acme.example',
      '--state',
      state,
    );
    // The working branch is opened (and pushed) before the editor listens and says where.
    await printed(/^Editing \S+ for the people signed in at https:\/\/edit\.acme\.example\/ /m);
    expect((await git(carrier.checkout, 'symbolic-ref', '--short', 'HEAD')).trim()).toBe('site-edits');
    expect(await git(carrier.remote.bare, 'rev-parse', 'main')).toBe(await git(carrier.checkout, 'rev-parse', 'site-edits'));
    expect(await git(carrier.remote.bare, 'branch', '--list', 'site-edits')).toBe('  site-edits\n');
    await printed(/^Each save is committed and pushed to origin site-edits$/m);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('hosted, refuses a carrier that is not in a git checkout, before listening', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'hosted-no-git-'));
    onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
    cpSync('tests/fixtures/carriers/other', folder, { recursive: true });
    const { output, exited, printed } = npmRunEdit(
      folder,
      '--hosted',
      '--public-url',
      'https://edit.acme.example',
      '--state',
      join(folder, '.state'),
    );
    const listening = await printed(/^Editing /m).then(
      () => true,
      () => false,
    );
    expect(listening).toBe(false);
    expect(await exited).not.toBe(0);
    expect(output.stderr).toMatch(
      /The hosted editor pushes every save: it needs \S+ in a git checkout whose files are all committed, with a remote/,
    );
  });
});
