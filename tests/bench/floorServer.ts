import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import send from 'send';
import { floorPage } from '../../src/audit/floorPage.ts';
import { buildSite } from '../../src/prerender/buildSite.ts';
import { createServer } from '../../src/server/createServer.ts';

/** The two home pages a floor benchmark compares: the built site's, and its floor's. */
export const PAGE_AND_FLOOR = ['page', 'floor'] as const;
export type PageOrFloor = (typeof PAGE_AND_FLOOR)[number];

/**
 * Builds the carrier of `configFile` into a temporary folder (never its dist/), serves it with
 * `npm start`'s server and its floor page (src/audit/floorPage.ts) beside it, and runs `measure`
 * with the root URL of each; then stops both and removes the folder, whatever happened.
 */
export async function besideItsFloor<T>(configFile: string, measure: (urls: Record<PageOrFloor, string>) => Promise<T>): Promise<T> {
  const outDir = await mkdtemp(join(tmpdir(), 'bench-floor-'));
  const servers: Server[] = [];
  try {
    console.log(`Building ${configFile}…`);
    await buildSite({ configFile, outDir });
    const site = createServer(outDir);
    const floor = floorServer(outDir, floorPage(readFileSync(join(outDir, 'index.html'), 'utf8')));
    servers.push(site, floor);
    return await measure({ page: await listen(site), floor: await listen(floor) });
  } finally {
    for (const server of servers) server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

/** Serves `html`, the floor page, at `/`, and every other path from the built site at `outDir` (its photos). */
function floorServer(outDir: string, html: string): Server {
  return createHttpServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://floor').pathname;
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
      res.end(html);
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
