import { readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

/**
 * The static server behind `npm start`: sirv serves the prerendered files; this wrapper
 * owns what sirv does not: the 404 page with a real 404 status.
 */
export function createServer(root: string): Server {
  const notFoundPage = readFileSync(join(root, '404.html'));
  const files = sirv(root, { etag: true, dotfiles: false, extensions: ['html'] });
  const sendNotFound = (res: ServerResponse, head: boolean) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(head ? undefined : notFoundPage);
  };

  return createHttpServer((req, res) => {
    const head = req.method === 'HEAD';
    // The not-found page is served for unknown paths only, never as a page of its own.
    if (/^\/404(\.html)?$/.test((req.url ?? '').split('?')[0]!)) return sendNotFound(res, head);
    files(req, res, () => sendNotFound(res, head));
  });
}
