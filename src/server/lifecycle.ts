import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo, type Socket } from 'node:net';

/** HOST and PORT from the environment (defaults: localhost, `defaultPort`); PORT=0 picks a free port. */
export function listenAddress(env: NodeJS.ProcessEnv = process.env, defaultPort = 4173): { host: string; port: number } {
  const port = Number(env.PORT || defaultPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number (0-65535), not "${env.PORT}"`);
  return { host: env.HOST || 'localhost', port };
}

export function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/**
 * SIGTERM (and SIGINT) stop the server gracefully, so that no client sees a connection reset:
 * - it stops accepting connections;
 * - every answer from then on says `Connection: close` (createServer.ts), after which Node
 *   closes the connection: a keep-alive client knows not to send another request on it;
 * - an answer in flight completes, even one whose headers went out before the signal without
 *   `Connection: close`: its connection stays open for the client's next request, which is
 *   answered with `Connection: close`;
 * - a connection with no request in progress is closed once nothing has come or gone on it for
 *   `idleMs`. Closing it at once, as Node's server.close() does, resets a client that was
 *   sending its next request at that moment (a client in a loop always is): its request is
 *   read by nobody.
 * After `graceMs` it closes whatever is left. The process then exits on its own, with code 0.
 */
export function stopOnSignals(
  server: Server,
  { graceMs, idleMs = 1000, log }: { graceMs: number; idleMs?: number; log: (line: string) => void },
) {
  // Every connection and the answer to its last request, known from the start: on a signal,
  // those between requests (no answer, or one finished) must be told from those answering one.
  const connections = new Map<Socket, ServerResponse | undefined>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, undefined);
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => connections.set(req.socket, res));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A process manager that signals the whole group (systemd, a terminal's Ctrl-C) delivers
    // the signal twice: directly and relayed by npm. Repeats must not cut the grace period short.
    if (stopping) return;
    stopping = true;
    log(`${signal}: no new connections; finishing requests in flight (at most ${graceMs / 1000} s)`);
    const force = setTimeout(() => {
      log('Grace period over: closing the remaining connections');
      server.closeAllConnections();
    }, graceMs);
    force.unref();
    // What each idle connection had read and written when it was last seen, and since when.
    const seen = new Map<Socket, { read: number; written: number; since: number }>();
    const reap = setInterval(
      () => {
        const now = Date.now();
        for (const [socket, answer] of connections) {
          const last = seen.get(socket);
          if (answer && !answer.writableFinished) seen.delete(socket);
          else if (!last || last.read !== socket.bytesRead || last.written !== socket.bytesWritten)
            seen.set(socket, { read: socket.bytesRead, written: socket.bytesWritten, since: now });
          else if (now - last.since >= idleMs) socket.destroy();
        }
      },
      Math.min(100, idleMs),
    );
    reap.unref();
    // net.Server's close, not http.Server's: that one also closes the idle connections at once.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(force);
      clearInterval(reap);
      log('Stopped');
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
