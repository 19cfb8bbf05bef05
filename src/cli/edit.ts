import { UsageError } from '../config/problem.ts';
import { openConfig } from '../config/write/saveConfig.ts';
import { editorHost, isLoopback } from '../editor/server/editorAddress.ts';
import { startEditor } from '../editor/server/editorServer.ts';
import { listenAddress, stopOnSignals } from '../server/lifecycle.ts';
import { LIMITS } from '../hosting/policy.ts';
import { commandLine } from './commandLine.ts';
import { runCli } from './runCli.ts';

// `npm run edit -- [carrier]`: the local editor of the carrier's config (its folder or its config
// file; else SITE_CONFIG or ./site.config.yaml), on http://localhost:4174/ (HOST and PORT to
// change; PORT=0 for a free port), until SIGTERM or SIGINT. Only that one file is ever written.
await runCli(async () => {
  const { configFiles, help } = commandLine({ command: 'npm run edit', carriers: 'one', options: {} });
  if (help) return;
  const [configFile] = configFiles as [string];
  // Opened once here so that a config that is not there, or not a text, is said before anything listens.
  const { shown } = openConfig(configFile);
  const host = editorHost();
  const { port } = listenAddress(process.env, 4174);
  if (!isLoopback(host))
    console.warn(
      `Warning: HOST=${host} lets other computers on the network reach the editor, and whoever reaches it can change ${shown}: use it only on a network you trust, and stop the editor (Ctrl-C) when done`,
    );
  const editor = await startEditor(configFile, host, port).catch((error: unknown) => {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'EADDRINUSE')
      throw new UsageError(`Port ${port} is taken (another editor running?): stop it, or choose another with PORT=${port + 1}`);
    throw error;
  });
  const { server, address } = editor;
  server.on('close', () => void editor.close());
  console.log(`Editing ${shown} on ${address.url}`);
  stopOnSignals(server, { graceMs: LIMITS.shutdownGraceMs, log: (line) => console.log(line) });
});
