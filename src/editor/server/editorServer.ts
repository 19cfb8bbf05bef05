import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { MAX_CONFIG_BYTES } from '../../config/read/configSource.ts';
import { HSTS_MAX_AGE } from '../../hosting/policy.ts';
import { listen } from '../../server/lifecycle.ts';
import { siteConfigJsonSchema } from '../../config/jsonSchema.ts';
import { inspectConfig } from '../../config/loadSiteConfig.ts';
import type { Hosted } from '../hosted/hostedEditor.ts';
import { hostedGate } from '../hosted/hostedGate.ts';
import type { HostedAnswer } from '../hosted/hostedAnswer.ts';
import type { SignedIn } from '../hosted/signedInRoutes.ts';
import { getConfig, previewEdits, saveEdits, type ApiAnswer, type Shown, type Who } from './editorApi.ts';
import {
  branchState,
  checksAnswer,
  history,
  publishAnswer,
  pushedSave,
  resolveConflict,
  undoChange,
  type PushedEditing,
} from './gitRoutes.ts';
import { EDITOR_FILES_PREFIX, editorApp, type EditorApp } from './editorApp.ts';
import { editorAddress, type EditorAddress } from './editorAddress.ts';
import { readJsonBody } from './jsonBody.ts';
import { EDITOR_CSP, PREVIEW_CSP, SIGN_IN_CSP, problemsPage } from './pageHeaders.ts';
import { PREVIEW_PREFIX, previewSite, type Draft, type PreviewSite } from './previewSite.ts';
import { refusal } from './requestGuard.ts';
import { MAX_UPLOAD_BODY, uploadFile } from './uploadFile.ts';

/**
 * The editor's local server (`npm run edit`): the editor's page at `/` (its files under /editor/),
 * the API under /api/ on the one config file it is started with, and the preview of the unsaved
 * config under /preview/ (its media under /assets/). Every request passes ./requestGuard.ts
 * first; every answer is never cached and never sniffed; every refusal of the API is JSON with a
 * plain `error`; a bug answers 500 with a message, never a stack, and the server goes on.
 * Hosted (../hosted/), every request then passes the hosted gate too: the sign-in and
 * invitation pages are open to all, the rest needs a signed-in person, whose role every edit
 * is checked against, whose name and email author the save's commit, and whose refusals are
 * logged; every answer then also says to browsers to come back over HTTPS only (HSTS).
 */

export interface RunningEditor {
  server: Server;
  address: EditorAddress;
  /** Stops the preview's renderer (the server itself is closed by its caller). */
  close(): Promise<void>;
}

/**
 * Routes of the API: what each method of each path answers (`body`: a POST's JSON, a GET's query;
 * `pushed`: the working branch, when the editor pushes its saves).
 */
type Handler = (
  configFile: string,
  body: unknown,
  shown: Shown,
  who: Who | undefined,
  pushed: PushedEditing | undefined,
) => ApiAnswer | Promise<ApiAnswer>;
type Route = Partial<Record<'GET' | 'POST', Handler>>;
const API: Record<string, Route> = {
  '/api/config': { GET: (configFile, _, shown) => getConfig(configFile, shown) },
  '/api/schema': { GET: () => ({ status: 200, body: formSchema() }) },
  '/api/preview': { POST: previewEdits },
  '/api/save': {
    POST: (configFile, body, shown, who, pushed) =>
      pushed ? pushedSave(configFile, body, pushed.branch, who) : saveEdits(configFile, body, shown, who),
  },
  '/api/upload': { POST: (configFile, body, _, who) => uploadFile(configFile, body, who) },
  // Hosted, the gate answers it with the person signed in (../hosted/signedInRoutes.ts).
  '/api/session': { GET: () => ({ status: 200, body: { hosted: false } }) },
  // The working branch's (./gitRoutes.ts): only where the editor pushes its saves.
  // Asked by every editor's page: answered without a 404, which a browser would log as an error.
  '/api/branch': { GET: (_, __, ___, ____, pushed) => (pushed ? branchState(pushed.branch) : { status: 200, body: { pushed: false } }) },
  // Asked by the page where it shows what is published; anyone signed in may see it.
  '/api/branch/checks': { GET: (_, __, ___, ____, pushed) => checksAnswer(pushed?.checks) },
  '/api/branch/resolve': { POST: pushedOnly((_, body, who, pushed) => resolveConflict(body, pushed.branch, who)) },
  '/api/history': { GET: pushedOnly((_, query, ___, pushed) => history(pushed.branch, query)) },
  '/api/undo': { POST: pushedOnly((configFile, body, who, pushed) => undoChange(configFile, body, pushed.branch, who)) },
  '/api/publish': { POST: pushedOnly((_, body, who, pushed) => publishAnswer(body, pushed.branch, pushed.publish, who)) },
};

