import { execFileSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { getConfig, saveEdits } from '../src/editor/server/editorApi.ts';
import { uploadFile } from '../src/editor/server/uploadFile.ts';
import { startEditor, type RunningEditor } from '../src/editor/server/editorServer.ts';
import { GOOD_CONFIG, removeScratchDir, scratchDir } from './support/configCli.ts';
import { stopEditor } from './support/stopEditor.ts';

// `npm run edit`'s server and API (src/editor/server/), over real HTTP: the editor in this process on a
// free loopback port, on a copy of the example beside the example's files. The command itself,
// started through npm and stopped as a person does, is tests/full/edit-command.test.ts's.

let editor: RunningEditor;
let configFile: string;
let port: number;

beforeAll(async () => {
  configFile = join(scratchDir(), 'edited.yaml');
  writeFileSync(configFile, GOOD_CONFIG);
  editor = await startEditor(configFile, '127.0.0.1', 0);
  port = (editor.server.address() as { port: number }).port;
});
afterAll(async () => {
  await stopEditor(editor);
  removeScratchDir();
});
beforeEach(() => writeFileSync(configFile, GOOD_CONFIG));

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** The body read as JSON (undefined when it is not). */
  json: Record<string, unknown>;
}

/**
 * A request as a browser showing the editor's page sends it (its Host, its Origin on a write, a
 * JSON body), with `headers` to change or remove (undefined) any of that.
 */
function call(method: string, path: string, { body, headers = {} }: { body?: unknown; headers?: Record<string, string | undefined> } = {}) {
  const own = `127.0.0.1:${port}`;
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  const all: Record<string, string | undefined> = {
    Host: own,
    ...(method === 'GET' ? {} : { Origin: `http://${own}`, 'Content-Type': 'application/json' }),
    ...(payload === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(payload)) }),
    ...headers,
  };
  const sent = Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: sent, agent: false, setHost: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: Record<string, unknown> = {};
        try {
          json = JSON.parse(text) as Record<string, unknown>;
        } catch {
          // Not JSON: `text` says what it was.
        }
        resolve({ status: response.statusCode!, headers: response.headers, text, json });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const HEADLINE = ['routes', 0, 'sections', 0, 'headline', 'en-US'];
const headlineEdit = { op: 'set', path: HEADLINE, value: 'Freight Done Right, Every Mile' };

const opened = async () => {
  const answer = await call('GET', '/api/config');
  expect(answer.status).toBe(200);
  return answer.json as { file: string; text: string; hash: string; findings: unknown[] };
};

/** The lines of `after` that differ from `before`, which have the same number of lines. */
const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return b.filter((line, i) => line !== a[i]);
};

