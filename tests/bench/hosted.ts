import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROME_FLAGS, chromePath } from '../../src/audit/chromium.ts';
import { median, range } from '../../src/audit/median.ts';
import { carrierConfigFile } from '../../src/config/carrierConfig.ts';
import { runCli } from '../../src/cli/runCli.ts';
import { DEFAULT_BRANCHES, openWorkingBranch } from '../../src/editor/git/workingBranch.ts';
import { SESSION_COOKIE } from '../../src/editor/hosted/cookies.ts';
import { openHosted } from '../../src/editor/hosted/hostedEditor.ts';
import { newPersonId, savePerson } from '../../src/editor/people/people.ts';
import { startSession } from '../../src/editor/people/sessions.ts';
import { startEditor, type RunningEditor } from '../../src/editor/server/editorServer.ts';
import { copyCarrierFiles } from '../support/carrierFiles.ts';
import { freePort } from '../support/freePort.ts';
import { git, gitHttpRemote, ownSettings } from '../support/gitHttpRemote.ts';

// `npm run bench:hosted`: the hosted editor against the local one, on the example (SITE_CONFIG to
// change) in a git repository on a real remote: a bare repository served by git's own HTTP backend
// on a loopback port (tests/support/gitHttpRemote.ts). The hosted editor runs on a clone of it,
// as `npm run edit -- --hosted` does (every save committed and pushed), the local one on another
// clone, as `npm run edit` does (every save committed, nothing pushed). BENCH_RUNS runs (5 by
// default) after one to warm up, each printed as its median and range:
// - save: POST /api/save of one edit, to its answer: hosted, committed and pushed to the remote;
//   local, committed. The target: hosted within 1 s of local;
// - publish: POST /api/publish after a save, to its answer: the working branch checked and built,
//   main fast-forwarded to it and pushed;
// - the sign-in page and the editor's page: to their HTML served (the whole body over HTTP), and
//   to ready in Chromium (sign-in: its button enabled; editor: the preview's first page drawn).

const RUNS = Number(process.env.BENCH_RUNS || 5);

interface Answer {
  status: number;
  body: string;
}

/** One request to the editor at `port`, as a browser through the proxy sends it: `host` in Host, the origin on a write. */
function call(
  port: number,
  host: string,
  method: string,
  path: string,
  { body, cookie, csrf }: { body?: unknown; cookie?: string; csrf?: string } = {},
) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = {
    Host: host,
    ...(payload === undefined
      ? {}
      : { Origin: `http://${host}`, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(payload)) }),
    ...(cookie ? { Cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
    ...(csrf ? { 'X-Editor-CSRF': csrf } : {}),
  };
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false, setHost: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** The milliseconds `work` takes, and what it gave. */
async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const value = await work();
  return [performance.now() - started, value];
}

const ok = (answer: Answer, what: string) => {
  if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body) as Record<string, unknown>;
};

/** An editor under test: where it listens, the Host it answers, and the cookie and token of the person signed in (hosted). */
interface Bench {
  editor: RunningEditor;
  port: number;
  host: string;
  cookie?: string;
  csrf?: string;
}