/** A route of the working branch: 404 with what to do where the editor does not push its saves. */
function pushedOnly(
  handler: (configFile: string, body: unknown, who: Who | undefined, pushed: PushedEditing) => ApiAnswer | Promise<ApiAnswer>,
): Handler {
  return (configFile, body, _, who, pushed) =>
    pushed
      ? handler(configFile, body, who, pushed)
      : {
          status: 404,
          body: { error: 'This editor keeps no history and publishes nothing: start it with --push to push each save to the repository' },
        };
}

/** The largest body each route reads: edits are never larger than the config they change; an upload carries a file. */
const maxBody = (path: string) => (path === '/api/upload' ? MAX_UPLOAD_BODY : MAX_CONFIG_BYTES);

/** The JSON Schema the editor's forms are generated from: the build's own (src/config/jsonSchema.ts), made once. */
let madeSchema: unknown;
const formSchema = () => (madeSchema ??= siteConfigJsonSchema('marked'));

interface Editor {
  configFile: string;
  address: EditorAddress;
  app: EditorApp;
  preview: PreviewSite;
  /** The draft each person's preview draws, by their email ('' for `npm run edit`'s one person): the last their editor sent. */
  drafts: Map<string, Draft>;
  hosted?: Hosted;
  pushed?: PushedEditing;
}

/**
 * Starts the editor of `configFile` on `host`:`port` (0 for a free port) and resolves once it
 * listens, with the address it answers at: its own, or the public one when `hosted`. `pushed`:
 * each save committed and pushed to that working branch.
 */
export async function startEditor(
  configFile: string,
  host: string,
  port: number,
  hosted?: Hosted,
  pushed?: PushedEditing,
): Promise<RunningEditor> {
  // The page is built (or found built) and the preview's renderer started before anything listens,
  // so that the address printed answers at once.
  // One after the other: the preview's dev server sets NODE_ENV for the process, which a build must not meet.
  const app = await editorApp();
  const preview = await previewSite(configFile, () => inspectConfig(configFile));
  // Node would answer a request without Host with a bare 400 of its own: ./requestGuard.ts refuses it, in JSON, as any foreign host.
  const server = createServer({ requireHostHeader: false });
  const listening = await listen(server, port, host).catch(async (error: unknown) => {
    await preview.close();
    throw error;
  });
  // The port is known once listening (PORT=0); no request is read before this line runs, as it runs before any I/O.
  const editor: Editor = {
    configFile,
    address: hosted?.address ?? editorAddress(host, listening.port),
    app,
    preview,
    drafts: new Map(),
    hosted,
    pushed,
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    void handle(editor, request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) send(response, 500, { error: 'The editor failed on this request (a bug: see its terminal). Try again' });
      else response.destroy();
    });
  });
  preview.warmUp();
  return { server, address: editor.address, close: () => preview.close() };
}