describe('the API of npm run edit', () => {
  it('GET /api/config: the text, its hash, the file as shown, and the findings, never cached', async () => {
    const answer = await call('GET', '/api/config');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const { file, text, hash, findings } = answer.json as { file: string; text: string; hash: string; findings: unknown[] };
    expect(file).toBe(configFile);
    expect(text).toBe(GOOD_CONFIG);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Array.isArray(findings)).toBe(true);
    expect(findings.every((f) => (f as { severity: string }).severity !== 'error')).toBe(true);
  });

  it('previews a new headline as a diff of that one line, and writes nothing', async () => {
    const { hash } = await opened();
    const answer = await call('POST', '/api/preview', { body: { base: hash, edits: [headlineEdit] } });
    expect(answer.status).toBe(200);
    const { text, diff } = answer.json as { text: string; diff: string };
    expect(changedLines(GOOD_CONFIG, text)).toEqual(['          en-US: Freight Done Right, Every Mile']);
    const lines = diff.split('\n');
    expect(lines.filter((line) => /^[-+](?![-+]{2} [ab]\/)/.test(line))).toEqual([
      '-          en-US: Delivering Excellence Across Every Mile',
      '+          en-US: Freight Done Right, Every Mile',
    ]);
    expect(readFileSync(configFile, 'utf8')).toBe(GOOD_CONFIG);
  });

  it('saves the headline: exactly that line changes on disk, and the new hash is the next base', async () => {
    const { hash } = await opened();
    const answer = await call('POST', '/api/save', { body: { base: hash, edits: [headlineEdit] } });
    expect(answer.status).toBe(200);
    const saved = readFileSync(configFile, 'utf8');
    expect(changedLines(GOOD_CONFIG, saved)).toEqual(['          en-US: Freight Done Right, Every Mile']);
    expect(answer.json.diff).toContain('+          en-US: Freight Done Right, Every Mile');
    expect((await opened()).hash).toBe(answer.json.hash);
    expect(answer.json.hash).not.toBe(hash);
  });

  it('refuses a save made on a version the file no longer is (409), with the file as it is on disk, and writes nothing', async () => {
    const { hash } = await opened();
    const byTextEditor = GOOD_CONFIG.replace('legalName: Example Freight Lines LLC', 'legalName: Example Freight Lines Inc.');
    writeFileSync(configFile, byTextEditor);
    const answer = await call('POST', '/api/save', { body: { base: hash, edits: [headlineEdit] } });
    expect(answer.status).toBe(409);
    expect(answer.json.error).toMatch(/changed on disk since it was opened.*Reload it/);
    expect(answer.json.onDisk).toEqual({ text: byTextEditor, hash: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown });
    expect(readFileSync(configFile, 'utf8')).toBe(byTextEditor);
  });

  it('refuses a save that breaks the config (422), with the problem located at company.phone, and writes nothing', async () => {
    const { hash } = await opened();
    const answer = await call('POST', '/api/save', {
      body: { base: hash, edits: [{ op: 'set', path: ['company', 'phone'], value: 'call us' }] },
    });
    expect(answer.status).toBe(422);
    const problems = answer.json.problems as {
      file: string;
      line: number;
      column: number;
      path: string;
      message: string;
      severity: string;
    }[];
    const phone = problems.find((p) => p.path === 'company.phone');
    expect(phone).toMatchObject({ file: configFile, line: 14, column: 10, severity: 'error' });
    expect(phone!.message).toMatch(/phone/i);
    expect(readFileSync(configFile, 'utf8')).toBe(GOOD_CONFIG);
  });

  it('previews the broken phone too, with its problem among the findings: the editor shows it as the person types', async () => {
    const { hash } = await opened();
    const answer = await call('POST', '/api/preview', {
      body: { base: hash, edits: [{ op: 'set', path: ['company', 'phone'], value: 'call us' }] },
    });
    expect(answer.status).toBe(200);
    expect(answer.json.findings).toContainEqual(expect.objectContaining({ path: 'company.phone', severity: 'error' }));
  });

  it('refuses an edit the file cannot take (a path it does not have) with the located reason (422)', async () => {
    const { hash } = await opened();
    const answer = await call('POST', '/api/preview', {
      body: { base: hash, edits: [{ op: 'delete', path: ['routes', 0, 'sections', 99] }] },
    });
    expect(answer.status).toBe(422);
    expect(answer.json.problems).toContainEqual(expect.objectContaining({ path: 'routes.0.sections.99', severity: 'error' }));
  });
});

