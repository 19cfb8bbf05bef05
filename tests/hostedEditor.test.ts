import { execFileSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { parse } from 'yaml';
import { openHosted, type Hosted } from '../src/editor/hosted/hostedEditor.ts';
import { invite, openInvitation, takeInvitation } from '../src/editor/people/invitations.ts';
import {
  findPerson,
  listPeople,
  newPersonId,
  personWithPasskey,
  removePerson,
  savePerson,
  type Person,
} from '../src/editor/people/people.ts';
import { IDLE_MS, LIVE_SESSIONS, startSession } from '../src/editor/people/sessions.ts';
import { SIGN_IN_LOG } from '../src/editor/people/signInLog.ts';
import { FOR_EVERYONE, PER_ADDRESS } from '../src/editor/hosted/rateLimit.ts';
import { startEditor, type RunningEditor } from '../src/editor/server/editorServer.ts';
import { freePort } from './support/freePort.ts';
import { softRegistration } from './support/softPasskey.ts';
import { stopEditor } from './support/stopEditor.ts';

// The hosted editor (npm run edit -- --hosted) over real HTTP, in this process: what it refuses,
// and that a save is committed as the person signed in. Its clock is the test's own, so that
// expiry is tested without waiting. People and sessions are put in its store as the passkey
// ceremonies would leave them: the ceremonies themselves, in Chromium with a virtual
// authenticator, are tests/full/hosted-editor.browser.test.ts's.

const CARRIER = 'tests/fixtures/carriers/other';
let editor: RunningEditor;
let hosted: Hosted;
let repo: string;
let state: string;
let port: number;
let now = Date.parse('2027-03-01T09:00:00Z');
const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), 'hosted-editor-'));
  state = mkdtempSync(join(tmpdir(), 'hosted-state-'));
  rmSync(state, { recursive: true });
  cpSync(CARRIER, repo, { recursive: true });
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Server Account');
  git('config', 'user.email', 'server@example.org');
  git('config', 'commit.gpgSign', 'false');
  git('config', 'core.hooksPath', '.git/hooks');
  git('add', '.');
  git('commit', '--quiet', '-m', 'The carrier as it was');
  port = await freePort();
  hosted = openHosted({ publicUrl: `http://localhost:${port}`, stateDir: state, now: () => now });
  editor = await startEditor(join(repo, 'site.config.yaml'), '127.0.0.1', port, hosted);
});
afterAll(async () => {
  await stopEditor(editor);
  rmSync(repo, { recursive: true, force: true });
  rmSync(state, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  json: Record<string, unknown>;
  text: string;
}

/**
 * A request as the editor's page sends it through the proxy: the public Host, its Origin on a
 * write, JSON (`raw`: JSON text as given); the session `cookie` and `csrf`, or a passkey
 * `ceremony`'s cookie, when given.
 */
function call(
  method: string,
  path: string,
  {
    body,
    raw,
    cookie,
    ceremony,
    csrf,
    ip,
  }: { body?: unknown; raw?: string; cookie?: string; ceremony?: string; csrf?: string; ip?: string } = {},
) {
  const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  const headers: Record<string, string> = {
    Host: `localhost:${port}`,
    ...(method === 'GET' ? {} : { Origin: `http://localhost:${port}`, 'Content-Type': 'application/json' }),
    ...(payload === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(payload)) }),
    ...(cookie ? { Cookie: `__Host-editor-session=${cookie}` } : {}),
    ...(ceremony ? { Cookie: `__Host-editor-ceremony=${ceremony}` } : {}),
    ...(csrf ? { 'X-Editor-CSRF': csrf } : {}),
    ...(ip ? { 'X-Forwarded-For': ip } : {}),
  };
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false, setHost: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: Record<string, unknown> = {};
        try {
          json = JSON.parse(text) as Record<string, unknown>;
        } catch {
          // A page or a redirect.
        }
        resolve({ status: response.statusCode!, headers: response.headers, json, text });
      });
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** A person in the store, signed in: their session cookie and CSRF token, as the page holds them. */
async function signedIn(name: string, role: Person['role']) {
  const person: Person = {
    id: newPersonId(),
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
    role,
    addedAt: now,
    passkeys: [],
  };
  savePerson(hosted.store, person);
  const cookie = startSession(hosted.store, person.id, now);
  const session = await call('GET', '/api/session', { cookie });
  expect(session.status).toBe(200);
  return { person, cookie, csrf: (session.json as { csrf: string }).csrf };
}

