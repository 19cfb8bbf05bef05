import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { relative } from 'node:path';
import { MAX_CONFIG_BYTES } from '../config/configSource.ts';
import { listen } from '../server/lifecycle.ts';
import { getConfig, previewEdits, saveEdits, type ApiAnswer } from './editorApi.ts';
import { editorAddress, type EditorAddress } from './editorAddress.ts';
import { readJsonBody } from './jsonBody.ts';
import { PLACEHOLDER_CSP, placeholderPage } from './placeholderPage.ts';
import { refusal } from './requestGuard.ts';

/**
 * The editor's local server (`npm run edit`): the page at `/` and the API under /api/ on the one
 * config file it is started with. Every request passes ./requestGuard.ts first; every answer is
 * never cached and never sniffed; every refusal is JSON with a plain `error`; a bug answers 500
 * with a message, never a stack, and the server goes on.
 */

export interface RunningEditor {
  server: Server;
  address: EditorAddress;
}

/** Routes of the API: what each method of each path answers. */
type Route = Partial<Record<'GET' | 'POST', (configFile: string, body: unknown) => ApiAnswer>>;
const API: Record<string, Route> = {
  '/api/config': { GET: (configFile) => getConfig(configFile) },
  '/api/preview': { POST: previewEdits },
  '/api/save': { POST: saveEdits },
};

/** Starts the editor of `configFile` on `host`:`port` (0 for a free port) and resolves once it listens, with the address it answers at. */
export async function startEditor(configFile: string, host: string, port: number): Promise<RunningEditor> {
  // Node would answer a request without Host with a bare 400 of its own: ./requestGuard.ts refuses it, in JSON, as any foreign host.
  const server = createServer({ requireHostHeader: false });
  const listening = await listen(server, port, host);
  // The port is known once listening (PORT=0); no request is read before this line runs, as it runs before any I/O.
  const address = editorAddress(host, listening.port);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    void handle(configFile, address, request, response).catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) send(response, 500, { error: 'The editor failed on this request (a bug: see its terminal). Try again' });
      else response.destroy();
    });
  });
  return { server, address };
}

async function handle(configFile: string, address: EditorAddress, request: IncomingMessage, response: ServerResponse) {
  const method = request.method ?? '';
  const refused = refusal(method, request.headers, address);
  if (refused) return refuse(request, response, refused.status, refused.message);
  const path = (request.url ?? '').split('?', 1)[0]!;
  if (path === '/') {
    if (method !== 'GET' && method !== 'HEAD') return notAllowed(request, response, ['GET', 'HEAD']);
    const shown = relative(process.cwd(), configFile) || configFile;
    return sendPage(response, placeholderPage(shown, `${address.origin}/api/`));
  }
  const route = Object.hasOwn(API, path) ? API[path]! : undefined;
  if (!route) return refuse(request, response, 404, `Nothing at ${path}: the editor's API is ${Object.keys(API).join(', ')}`);
  const handler = method === 'HEAD' ? route.GET : route[method as keyof Route];
  if (!handler) return notAllowed(request, response, Object.keys(route));
  let body: unknown;
  if (method === 'POST') {
    // Edits are never larger than the config they change: the config's own limit bounds them.
    const read = await readJsonBody(request, MAX_CONFIG_BYTES);
    if (!read.ok) return send(response, read.status, { error: read.message });
    body = read.value;
  }
  const answer = handler(configFile, body);
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

function sendPage(response: ServerResponse, html: string) {
  common(response);
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(html),
    'Content-Security-Policy': PLACEHOLDER_CSP,
    'X-Frame-Options': 'DENY',
  });
  response.end(html);
}