describe("a hero's first photo, uploaded before its alt text exists", () => {
  // The example's hero has no photo: with only its file set, the draft lacks image.alt, so the
  // config cannot be checked whole; the photo is then checked by itself, as the check checks a section's photo.
  const FIELD = ['routes', 0, 'sections', 0, 'image', 'src'];
  const uploads = () => join(dirname(configFile), 'uploads');
  const upload = async (name: string, data: Buffer) => {
    const { hash } = await opened();
    return call('POST', '/api/upload', {
      body: { base: hash, edits: [], upload: { name, field: FIELD, kind: 'photo', data: data.toString('base64') } },
    });
  };
  afterEach(() => rmSync(uploads(), { recursive: true, force: true }));

  it('keeps a photo the check can use, and the draft then asks for its alt text at its field', async () => {
    expect((parse(GOOD_CONFIG) as { routes: { sections: { image?: unknown }[] }[] }).routes[0]!.sections[0]!.image).toBeUndefined();
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f4e' } })
      .jpeg()
      .toBuffer();
    const answer = await upload('Hero Truck.jpg', photo);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ src: './uploads/hero-truck.jpg', edit: { op: 'set', path: FIELD, value: './uploads/hero-truck.jpg' } });
    expect(readFileSync(join(uploads(), 'hero-truck.jpg')).equals(photo)).toBe(true);
    const { hash } = await opened();
    const drafted = await call('POST', '/api/preview', { body: { base: hash, edits: [answer.json.edit] } });
    expect(drafted.json.findings).toContainEqual(
      expect.objectContaining({
        path: 'routes.0.sections.0.image.alt',
        severity: 'error',
        message: expect.stringMatching(/alt|text/i) as unknown,
      }),
    );
  });

  it('refuses a file that is no photo at the field, and keeps nothing', async () => {
    const answer = await upload('Hero Truck.jpg', Buffer.from('this is text, not a JPEG'));
    expect(answer.status).toBe(422);
    expect(answer.json.error).toMatch(
      /^The file cannot be used, so it was not kept: \.\/uploads\/hero-truck\.jpg cannot be read as an image/,
    );
    expect(answer.json.problems).toEqual([
      expect.objectContaining({ path: FIELD.join('.'), file: configFile, severity: 'error', line: expect.any(Number) as unknown }),
    ]);
    expect(existsSync(join(uploads(), 'hero-truck.jpg'))).toBe(false);
  });
});

describe('a save committed with git', () => {
  // A checkout of its own under the system's temporary folder, with the second fixture carrier:
  // the API's functions are called as the server calls them (src/editor/server/editorServer.ts routes to them),
  // without a second editor and its preview renderer for this folder.
  const CARRIER = 'tests/fixtures/carriers/other';
  const PHONE = ['company', 'phone'];
  let repo: string;
  let file: string;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const hashOf = (config: string) => (getConfig(config).body as { hash: string }).hash;
  const phoneSaved = (message: string) =>
    saveEdits(file, { base: hashOf(file), edits: [{ op: 'set', path: PHONE, value: '+1 406-555-0199' }], commit: message });

  beforeEach(() => {
    repo = mkdtempSync(join(tmpdir(), 'editor-git-'));
    cpSync(CARRIER, repo, { recursive: true });
    file = join(repo, 'site.config.yaml');
    git('init', '--quiet', '--initial-branch=main');
    // This test repository's own settings: no person's name, hooks or signing from the machine.
    git('config', 'user.name', 'Office Tester');
    git('config', 'user.email', 'office@example.org');
    git('config', 'commit.gpgSign', 'false');
    git('config', 'core.hooksPath', '.git/hooks');
    git('add', '.');
    git('commit', '--quiet', '-m', 'The carrier as it was');
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  it('commits the config alone with the message given; what the person staged stays staged and out of it', async () => {
    expect((getConfig(file).body as { git: boolean }).git).toBe(true);
    writeFileSync(join(repo, 'notes.txt'), 'Call the broker back\n');
    git('add', 'notes.txt');
    const answer = await phoneSaved('Changed the phone');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ committed: 'Changed the phone', committedFiles: ['site.config.yaml'] });
    expect(answer.body).not.toHaveProperty('commitError');
    expect(git('log', '-1', '--format=%s%n%an')).toBe('Changed the phone\nOffice Tester\n');
    expect(git('show', '--name-only', '--format=', 'HEAD')).toBe('site.config.yaml\n');
    expect(git('show', 'HEAD:site.config.yaml')).toContain('phone: "+1 406-555-0199"');
    expect(git('diff', '--cached', '--name-only')).toBe('notes.txt\n');
    expect(git('status', '--porcelain')).toBe('A  notes.txt\n');
  });

  it('commits a photo uploaded for the save with the config that names it, and no upload it does not name', async () => {
    const { routes } = parse(readFileSync(file, 'utf8')) as { routes: { sections: { type: string }[] }[] };
    const field = ['routes', 0, 'sections', routes[0]!.sections.findIndex((section) => section.type === 'fleet'), 'image', 'src'];
    const upload = async (name: string, background: string) => {
      const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background } })
        .jpeg()
        .toBuffer();
      const answer = await uploadFile(file, {
        base: hashOf(file),
        edits: [],
        upload: { name, field, kind: 'photo', data: photo.toString('base64') },
      });
      expect(answer.status).toBe(200);
      return (answer.body as { edit: unknown }).edit;
    };
    // A first photo the person then replaced: kept in uploads/, named by nothing.
    await upload('Old Yard.jpg', '#6f4e2a');
    const edit = await upload('Fleet Yard.jpg', '#2a6f4e');
    const answer = await saveEdits(file, { base: hashOf(file), edits: [edit], commit: 'New photo of the fleet' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      committed: 'New photo of the fleet',
      committedFiles: ['site.config.yaml', 'uploads/fleet-yard.jpg'],
    });
    expect(git('show', '--name-only', '--format=', 'HEAD')).toBe('site.config.yaml\nuploads/fleet-yard.jpg\n');
    expect(git('show', 'HEAD:site.config.yaml')).toContain('src: ./uploads/fleet-yard.jpg');
    expect(git('status', '--porcelain', '--untracked-files=all')).toBe('?? uploads/old-yard.jpg\n');
  });

  it("saves but does not commit when a hook refuses, and says git's words", async () => {
    const hook = join(repo, '.git', 'hooks', 'pre-commit');
    writeFileSync(hook, '#!/bin/sh\necho "Refused: the office manager reviews every change" >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    const head = git('rev-parse', 'HEAD');
    const answer = await phoneSaved('Changed the phone');
    expect(answer.status).toBe(200);
    expect(answer.body).not.toHaveProperty('committed');
    expect((answer.body as { commitError: string }).commitError).toBe(
      'Saved, but git could not commit it: Refused: the office manager reviews every change',
    );
    expect(readFileSync(file, 'utf8')).toContain('phone: "+1 406-555-0199"');
    expect(git('rev-parse', 'HEAD')).toBe(head);
  });

  it('offers no commit for a config outside any checkout', () => {
    const alone = mkdtempSync(join(tmpdir(), 'editor-nogit-'));
    onTestFinished(() => rmSync(alone, { recursive: true, force: true }));
    cpSync(CARRIER, alone, { recursive: true });
    const config = join(alone, 'site.config.yaml');
    expect(getConfig(config)).toMatchObject({ status: 200, body: { git: false } });
  });
});