const logLines = () =>
  readFileSync(join(state, SIGN_IN_LOG), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/**
 * Opens the invitation `link` and answers it with a passkey made by a client of its own
 * (tests/support/softPasskey.ts), of the credential id `credentialId` if given: the answer.
 */
async function registerFrom(link: string, credentialId?: string) {
  const token = new URL(link).hash.slice(1);
  const opened = await call('POST', '/api/auth/invitation/options', { body: { token } });
  expect(opened.status).toBe(200);
  const ceremony = String(opened.headers['set-cookie']).match(/__Host-editor-ceremony=([^;]+)/)![1]!;
  const options = opened.json.options as { challenge: string; rp: { id: string } };
  const response = softRegistration(options, `http://localhost:${port}`, credentialId);
  return call('POST', '/api/auth/invitation/register', { ceremony, body: { token, response } });
}

const configHash = async (cookie: string) => ((await call('GET', '/api/config', { cookie })).json as { hash: string }).hash;

describe('the hosted editor', () => {
  it('keeps its state in a folder only its account reads, created on first start', () => {
    expect(statSync(state).mode & 0o777).toBe(0o700);
    for (const kind of ['people', 'invitations', 'sessions']) expect(statSync(join(state, kind)).mode & 0o777).toBe(0o700);
  });

  it('answers nothing but the sign-in and invitation pages without a session, every answer with HSTS', async () => {
    const page = await call('GET', '/');
    expect(page.status).toBe(303);
    expect(page.headers.location).toBe('/sign-in');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    const api = await call('GET', '/api/config');
    expect(api.status).toBe(401);
    expect(api.json.error).toMatch(/Sign in first/);
    expect((await call('GET', '/preview/')).status).toBe(303);
    expect((await call('GET', '/api/people')).status).toBe(401);
    const signIn = await call('GET', '/sign-in');
    expect(signIn.status).toBe(200);
    expect(signIn.headers['content-security-policy']).toContain("script-src 'self'");
    expect(signIn.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect((await call('GET', '/invitation')).status).toBe(200);
    // A foreign Host is refused as the local editor refuses it.
    const foreign = await new Promise<number>((resolve, reject) =>
      httpRequest(
        { host: '127.0.0.1', port, path: '/sign-in', headers: { Host: 'evil.example' }, agent: false, setHost: false },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      )
        .on('error', reject)
        .end(),
    );
    expect(foreign).toBe(421);
  });

  it('answers a method a route does not take with 405 and the methods it takes in Allow', async () => {
    const page = await call('POST', '/sign-in', { body: {} });
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe('GET, HEAD');
    expect(page.json.error).toBe('POST is not answered here: use GET or HEAD');
    const ceremony = await call('GET', '/api/auth/sign-in/options');
    expect(ceremony.status).toBe(405);
    expect(ceremony.headers.allow).toBe('POST');
    const { cookie, csrf } = await signedIn('Mona Method', 'office');
    const signOut = await call('PUT', '/api/auth/sign-out', { cookie, csrf, body: {} });
    expect(signOut.status).toBe(405);
    expect(signOut.headers.allow).toBe('POST');
    const session = await call('DELETE', '/api/session', { cookie, csrf });
    expect(session.status).toBe(405);
    expect(session.headers.allow).toBe('GET, HEAD');
  });

  it('refuses a change without the session CSRF token (403), and logs it', async () => {
    const { cookie } = await signedIn('Olive Office', 'office');
    const hash = await configHash(cookie);
    const edit = { base: hash, edits: [{ op: 'set', path: ['company', 'phone'], value: '+1 406-555-0199' }] };
    const none = await call('POST', '/api/preview', { cookie, body: edit });
    expect(none.status).toBe(403);
    expect(none.json.error).toMatch(/reload the page/);
    expect((await call('POST', '/api/preview', { cookie, csrf: 'x'.repeat(43), body: edit })).status).toBe(403);
    expect(logLines().at(-1)).toMatchObject({
      event: 'refused',
      person: 'olive@example.org',
      status: 403,
      detail: 'missing or wrong CSRF token',
    });
  });

  it("lets office staff save the company's phone, committed as them; refuses them the theme (403, logged, nothing saved)", async () => {
    const { cookie, csrf } = await signedIn('Oscar Office', 'office');
    const before = readFileSync(join(repo, 'site.config.yaml'), 'utf8');
    const theme = await call('POST', '/api/save', {
      cookie,
      csrf,
      body: {
        base: await configHash(cookie),
        edits: [{ op: 'set', path: ['theme', 'colors', 'primary'], value: '#000000' }],
        commit: 'Black',
      },
    });
    expect(theme.status).toBe(403);
    expect(theme.json.error).toBe(
      'Your role (office) cannot change theme › colors › primary: nothing was saved. An admin of the editor can change it',
    );
    expect(readFileSync(join(repo, 'site.config.yaml'), 'utf8')).toBe(before);
    expect(logLines().at(-1)).toMatchObject({ event: 'refused', person: 'oscar@example.org', request: 'POST /api/save', status: 403 });
    // However phrased: moving a page moves its path, an admin's to change, so it is refused too.
    const sneaky = await call('POST', '/api/preview', {
      cookie,
      csrf,
      body: { base: await configHash(cookie), edits: [{ op: 'move', path: ['routes', 0], to: 'down' }] },
    });
    expect(sneaky.status).toBe(403);
    expect(sneaky.json.error).toMatch(/cannot change routes › 0 › path/);

    const phone = await call('POST', '/api/save', {
      cookie,
      csrf,
      body: {
        base: await configHash(cookie),
        edits: [{ op: 'set', path: ['company', 'phone'], value: '+1 406-555-0199' }],
        commit: 'New phone',
      },
    });
    expect(phone.status).toBe(200);
    expect(git('log', '-1', '--format=%s|%an <%ae>|%cn <%ce>')).toBe(
      'New phone|Oscar Office <oscar@example.org>|Oscar Office <oscar@example.org>\n',
    );
  });

  it("draws each person's preview from their own draft, never from another's unsaved work", async () => {
    const admin = await signedIn('Ada Admin', 'admin');
    const office = await signedIn('Olive Office', 'office');
    const previewPhone = async ({ cookie, csrf }: { cookie: string; csrf: string }, value: string) => {
      const answer = await call('POST', '/api/preview', {
        cookie,
        csrf,
        body: { base: await configHash(cookie), edits: [{ op: 'set', path: ['company', 'phone'], value }] },
      });
      expect(answer.status).toBe(200);
    };
    const home = async (cookie: string) => {
      const page = await call('GET', '/preview/', { cookie });
      expect(page.status).toBe(200);
      return page.text;
    };
    await previewPhone(office, '(555) 010-0777');
    await previewPhone(admin, '(555) 010-0888');
    // Asked in turn and at once: each page is drawn from its asker's draft alone.
    const [officeHome, adminHome] = await Promise.all([home(office.cookie), home(admin.cookie)]);
    expect(officeHome).toContain('(555) 010-0777');
    expect(officeHome).not.toContain('(555) 010-0888');
    expect(adminHome).toContain('(555) 010-0888');
    expect(adminHome).not.toContain('(555) 010-0777');
    // Someone who has sent no draft sees the file as it is.
    const newcomer = await signedIn('Nina New', 'office');
    const asSaved = await home(newcomer.cookie);
    expect(asSaved).not.toContain('010-0777');
    expect(asSaved).not.toContain('010-0888');
  });

  it('refuses an upload for a field outside the role (403) before writing anything', async () => {
    const { cookie, csrf } = await signedIn('Una Upload', 'office');
    const answer = await call('POST', '/api/upload', {
      cookie,
      csrf,
      body: {
        base: await configHash(cookie),
        edits: [],
        upload: { name: 'logo.svg', field: ['seo', 'image'], kind: 'photo', data: Buffer.from('<svg/>').toString('base64') },
      },
    });
    expect(answer.status).toBe(403);
    expect(readdirSync(repo)).not.toContain('uploads');
  });

  it('keeps no upload for a field that takes no file, or of another kind than the field takes (422)', async () => {
    const { cookie, csrf } = await signedIn('Uma Unchecked', 'office');
    const evil = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
    const base = await configHash(cookie);
    const upload = (extra: object) =>
      call('POST', '/api/upload', {
        cookie,
        csrf,
        body: {
          base,
          edits: [],
          upload: { name: 'evil.svg', field: ['company', 'name'], data: evil.toString('base64'), ...extra },
        },
      });
    const answer = await upload({});
    expect(answer.status).toBe(422);
    expect(answer.json.error).toBe(
      "company › name does not take a photo or a logo, so the file was not kept: choose the file at a photo's or the logo's field",
    );
    expect((await upload({ kind: 'photo' })).status).toBe(422);
    // The kind is the field's, as the schema says: a request that names another is refused too.
    const logo = await upload({ field: ['company', 'logo'], kind: 'photo' });
    expect(logo.status).toBe(422);
    expect(logo.json.error).toBe('company › logo takes a logo, not a photo, so the file was not kept: reload the page');
    expect(existsSync(join(repo, 'uploads', 'evil.svg'))).toBe(false);
  });

  it('refuses a save naming a file the check refuses, wherever it came from: nothing written, nothing committed (422)', async () => {
    const { cookie, csrf } = await signedIn('Sam Sneaky', 'office');
    const before = readFileSync(join(repo, 'site.config.yaml'), 'utf8');
    const head = git('rev-parse', 'HEAD');
    // Put beside the config by some other way than an upload (a file left from before this check, a copy on the server).
    mkdirSync(join(repo, 'uploads'), { recursive: true });
    writeFileSync(
      join(repo, 'uploads', 'evil.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    onTestFinished(() => rmSync(join(repo, 'uploads', 'evil.svg')));
    const saved = await call('POST', '/api/save', {
      cookie,
      csrf,
      body: {
        base: await configHash(cookie),
        edits: [{ op: 'set', path: ['company', 'logo'], value: './uploads/evil.svg' }],
        commit: 'New logo',
      },
    });
    expect(saved.status).toBe(422);
    expect(saved.json.error).toMatch(/^A file this change names cannot be used, so nothing was saved: \.\/uploads\/evil\.svg /);
    expect(saved.json.problems).toEqual([
      expect.objectContaining({ path: 'company.logo', severity: 'error', line: expect.any(Number) as unknown }),
    ]);
    expect(readFileSync(join(repo, 'site.config.yaml'), 'utf8')).toBe(before);
    expect(git('rev-parse', 'HEAD')).toBe(head);
    expect(git('status', '--porcelain', '--untracked-files=all', '--', 'uploads')).toBe('?? uploads/evil.svg\n');

    // A file the config named already, changed on disk since it was committed: a save would commit it, so it is checked too.
    writeFileSync(join(repo, 'images', 'fleet.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    onTestFinished(() => void git('checkout', '--', 'images/fleet.svg'));
    const phone = await call('POST', '/api/save', {
      cookie,
      csrf,
      body: {
        base: await configHash(cookie),
        edits: [{ op: 'set', path: ['company', 'phone'], value: '+1 406-555-0142' }],
        commit: 'New phone',
      },
    });
    expect(phone.status).toBe(422);
    expect(phone.json.problems).toEqual([
      expect.objectContaining({ path: expect.stringMatching(/^routes\.0\.sections\.\d+\.image\.src$/) as unknown, severity: 'error' }),
    ]);
    expect(readFileSync(join(repo, 'site.config.yaml'), 'utf8')).toBe(before);
    expect(git('rev-parse', 'HEAD')).toBe(head);
  });

  it("uploads an office person's photo for the fleet section, and a save commits it with the config", async () => {
    const { cookie, csrf } = await signedIn('Pia Photo', 'office');
    const { routes } = parse(readFileSync(join(repo, 'site.config.yaml'), 'utf8')) as { routes: { sections: { type: string }[] }[] };
    const field = ['routes', 0, 'sections', routes[0]!.sections.findIndex((section) => section.type === 'fleet'), 'image', 'src'];
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f4e' } })
      .jpeg()
      .toBuffer();
    const uploaded = await call('POST', '/api/upload', {
      cookie,
      csrf,
      body: { base: await configHash(cookie), edits: [], upload: { name: 'Fleet Yard.jpg', field, data: photo.toString('base64') } },
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.json.src).toBe('./uploads/fleet-yard.jpg');
    const saved = await call('POST', '/api/save', {
      cookie,
      csrf,
      body: { base: await configHash(cookie), edits: [uploaded.json.edit], commit: 'New photo of the fleet' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.committedFiles).toEqual(['site.config.yaml', 'uploads/fleet-yard.jpg']);
    expect(git('show', '--name-only', '--format=%an', 'HEAD')).toBe('Pia Photo\n\nsite.config.yaml\nuploads/fleet-yard.jpg\n');
  });

  it('refuses an expired invitation and a used one (403, logged)', async () => {
    const expired = new URL(
      invite(hosted.store, hosted.address.url, { name: 'Eve Late', email: 'eve@example.org', role: 'office' }, 'test', now),
    );
    const used = new URL(
      invite(hosted.store, hosted.address.url, { name: 'Ulla Used', email: 'ulla@example.org', role: 'office' }, 'test', now),
    );
    expect(expired.pathname).toBe('/invitation');
    const fresh = await call('POST', '/api/auth/invitation/options', { body: { token: expired.hash.slice(1) } });
    expect(fresh.status).toBe(200);
    expect(fresh.json).toMatchObject({ name: 'Eve Late', role: 'office', options: { rp: { id: 'localhost' } } });
    expect(takeInvitation(hosted.store, used.hash.slice(1), now)).toBeDefined();
    now += 24 * 3_600_000 + 1;
    for (const link of [expired, used]) {
      const answer = await call('POST', '/api/auth/invitation/options', { body: { token: link.hash.slice(1) } });
      expect(answer.status).toBe(403);
      expect(answer.json.error).toMatch(/expired .*, was used already, or was cancelled/);
    }
    expect(logLines().at(-1)).toMatchObject({ event: 'refused', status: 403, detail: 'invitation expired, used or unknown' });
  });

  it('ends a session after 12 hours without a request', async () => {
    const { cookie } = await signedIn('Ida Idle', 'office');
    now += IDLE_MS + 1;
    expect((await call('GET', '/api/config', { cookie })).status).toBe(401);
  });

  it(`keeps a person's ${LIVE_SESSIONS} newest sessions: signing in once more ends the oldest`, async () => {
    const { person, cookie: oldest } = await signedIn('Sol Many', 'office');
    const newer: string[] = [];
    for (let session = 1; session <= LIVE_SESSIONS; session++) {
      now += 60_000;
      newer.push(startSession(hosted.store, person.id, now));
    }
    expect((await call('GET', '/api/config', { cookie: oldest })).status).toBe(401);
    for (const cookie of newer) expect((await call('GET', '/api/config', { cookie })).status).toBe(200);
  });

  it('ends the sessions of a person an admin removes, at once; only an admin removes', async () => {
    const admin = await signedIn('Ada Admin', 'admin');
    const office = await signedIn('Rita Removed', 'office');
    const refused = await call('POST', '/api/people/remove', { cookie: office.cookie, csrf: office.csrf, body: { id: admin.person.id } });
    expect(refused.status).toBe(403);
    const removed = await call('POST', '/api/people/remove', { cookie: admin.cookie, csrf: admin.csrf, body: { id: office.person.id } });
    expect(removed.status).toBe(200);
    expect((await call('GET', '/api/config', { cookie: office.cookie })).status).toBe(401);
    expect(readdirSync(join(state, 'people'))).not.toContain(`${office.person.id}.json`);
    const link = await call('POST', '/api/people/invite', {
      cookie: admin.cookie,
      csrf: admin.csrf,
      body: { name: 'Nina New', email: 'nina@example.org', role: 'office' },
    });
    expect(link.status).toBe(200);
    expect(link.json.link).toMatch(new RegExp(`^http://localhost:${port}/invitation#[A-Za-z0-9_-]{43}$`));
    for (const kind of ['people', 'invitations', 'sessions'])
      for (const file of readdirSync(join(state, kind))) expect(statSync(join(state, kind, file)).mode & 0o777).toBe(0o600);
  });

  it('lists the invitations not used yet to an admin, who can cancel one; removing a person cancels theirs', async () => {
    const admin = await signedIn('Ivy Inviter', 'admin');
    const office = await signedIn('Olga Office', 'office');
    const invited = async (email: string) =>
      (
        await call('POST', '/api/people/invite', {
          cookie: admin.cookie,
          csrf: admin.csrf,
          body: { name: 'Wes Wrong', email, role: 'office' },
        })
      ).json.link as string;
    const wrong = await invited('wes@wrong.example');
    const pending = async () =>
      ((await call('GET', '/api/people', { cookie: admin.cookie })).json.invitations as {
        id: string;
        email: string;
        expiresAt: string;
      }[]) ?? [];
    const listed = (await pending()).find((invitation) => invitation.email === 'wes@wrong.example')!;
    expect(listed).toMatchObject({ email: 'wes@wrong.example', expiresAt: new Date(now + 24 * 3_600_000).toISOString() });
    // The list names an invitation by its secret's hash, which opens nothing.
    expect(listed.id).not.toBe(new URL(wrong).hash.slice(1));
    expect((await call('POST', '/api/auth/invitation/options', { body: { token: listed.id } })).status).toBe(403);
    // Office staff neither see nor cancel invitations.
    expect((await call('GET', '/api/people', { cookie: office.cookie })).status).toBe(403);
    expect(
      (await call('POST', '/api/people/invitations/cancel', { cookie: office.cookie, csrf: office.csrf, body: { id: listed.id } })).status,
    ).toBe(403);
    const cancelled = await call('POST', '/api/people/invitations/cancel', {
      cookie: admin.cookie,
      csrf: admin.csrf,
      body: { id: listed.id },
    });
    expect(cancelled.status).toBe(200);
    expect(logLines().at(-1)).toMatchObject({
      event: 'invitation-cancelled',
      person: admin.person.email,
      detail: 'wes@wrong.example as office',
    });
    expect((await pending()).some((invitation) => invitation.email === 'wes@wrong.example')).toBe(false);
    expect((await call('POST', '/api/auth/invitation/options', { body: { token: new URL(wrong).hash.slice(1) } })).status).toBe(403);
    const again = await call('POST', '/api/people/invitations/cancel', { cookie: admin.cookie, csrf: admin.csrf, body: { id: listed.id } });
    expect(again.status).toBe(404);
    // A person removed while an invitation to them waits (a new phone's, say) cannot come back by it.
    const secondPhone = await invited(office.person.email);
    expect(
      (await call('POST', '/api/people/remove', { cookie: admin.cookie, csrf: admin.csrf, body: { id: office.person.id } })).status,
    ).toBe(200);
    expect((await call('POST', '/api/auth/invitation/options', { body: { token: new URL(secondPhone).hash.slice(1) } })).status).toBe(403);
  });

  it('keeps the last admin an admin: no invitation makes them office staff, made or accepted (409)', async () => {
    const admin = await signedIn('Lana Last', 'admin');
    // Alone among admins (the file's other admins removed as the editor would).
    for (const someone of listPeople(hosted.store))
      if (someone.role === 'admin' && someone.id !== admin.person.id) removePerson(hosted.store, someone.id);
    const demote = { name: 'Lana Last', email: admin.person.email, role: 'office' };
    const asked = await call('POST', '/api/people/invite', { cookie: admin.cookie, csrf: admin.csrf, body: demote });
    expect(asked.status).toBe(409);
    expect(asked.json.error).toBe(
      'Lana Last is the last admin, and this invitation would make them office staff: invite another admin first',
    );
    // Made while another admin was there, accepted once that one is gone: refused, the invitation kept.
    const other = await signedIn('Otto Other', 'admin');
    const made = await call('POST', '/api/people/invite', { cookie: other.cookie, csrf: other.csrf, body: demote });
    expect(made.status).toBe(200);
    removePerson(hosted.store, other.person.id);
    const accepted = await registerFrom(made.json.link as string);
    expect(accepted.status).toBe(409);
    expect(accepted.json.error).toMatch(/^Lana Last is the last admin, and this invitation would make them office staff/);
    expect(findPerson(hosted.store, admin.person.id)).toMatchObject({ role: 'admin', passkeys: [] });
    expect(openInvitation(hosted.store, new URL(made.json.link as string).hash.slice(1), now)).toBeDefined();
    expect(logLines().at(-1)).toMatchObject({ event: 'registration-failed', status: 409 });
    // An invitation as admin adds a passkey and keeps the role.
    const again = await call('POST', '/api/people/invite', {
      cookie: admin.cookie,
      csrf: admin.csrf,
      body: { ...demote, role: 'admin' },
    });
    expect((await registerFrom(again.json.link as string)).status).toBe(200);
    expect(findPerson(hosted.store, admin.person.id)).toMatchObject({ role: 'admin', passkeys: [expect.anything()] });
  });

  it("refuses a passkey whose id is someone else's (409): their sign-in stays theirs", async () => {
    const admin = await signedIn('Ines Inviter', 'admin');
    const invitation = (email: string) =>
      call('POST', '/api/people/invite', { cookie: admin.cookie, csrf: admin.csrf, body: { name: 'Kim Keys', email, role: 'office' } });
    const first = await registerFrom((await invitation('kim@example.org')).json.link as string);
    expect(first.status).toBe(200);
    const kim = listPeople(hosted.store).find((someone) => someone.email === 'kim@example.org')!;
    const link = (await invitation('mallory@example.org')).json.link as string;
    const copied = await registerFrom(link, kim.passkeys[0]!.id);
    expect(copied.status).toBe(409);
    expect(copied.json.error).toBe('This passkey is in the editor already: sign in with it, or make one on another device');
    expect(listPeople(hosted.store).some((someone) => someone.email === 'mallory@example.org')).toBe(false);
    expect(personWithPasskey(hosted.store, kim.passkeys[0]!.id)?.person.email).toBe('kim@example.org');
    expect(logLines().at(-1)).toMatchObject({ event: 'registration-failed', status: 409, detail: 'passkey already registered' });
    // The invitation is still good for a passkey of its own.
    expect((await registerFrom(link)).status).toBe(200);
  });

  it('answers sign-in attempts past the limit with 429 and Retry-After, per address, and forgives after the window', async () => {
    const attempt = (ip: string) => call('POST', '/api/auth/sign-in/options', { body: {}, ip });
    for (let i = 0; i < PER_ADDRESS.attempts; i++) expect((await attempt('203.0.113.7')).status).toBe(200);
    const limited = await attempt('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json.error).toMatch(/Too many sign-in attempts/);
    expect((await attempt('198.51.100.4')).status).toBe(200);
    expect(logLines().at(-1)).toMatchObject({ event: 'rate-limited', ip: '203.0.113.7', status: 429 });
    now += PER_ADDRESS.windowMs;
    expect((await attempt('203.0.113.7')).status).toBe(200);
  });

  it('refuses a passkey answer nested without end (400, for sign-in and invitation alike) and goes on serving', async () => {
    // 200 000 lists deep: more than a JavaScript stack holds when walked by recursion.
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const credential = (response: string) =>
      `{"id":"AAAA","rawId":"AAAA","type":"public-key","clientExtensionResults":{"x":${deep}},"response":${response}}`;
    const signIn = await call('POST', '/api/auth/sign-in/verify', {
      raw: `{"response":${credential('{"clientDataJSON":"AA","authenticatorData":"AA","signature":"AA"}')}}`,
    });
    expect(signIn.status).toBe(400);
    expect(signIn.json.error).toMatch(/reload the page and try again$/i);
    const register = await call('POST', '/api/auth/invitation/register', {
      raw: `{"token":"${'A'.repeat(43)}","response":${credential('{"clientDataJSON":"AA","attestationObject":"AA"}')}}`,
    });
    expect(register.status).toBe(400);
    expect(register.json.error).toMatch(/reload the page and try again$/i);
    expect((await call('POST', '/api/auth/sign-in/options', { body: {} })).status).toBe(200);
  });

  it('keeps one address flooding the sign-in from locking out the others, and logs its refusal once a window', async () => {
    now += FOR_EVERYONE.windowMs;
    const flooder = '192.0.2.66';
    const attempts = (ip: string, count: number) =>
      Promise.all(Array.from({ length: count }, () => call('POST', '/api/auth/sign-in/options', { body: {}, ip })));
    const logged = () => logLines().filter((line) => line.event === 'rate-limited' && line.ip === flooder).length;
    // More attempts than everyone together may make, all from one address.
    const flood = await attempts(flooder, PER_ADDRESS.attempts + FOR_EVERYONE.attempts);
    expect(flood.filter((answer) => answer.status === 200)).toHaveLength(PER_ADDRESS.attempts);
    expect(flood.filter((answer) => answer.status === 429)).toHaveLength(FOR_EVERYONE.attempts);
    expect((await attempts('198.51.100.23', 1))[0]!.status).toBe(200);
    expect(logged()).toBe(1);
    // The next window starts the address afresh: a refusal in it is logged once again.
    now += PER_ADDRESS.windowMs;
    const again = await attempts(flooder, PER_ADDRESS.attempts + 5);
    expect(again.filter((answer) => answer.status === 429)).toHaveLength(5);
    expect(logged()).toBe(2);
  });

  it('still answers 429 to everyone once many addresses together reach the limit for everyone', async () => {
    now += FOR_EVERYONE.windowMs;
    const addresses = Array.from({ length: FOR_EVERYONE.attempts / PER_ADDRESS.attempts }, (_, i) => `203.0.113.${100 + i}`);
    for (const ip of addresses)
      for (const answer of await Promise.all(
        Array.from({ length: PER_ADDRESS.attempts }, () => call('POST', '/api/auth/sign-in/options', { body: {}, ip })),
      ))
        expect(answer.status).toBe(200);
    const late = await call('POST', '/api/auth/sign-in/options', { body: {}, ip: '198.51.100.99' });
    expect(late.status).toBe(429);
    expect(Number(late.headers['retry-after'])).toBeGreaterThan(0);
  });
});
