import { createServer, type Server } from 'node:http';

/**
 * The page a visitor leaves to reach the site: another site's page (a search engine's results, say),
 * served on `localhost` while the audited site is on `127.0.0.1`, so the navigation between them
 * is cross-site, as a visitor's is.
 *
 * Why the audit starts here and not on Lighthouse's default `about:blank`: from `about:blank` the
 * tab's renderer can be reused for the page, already warm, which no visitor's first visit gets.
 */
export async function startArrivalPage(): Promise<{ url: string; close: () => void }> {
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>Results</title><p>A link to the site.</p></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://localhost:${port}/`, close: () => server.close() };
}