await runCli(async () => {
  const configFile = carrierConfigFile();
  const work = mkdtempSync(join(tmpdir(), 'bench-hosted-'));
  const remote = await gitHttpRemote();
  const editors: RunningEditor[] = [];
  let browser: Browser | undefined;
  try {
    // The carrier as the agency pushed it, and two clones: the server's and a person's computer.
    const seed = join(work, 'seed');
    mkdirSync(seed);
    copyCarrierFiles(configFile, seed);
    cpSync(configFile, join(seed, 'site.config.yaml'));
    await git(seed, 'init', '--quiet', '--initial-branch=main');
    await ownSettings(seed, 'Agency', 'agency@example.org');
    await git(seed, 'add', '.');
    await git(seed, 'commit', '--quiet', '-m', 'The carrier as it was');
    await git(seed, 'push', '--quiet', remote.url, 'main');
    const clone = async (name: string) => {
      const folder = join(work, name);
      await git(work, 'clone', '--quiet', remote.url, folder);
      await ownSettings(folder);
      return join(folder, 'site.config.yaml');
    };
    const hostedConfig = await clone('server');
    const localConfig = await clone('laptop');

    console.log('Starting the hosted and the local editor…');
    const port = await freePort();
    const hostedMode = openHosted({ publicUrl: `http://localhost:${port}`, stateDir: join(work, 'state') });
    const branch = await openWorkingBranch(hostedConfig, DEFAULT_BRANCHES);
    const hostedEditor = await startEditor(hostedConfig, '127.0.0.1', port, hostedMode, { branch, publish: {} });
    editors.push(hostedEditor);
    const person = {
      id: newPersonId(),
      name: 'Ada Admin',
      email: 'ada@acme.example',
      role: 'admin' as const,
      addedAt: Date.now(),
      passkeys: [],
    };
    savePerson(hostedMode.store, person);
    const cookie = startSession(hostedMode.store, person.id, Date.now());
    const hosted: Bench = { editor: hostedEditor, port, host: `localhost:${port}`, cookie };
    hosted.csrf = ok(await call(port, hosted.host, 'GET', '/api/session', { cookie }), 'GET /api/session').csrf as string;
    const localEditor = await startEditor(localConfig, '127.0.0.1', 0);
    editors.push(localEditor);
    const localPort = Number(new URL(localEditor.address.url).port);
    const local: Bench = { editor: localEditor, port: localPort, host: `127.0.0.1:${localPort}` };

    /** Saves a new phone on `bench`'s editor: the milliseconds to its answer. */
    const hashes = new Map<Bench, string>();
    let saved = 0;
    const save = async (bench: Bench) => {
      const { port, host, cookie, csrf } = bench;
      const base = hashes.get(bench) ?? (ok(await call(port, host, 'GET', '/api/config', { cookie }), 'GET /api/config').hash as string);
      // A number no save gave before: every save changes the file.
      const edits = [{ op: 'set', path: ['company', 'phone'], value: `+1 406-555-${String(++saved).padStart(4, '0')}` }];
      const [ms, answer] = await timed(() =>
        call(port, host, 'POST', '/api/save', { cookie, csrf, body: { base, edits, commit: 'Changed the phone' } }),
      );
      const done = ok(answer, 'POST /api/save');
      if (bench === hosted ? done.pushed !== true : !done.committed)
        throw new Error(`The save was not committed and pushed: ${answer.body}`);
      hashes.set(bench, done.hash as string);
      return ms;
    };
    const saves = { hosted: [] as number[], local: [] as number[] };
    console.log('Saving…');
    for (let run = 0; run <= RUNS; run++) {
      // One after the other on the same machine, in turn, so that a busy moment weighs on both.
      const [hostedMs, localMs] = [await save(hosted), await save(local)];
      if (run === 0) continue;
      saves.hosted.push(hostedMs);
      saves.local.push(localMs);
    }

    console.log('Publishing (each builds the site)…');
    const publishes: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      await save(hosted);
      const [ms, answer] = await timed(() => call(port, hosted.host, 'POST', '/api/publish', { cookie, csrf: hosted.csrf, body: {} }));
      const published = ok(answer, 'POST /api/publish');
      if (!published.published) throw new Error(`Nothing was published: ${answer.body}`);
      if (run > 0) publishes.push(ms);
    }

    console.log('Loading the pages…');
    browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
    const origin = (bench: Bench) => `http://${bench.host}`;
    const html = async (bench: Bench, path: string) => {
      const [ms, answer] = await timed(() => call(bench.port, bench.host, 'GET', path, { cookie: bench.cookie }));
      if (answer.status !== 200 || !answer.body.startsWith('<!')) throw new Error(`GET ${path} answered ${answer.status}`);
      return ms;
    };
    const ready = async (bench: Bench, path: string, selector: string) => {
      const context = await browser!.newContext({ viewport: { width: 1600, height: 1000 } });
      // The session's cookie sent with every request, as the browser sends it once signed in (a passkey ceremony is not what is measured).
      if (bench.cookie) await context.setExtraHTTPHeaders({ Cookie: `${SESSION_COOKIE}=${bench.cookie}` });
      const page = await context.newPage();
      const [ms] = await timed(async () => {
        await page.goto(`${origin(bench)}${path}`);
        await page.waitForSelector(selector, { timeout: 120_000 });
      });
      await context.close();
      return ms;
    };
    const loads = {
      signInHtml: [] as number[],
      signInReady: [] as number[],
      hostedHtml: [] as number[],
      hostedReady: [] as number[],
      localHtml: [] as number[],
      localReady: [] as number[],
    };
    for (let run = 0; run <= RUNS; run++) {
      const measured = {
        signInHtml: await html({ ...hosted, cookie: undefined }, '/sign-in'),
        signInReady: await ready({ ...hosted, cookie: undefined }, '/sign-in', '#go:enabled'),
        hostedHtml: await html(hosted, '/'),
        hostedReady: await ready(hosted, '/', 'iframe[data-version]'),
        localHtml: await html(local, '/'),
        localReady: await ready(local, '/', 'iframe[data-version]'),
      };
      if (run > 0) for (const [name, ms] of Object.entries(measured)) loads[name as keyof typeof loads].push(ms);
    }

    const cell = (values: number[]) => `${Math.round(median(values))} ms (${range(values)})`.padEnd(22);
    const ratio = (hostedMs: number[], localMs: number[]) => `${(median(hostedMs) / median(localMs)).toFixed(2)}×`;
    console.log(`\nHosted editor vs local editor, ${configFile}, ${RUNS} runs each (median, range):`);
    console.log(`  ${''.padEnd(20)} ${'hosted'.padEnd(22)} ${'local'.padEnd(22)} ratio`);
    console.log(`  ${'save'.padEnd(20)} ${cell(saves.hosted)} ${cell(saves.local)} ${ratio(saves.hosted, saves.local)}`);
    console.log(`  ${'publish'.padEnd(20)} ${cell(publishes)}`);
    console.log(`  ${'sign-in page HTML'.padEnd(20)} ${cell(loads.signInHtml)}`);
    console.log(`  ${'sign-in page ready'.padEnd(20)} ${cell(loads.signInReady)}`);
    console.log(
      `  ${'editor page HTML'.padEnd(20)} ${cell(loads.hostedHtml)} ${cell(loads.localHtml)} ${ratio(loads.hostedHtml, loads.localHtml)}`,
    );
    console.log(
      `  ${'editor page ready'.padEnd(20)} ${cell(loads.hostedReady)} ${cell(loads.localReady)} ${ratio(loads.hostedReady, loads.localReady)}`,
    );
    const over = median(saves.hosted) - median(saves.local);
    console.log(`Hosted save − local save: ${Math.round(over)} ms (target: within 1000 ms): ${over <= 1000 ? 'met' : 'NOT met'}`);
  } finally {
    await browser?.close();
    for (const editor of editors) {
      editor.server.closeAllConnections();
      await new Promise((resolve) => editor.server.close(resolve));
      await editor.close();
    }
    await remote.remove();
    rmSync(work, { recursive: true, force: true });
  }
});