async function handle(
  { configFile, address, app, preview, drafts, hosted, pushed }: Editor,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const method = request.method ?? '';
  if (hosted) response.setHeader('Strict-Transport-Security', HSTS);
  const refused = refusal(method, request.headers, address);
  if (refused) return refuse(request, response, refused.status, refused.message);
  const [path, search = ''] = splitAt(request.url ?? '', '?');
  let signedIn: SignedIn | undefined;
  if (hosted) {
    const gate = await hostedGate(hosted, {
      request,
      method,
      path,
      openFile: app.isOpen(path),
      body: () => readJsonBody(request, MAX_CONFIG_BYTES),
    });
    if ('answer' in gate) {
      // A refusal's body the client may still be sending, dropped (a body read already is not read again).
      request.resume();
      return sendHosted(response, gate.answer, app);
    }
    if ('signedIn' in gate) signedIn = gate.signedIn;
  }
  const page = path === '/' || path.startsWith(EDITOR_FILES_PREFIX) || path.startsWith(`${PREVIEW_PREFIX}/`) || path === PREVIEW_PREFIX;
  if ((page || path.startsWith('/assets/')) && method !== 'GET' && method !== 'HEAD') return notAllowed(request, response, ['GET', 'HEAD']);
  if (path === '/') return sendPage(response, 200, app.html, EDITOR_CSP);
  if (path.startsWith(EDITOR_FILES_PREFIX)) {
    const file = app.file(path);
    if (!file) return refuse(request, response, 404, `Nothing at ${path}: reload the editor`);
    common(response);
    response.writeHead(200, { 'Content-Type': file.type, 'Content-Length': file.bytes.length });
    return response.end(method === 'HEAD' ? undefined : file.bytes);
  }
  // Each person's preview draws their own draft: hosted, by the person signed in; `npm run edit`, the one at its keyboard.
  const draftKey = signedIn?.person.email ?? '';
  if (path === PREVIEW_PREFIX || path.startsWith(`${PREVIEW_PREFIX}/`)) {
    const drawn = await preview.page(path.slice(PREVIEW_PREFIX.length) || '/', drafts.get(draftKey));
    if ('problems' in drawn) return sendPage(response, 422, problemsPage(drawn.problems), PREVIEW_CSP);
    return sendPage(response, drawn.status, drawn.html, PREVIEW_CSP);
  }
  if (path.startsWith('/assets/'))
    return preview.media(request, response, () => refuse(request, response, 404, `Nothing at ${path}`), drafts.get(draftKey));
  const route = Object.hasOwn(API, path) ? API[path]! : undefined;
  if (!route) return refuse(request, response, 404, `Nothing at ${path}: the editor's API is ${Object.keys(API).join(', ')}`);
  const handler = method === 'HEAD' ? route.GET : route[method as keyof Route];
  if (!handler) return notAllowed(request, response, Object.keys(route));
  let body: unknown = method === 'POST' ? undefined : queryOf(search);
  if (method === 'POST') {
    const read = await readJsonBody(request, maxBody(path));
    if (!read.ok) return send(response, read.status, { error: read.message });
    body = read.value;
  }
  const who: Who | undefined = signedIn && { role: signedIn.person.role, name: signedIn.person.name, email: signedIn.person.email };
  const answer = await handler(configFile, body, (inspection) => drafts.set(draftKey, inspection), who, pushed);
  if (hosted && signedIn && answer.status === 403)
    hosted.log({
      event: 'refused',
      ip: signedIn.ip,
      person: signedIn.person.email,
      request: `${method} ${path}`,
      status: 403,
      detail: (answer.body as { error?: string }).error,
    });
  send(response, answer.status, answer.body);
}

const splitAt = (text: string, mark: string): [string, string?] => {
  const at = text.indexOf(mark);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
};

/** A GET's query as its route reads it: each name's value, or its values where the name is repeated (which no route takes). */
function queryOf(search: string): Record<string, string | string[]> {
  const params = new URLSearchParams(search);
  return Object.fromEntries(
    [...new Set(params.keys())].map((name) => {
      const values = params.getAll(name);
      return [name, values.length === 1 ? values[0]! : values];
    }),
  );
}

/** The site's own HSTS (two years, subdomains too): the hosted editor is reached over HTTPS only (docs/hosting.md). */
const HSTS = `max-age=${HSTS_MAX_AGE}; includeSubDomains`;

/** An answer of the hosted gate: its page, its redirect, or its JSON; with its cookies. */
function sendHosted(response: ServerResponse, answer: HostedAnswer, app: EditorApp) {
  if (answer.cookies?.length) response.setHeader('Set-Cookie', answer.cookies);
  if (answer.retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(answer.retryAfterSeconds));
  if (answer.allow) response.setHeader('Allow', answer.allow.join(', '));
  if (answer.page) return sendPage(response, answer.status, app.page(answer.page), SIGN_IN_CSP);
  if (answer.location) {
    common(response);
    response.writeHead(answer.status, { Location: answer.location, 'Content-Length': 0 });
    return response.end();
  }
  send(response, answer.status, answer.body);
}

/** A refusal: its JSON answer, and the body the client may still be sending, dropped. */
function refuse(request: IncomingMessage, response: ServerResponse, status: number, message: string) {
  request.resume();
  send(response, status, { error: message });
}

function notAllowed(request: IncomingMessage, response: ServerResponse, allowed: string[]) {
  response.setHeader('Allow', allowed.join(', '));
  refuse(request, response, 405, `${request.method} is not answered here: use ${allowed.join(' or ')}`);
}

/** Headers of every answer: never stored (each holds the config as it is now), never read as another type than it says. */
function common(response: ServerResponse) {
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Referrer-Policy', 'no-referrer');
}

function send(response: ServerResponse, status: number, body: unknown) {
  common(response);
  const json = JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) });
  response.end(json);
}

function sendPage(response: ServerResponse, status: number, html: string, csp: string) {
  common(response);
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Content-Security-Policy': csp,
  });
  response.end(html);
}
