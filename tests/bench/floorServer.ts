import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import send from 'send';
import { floorPage } from '../../src/audit/floorPage.ts';
import { noScriptPage } from '../../src/audit/noScriptPage.ts';
import { buildSite } from '../../src/prerender/buildSite.ts';
import { createServer } from '../../src/server/createServer.ts';

/**
 * The home pages a floor benchmark compares: the built site's; its floor, the first screen
 * written by hand (src/audit/floorPage.ts); and the same page with no script
 * (src/audit/noScriptPage.ts), its whole content without the engine's way of loading it.
 */
export const PAGE_AND_FLOORS = ['page', 'floor', 'no-script'] as const;
export type PageOrFloor = (typeof PAGE_AND_FLOORS)[number];

/**
 * Builds the carrier of `configFile` into a temporary folder (never its dist/), serves it with
 * `npm start`'s server and its two floors beside it, and runs `measure` with the URL of each;
 * then stops the servers and removes the folder, whatever happened.
 */
export async function besideItsFloor<T>(configFile: string, measure: (urls: Record<PageOrFloor, string>) => Promise<T>): Promise<T> {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-floor-'));
  const servers: Server[] = [];
  try {
    console.log(`Building ${configFile}…`);
    await buildSite({ configFile, outDir });
    const site = createServer(outDir);
    const home = readFileSync(join(outDir, 'index.html'), 'utf8');
    const floors = floorServer(outDir, {
      '/': floorPage(home),
      '/no-script': noScriptPage(home, (href) => readFileSync(join(outDir, href), 'utf8')),
    });
    servers.push(site, floors);
    const floorsAt = await listen(floors);
    return await measure({ page: await listen(site), floor: floorsAt, 'no-script': `${floorsAt}no-script` });
  } finally {
    for (const server of servers) server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

/**
 * Serves each page of `pages` at its path, gzipped as the site's own pages are (the no-script one
 * is the size of the page and its stylesheets), and every other path from the built site at
 * `outDir` (its photos and fonts).
 */
function floorServer(outDir: string, pages: Record<string, string>): Server {
  const served = new Map(
    Object.entries(pages).map(([path, html]) => [path, { plain: Buffer.from(html), gzipped: gzipSync(html, { level: 9 }) }]),
  );
  return createHttpServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://floor').pathname;
    const page = served.get(path);
    if (page) {
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const body = gzip ? page.gzipped : page.plain;
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': body.length,
        vary: 'accept-encoding',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(body);
      return;
    }
    send(req, path, { root: outDir, index: false, dotfiles: 'deny' }).pipe(res);
  });
}

/** Starts `server` on a free port of this machine; resolves to its root URL. */
async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
}
