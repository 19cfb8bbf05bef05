import { UsageError } from '../config/problem.ts';
import { openConfig } from '../config/write/saveConfig.ts';
import { FORGES, type Forge } from '../editor/git/pullRequestLink.ts';
import { GitFailure } from '../editor/git/runGit.ts';
import { DEFAULT_BRANCHES, openWorkingBranch } from '../editor/git/workingBranch.ts';
import { editorHost, isLoopback } from '../editor/server/editorAddress.ts';
import { startEditor } from '../editor/server/editorServer.ts';
import type { PushedEditing } from '../editor/server/gitRoutes.ts';
import { listenAddress, stopOnSignals } from '../server/lifecycle.ts';
import { LIMITS } from '../hosting/policy.ts';
import { commandLine } from './commandLine.ts';
import { runCli } from './runCli.ts';

// `npm run edit -- [carrier] [--push]`: the local editor of the carrier's config (its folder or its config
// file; else SITE_CONFIG or ./site.config.yaml), on http://localhost:4174/ (HOST and PORT to
// change; PORT=0 for a free port), until SIGTERM or SIGINT. Only that one file is ever written.
// With --push, every save is a commit pushed to the remote's working branch (docs/editor.md).
await runCli(async () => {
  const { configFiles, help, values } = commandLine({
    command: 'npm run edit',
    carriers: 'one',
    options: {
      push: { type: 'boolean', help: "commit every save and push it to the remote's working branch; Publish and History on" },
      remote: { type: 'string', value: 'name', help: `the remote pushed to (${DEFAULT_BRANCHES.remote})` },
      branch: { type: 'string', value: 'name', help: `the working branch the saves go to (${DEFAULT_BRANCHES.branch})` },
      published: { type: 'string', value: 'name', help: `the branch Publish merges into (${DEFAULT_BRANCHES.published})` },
      forge: {
        type: 'string',
        value: FORGES.join('|'),
        help: "the service of the remote, for the pull request's link (guessed from its URL)",
      },
    },
  });
  if (help) return;
  const [configFile] = configFiles as [string];
  // Opened once here so that a config that is not there, or not a text, is said before anything listens.
  const { shown } = openConfig(configFile);
  if (values.forge !== undefined && !FORGES.includes(values.forge as Forge))
    throw new UsageError(`--forge is one of ${FORGES.join(', ')}, not ${values.forge}`);
  const pushed: PushedEditing | undefined = values.push
    ? {
        branch: await openWorkingBranch(configFile, {
          remote: values.remote ?? DEFAULT_BRANCHES.remote,
          branch: values.branch ?? DEFAULT_BRANCHES.branch,
          published: values.published ?? DEFAULT_BRANCHES.published,
        }).catch((error: unknown) => {
          if (!(error instanceof GitFailure)) throw error;
          throw new UsageError(
            `--push needs ${shown} in a git checkout whose files are all committed, with a remote: git said ${error.said}`,
          );
        }),
        publish: values.forge ? { forge: values.forge as Forge } : {},
      }
    : undefined;
  const host = editorHost();
  const { port } = listenAddress(process.env, 4174);
  if (!isLoopback(host))
    console.warn(
      `Warning: HOST=${host} lets other computers on the network reach the editor, and whoever reaches it can change ${shown}: use it only on a network you trust, and stop the editor (Ctrl-C) when done`,
    );
  const editor = await startEditor(configFile, host, port, pushed).catch((error: unknown) => {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'EADDRINUSE')
      throw new UsageError(`Port ${port} is taken (another editor running?): stop it, or choose another with PORT=${port + 1}`);
    throw error;
  });
  const { server, address } = editor;
  server.on('close', () => void editor.close());
  console.log(`Editing ${shown} on ${address.url}`);
  if (pushed) {
    const { remote, branch } = pushed.branch.settings;
    console.log(
      `Each save is committed and pushed to ${remote} ${branch}${pushed.branch.state().pushError ? ' (not yet reachable: retried)' : ''}`,
    );
  }
  stopOnSignals(server, { graceMs: LIMITS.shutdownGraceMs, log: (line) => console.log(line) });
});