describe('npm run edit refuses what did not come from its own page', () => {
  const save = async (headers: Record<string, string | undefined>) => {
    const { hash } = await opened();
    const answer = await call('POST', '/api/save', { body: { base: hash, edits: [headlineEdit] }, headers });
    expect(readFileSync(configFile, 'utf8')).toBe(GOOD_CONFIG);
    return answer;
  };

  it('a foreign Host (DNS rebinding) is refused on reads and writes (421)', async () => {
    const read = await call('GET', '/api/config', { headers: { Host: `attacker.example:${port}` } });
    expect(read.status).toBe(421);
    expect(read.json.error).toContain(`http://127.0.0.1:${port}/`);
    expect(read.text).not.toContain('Example Freight Lines');
    expect((await call('GET', '/api/config', { headers: { Host: `localhost:${port}` } })).status).toBe(421);
    expect((await call('GET', '/', { headers: { Host: undefined } })).status).toBe(421);
    expect((await save({ Host: `attacker.example:${port}`, Origin: `http://attacker.example:${port}` })).status).toBe(421);
  });

  it('a write from a foreign Origin is refused (403)', async () => {
    const answer = await save({ Origin: 'https://attacker.example' });
    expect(answer.status).toBe(403);
    expect(answer.json.error).toMatch(/only from the editor's own page/);
    expect((await save({ Origin: `http://127.0.0.1:${port + 1}` })).status).toBe(403);
    expect((await save({ Origin: 'null' })).status).toBe(403);
  });

  it('a write without an Origin is refused (403)', async () => {
    expect((await save({ Origin: undefined })).status).toBe(403);
  });

  it('a write that is not JSON by its content type (a form, text/plain: a simple cross-site request) is refused (415)', async () => {
    expect((await save({ 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await save({ 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await save({ 'Content-Type': undefined })).status).toBe(415);
  });
});

describe('npm run edit answers every bad request with a JSON error, and goes on', () => {
  const isJsonError = (answer: Answer, status: number) => {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(typeof answer.json.error).toBe('string');
    expect(answer.text).not.toMatch(/\bat .*\.ts:\d+/); // no stack
  };
  afterAll(async () => expect((await call('GET', '/api/config')).status).toBe(200));

  it('malformed JSON (400)', async () => {
    isJsonError(await call('POST', '/api/preview', { body: '{"base": "abc", edits: [' }), 400);
  });

  it('a body larger than a config can be (413)', async () => {
    const { hash } = await opened();
    const huge = { base: hash, edits: [{ op: 'set', path: HEADLINE, value: 'x'.repeat(1_100_000) }] };
    isJsonError(await call('POST', '/api/preview', { body: huge }), 413);
  });

  it('an unknown route (404) and a method a route does not take (405)', async () => {
    isJsonError(await call('GET', '/api/files?name=/etc/passwd'), 404);
    isJsonError(await call('GET', '/api/save'), 405);
    isJsonError(await call('DELETE', '/api/config'), 405);
  });

  it('a request that is not a list of edits (400): unknown fields, an unknown operation, a bad base', async () => {
    const { hash } = await opened();
    isJsonError(await call('POST', '/api/save', { body: { base: hash, edits: [headlineEdit], file: '/etc/passwd' } }), 400);
    isJsonError(await call('POST', '/api/save', { body: { base: hash, edits: [{ op: 'rename', path: HEADLINE }] } }), 400);
    isJsonError(await call('POST', '/api/save', { body: { base: 'abc', edits: [headlineEdit] } }), 400);
    isJsonError(await call('POST', '/api/save', { body: [] }), 400);
    expect(readFileSync(configFile, 'utf8')).toBe(GOOD_CONFIG);
  });

  it('hostile key paths and values (400): __proto__, 10 000 keys deep, a value nested 100 000 deep', async () => {
    const { hash } = await opened();
    const edit = (e: unknown) => call('POST', '/api/preview', { body: { base: hash, edits: [e] } });
    isJsonError(await edit({ op: 'set', path: ['__proto__', 'polluted'], value: 'yes' }), 400);
    isJsonError(await edit({ op: 'set', path: Array.from({ length: 10_000 }, (_, i) => `k${i}`), value: 1 }), 400);
    isJsonError(await edit({ op: 'set', path: ['company', 'phone'], value: JSON.parse('{"__proto__": {"polluted": 1}}') as unknown }), 400);
    const deep = `{"base":"${hash}","edits":[{"op":"set","path":["company","phone"],"value":${'['.repeat(100_000)}${']'.repeat(100_000)}}]}`;
    isJsonError(await call('POST', '/api/preview', { body: deep }), 400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("the page at / is the editor's own build, under a CSP that runs its own scripts only and lets no other site frame it", async () => {
    const page = await call('GET', '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none';/);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['cache-control']).toBe('no-store');
    const script = /<script type="module" crossorigin src="(\/editor\/[\w.-]+\.js)">/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    const code = await call('GET', script!);
    expect(code.status).toBe(200);
    expect(code.headers['content-type']).toMatch(/^text\/javascript/);
    isJsonError(await call('GET', '/editor/../../package.json'), 404);
    isJsonError(await call('POST', '/', { body: {} }), 405);
  });

  it('the preview draws a page of the site with no script and only inside the editor', async () => {
    const page = await call('GET', '/preview/drivers');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<main');
    expect(page.text).not.toMatch(/<script(?! type="application\/ld\+json")/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("frame-ancestors 'self'");
    expect((await call('GET', '/preview/no-such-page')).status).toBe(404);
  });
});
