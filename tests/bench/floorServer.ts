import { createServer, type Server } from 'node:http';
import send from 'send';

/** Serves `html`, the floor page (src/audit/floorPage.ts), at `/`, and every other path from the built site at `outDir` (its photos). */
export function floorServer(outDir: string, html: string): Server {
  return createServer((req, res) => {
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
export async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
}
