import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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
 * SIGTERM (and SIGINT) stop the server gracefully: it stops accepting connections, closes idle
 * keep-alive connections, lets in-flight requests finish (their responses say
 * `Connection: close`), and after `graceMs` closes whatever is left. The process then exits
 * on its own, with code 0.
 */
export function stopOnSignals(server: Server, { graceMs, log }: { graceMs: number; log: (line: string) => void }) {
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
    // Keep-alive connections become idle as their last response ends: close them as they do.
    const reap = setInterval(() => server.closeIdleConnections(), 100);
    reap.unref();
    server.close(() => {
      clearTimeout(force);
      clearInterval(reap);
      log('Stopped');
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
