import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { GOOD_CONFIG, removeScratchDir, scratchDir } from '../support/configCli.ts';
import { descendants, kill, running } from '../support/processTree.ts';

// `npm run edit` as a person starts and stops it, through npm, on a copy of the example beside
// the example's files. The editor's API and guards are tests/editServer.test.ts's, in the default
// tier; this starts the whole command (Node, the editor's page, its own preview renderer, which
// warms up at once), about 8 processor-seconds, so it runs in the full tier.

let configFile: string;
beforeAll(() => {
  configFile = join(scratchDir(), 'edited.yaml');
  writeFileSync(configFile, GOOD_CONFIG);
});
afterAll(removeScratchDir);

describe('npm run edit, as a person starts and stops it', () => {
  it('prints its address (PORT=0: a free one), answers there, and stops with exit code 0 on SIGTERM', async () => {
    const child = spawn('npm', ['run', 'edit', '--', configFile], {
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', npm_config_update_notifier: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    onTestFinished(() => {
      for (const below of child.pid ? descendants(child.pid) : []) kill(below);
      child.kill('SIGKILL');
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        const printed = /^Editing (\S+) on (http:\/\/127\.0\.0\.1:\d+\/)$/m.exec(stdout);
        if (printed) resolve(printed[2]!);
      });
      void exited.then((code) => reject(new Error(`npm run edit exited with ${code} before printing its address:\n${stdout}\n${stderr}`)));
    });
    expect(stdout).toContain(`Editing ${configFile} on ${url}`);
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
    expect(stderr).toBe('');
  });
});
