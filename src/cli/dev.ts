import { createServer } from 'vite';
import { projectPath } from '../hosting/buildRecord.ts';
import { UsageError } from '../config/problem.ts';
import { devServerOptions } from '../vite/devServerRender.ts';
import { commandLine } from './commandLine.ts';
import { runCli } from './runCli.ts';

// `npm run dev -- [carrier] [--host <address>] [--port <number>]`: Vite's dev server on the
// carrier's config, with the options `vite` took from vite.config.ts (devServerOptions). Not
// `vite` itself: it would take the carrier as the folder to serve. A port given is the one it
// listens on (or it says that port is taken); without one, Vite's 5173 or the next free one.
// SIGTERM or SIGINT closes it (Vite's watcher and connections) and it exits 0.
await runCli(async () => {
  const { configFiles, values, help } = commandLine({
    command: 'npm run dev',
    carriers: 'one',
    options: {
      host: { type: 'string', value: 'address', help: 'listen on this address (0.0.0.0: every network); localhost unless given' },
      port: { type: 'string', value: 'number', help: 'listen on this port; 5173 or the next free one unless given' },
    },
  });
  if (help) return;
  const [config] = configFiles as [string];
  const port = values.port === undefined ? undefined : Number(values.port);
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536))
    throw new UsageError(`--port must be a port number (1-65535), not "${values.port}"`);
  const options = devServerOptions(config);
  const server = await createServer({
    ...options,
    server: {
      ...options.server,
      ...(values.host === undefined ? {} : { host: values.host }),
      ...(port === undefined ? {} : { port, strictPort: true }),
      // Every carrier's built site (dist/ beside its config) is output, not source: a build
      // while the dev server runs would otherwise send it thousands of file events.
      watch: { ignored: ['**/dist/**', '**/.dist-*/**'] },
    },
  });
  let stopping = false;
  const stop = () => {
    // A terminal's Ctrl-C reaches npm and this process, and npm passes it on: the second is ignored.
    if (stopping) return;
    stopping = true;
    // Vite closes and exits on SIGTERM itself, with 143 unless an exit code is set: a stop asked for is a success.
    process.exitCode = 0;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  await server.listen();
  server.config.logger.info(`\n  Dev server for ${projectPath(config)}`);
  server.printUrls();
  server.bindCLIShortcuts({ print: true });
});
