import type { AddressInfo } from 'node:net';
import { UsageError } from '../config/problem.ts';
import { openConfig } from '../config/write/saveConfig.ts';
import { FORGES, type Forge } from '../editor/git/pullRequestLink.ts';
import { publishedChecksOfBranch } from '../editor/git/publishedChecks.ts';
import { GitFailure } from '../editor/git/runGit.ts';
import { DEFAULT_BRANCHES, openWorkingBranch } from '../editor/git/workingBranch.ts';
import { openHosted } from '../editor/hosted/hostedEditor.ts';
import { listPeople } from '../editor/people/people.ts';
import { stateDirOf } from '../editor/people/stateStore.ts';
import { editorHost, isLoopback } from '../editor/server/editorAddress.ts';
import { startEditor } from '../editor/server/editorServer.ts';
import type { PushedEditing } from '../editor/server/gitRoutes.ts';
import { listenAddress, stopOnSignals } from '../server/lifecycle.ts';
import { LIMITS } from '../hosting/policy.ts';
import { commandLine } from './commandLine.ts';
import { runCli } from './runCli.ts';

// `npm run edit -- [carrier]`: the local editor of the carrier's config (its folder or its config
// file; else SITE_CONFIG or ./site.config.yaml), on http://localhost:4174/ (HOST and PORT to
// change; PORT=0 for a free port), until SIGTERM or SIGINT. Only that one file is ever written.
// With --hosted, the same editor for people who sign in with passkeys, behind a proxy with TLS
// at --public-url (docs/hosting.md): it listens on HOST (127.0.0.1 unless set) and keeps its
// people and sessions in --state (EDITOR_STATE_DIR; a folder outside the checkout by default).
// With --push, every save is a commit pushed to the remote's working branch, with History, Undo
// and Publish (docs/editor.md); the hosted editor always pushes (its saves live on the remote).
await runCli(async () => {
  const { configFiles, values, help } = commandLine({
    command: 'npm run edit',
    carriers: 'one',
    options: {
      hosted: { type: 'boolean', help: 'the hosted editor, where people sign in with passkeys (docs/hosting.md)' },
      'public-url': { type: 'string', value: 'https://…', help: 'hosted: the address people open (or EDITOR_PUBLIC_URL)' },
      state: { type: 'string', value: 'folder', help: 'hosted: where people and sessions are kept (or EDITOR_STATE_DIR)' },
      push: {
        type: 'boolean',
        help: "commit every save and push it to the remote's working branch; History, Undo and Publish (always, with --hosted)",
      },
      remote: { type: 'string', value: 'name', help: `with --push: the remote pushed to (${DEFAULT_BRANCHES.remote})` },
      branch: { type: 'string', value: 'name', help: `with --push: the working branch the saves go to (${DEFAULT_BRANCHES.branch})` },
      published: { type: 'string', value: 'name', help: `with --push: the branch Publish merges into (${DEFAULT_BRANCHES.published})` },
      forge: {
        type: 'string',
        value: FORGES.join('|'),
        help: "with --push: the remote's service, for a pull request's link (guessed from its URL)",
      },
      'github-api': {
        type: 'string',
        value: 'https://…',
        help: "with --push, on GitHub: its API, for the published branch's checks (or EDITOR_GITHUB_API; api.github.com, or https://HOST/api/v3)",
      },
    },
  });
  if (help) return;
  const [configFile] = configFiles as [string];
  if (!values.hosted && (values['public-url'] || values.state))
    throw new UsageError('--public-url and --state are for the hosted editor: add --hosted, or leave them out for the local editor');
  // Hosted, every save is pushed: the server's checkout is no one's computer, the remote is where the office's work is kept.
  const push = values.push || values.hosted;
  if (!push && (values.remote || values.branch || values.published || values.forge || values['github-api']))
    throw new UsageError(
      '--remote, --branch, --published, --forge and --github-api are for an editor that pushes its saves: add --push, or leave them out',
    );
  if (values.forge !== undefined && !FORGES.includes(values.forge as Forge))
    throw new UsageError(`--forge is one of ${FORGES.join(', ')}, not ${values.forge}`);
  const githubApi = values['github-api'] || process.env.EDITOR_GITHUB_API || undefined;
  if (githubApi !== undefined && !/^https?:\/\/[^/\s]+/.test(githubApi))
    throw new UsageError(
      `--github-api (EDITOR_GITHUB_API) is the address of GitHub's API, such as https://github.acme.example/api/v3, not ${githubApi}`,
    );
  // Opened once here so that a config that is not there, or not a text, is said before anything listens.
  const { shown } = openConfig(configFile);
  const working = push
    ? await openWorkingBranch(configFile, {
        remote: values.remote ?? DEFAULT_BRANCHES.remote,
        branch: values.branch ?? DEFAULT_BRANCHES.branch,
        published: values.published ?? DEFAULT_BRANCHES.published,
      }).catch((error: unknown) => {
        if (!(error instanceof GitFailure)) throw error;
        throw new UsageError(
          `${values.hosted ? 'The hosted editor pushes every save: it' : '--push'} needs ${shown} in a git checkout whose files are all committed, with a remote: git said ${error.said}`,
        );
      })
    : undefined;
  const forge = values.forge as Forge | undefined;
  const pushed: PushedEditing | undefined = working && {
    branch: working,
    publish: forge ? { forge } : {},
    // The token stays in this process: sent to GitHub alone, never to a page (docs/hosting.md).
    checks: await publishedChecksOfBranch(working, { token: process.env.EDITOR_GITHUB_TOKEN, apiBase: githubApi, forge }),
  };
  const hosted = values.hosted
    ? openHosted({ publicUrl: values['public-url'] || process.env.EDITOR_PUBLIC_URL, stateDir: stateDirOf(configFile, values.state) })
    : undefined;
  const host = hosted ? process.env.HOST || '127.0.0.1' : editorHost();
  const { port } = listenAddress(process.env, 4174);
  if (!hosted && !isLoopback(host))
    console.warn(
      `Warning: HOST=${host} lets other computers on the network reach the editor, and whoever reaches it can change ${shown}: use it only on a network you trust, and stop the editor (Ctrl-C) when done`,
    );
  const editor = await startEditor(configFile, host, port, hosted, pushed).catch((error: unknown) => {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'EADDRINUSE')
      throw new UsageError(`Port ${port} is taken (another editor running?): stop it, or choose another with PORT=${port + 1}`);
    throw error;
  });
  const { server, address } = editor;
  server.on('close', () => void editor.close());
  if (hosted) {
    const listening = (server.address() as AddressInfo).port;
    console.log(
      `Editing ${shown} for the people signed in at ${address.url} (listening on ${host}:${listening}, state in ${hosted.store.dir})`,
    );
    if (!listPeople(hosted.store).some((person) => person.role === 'admin'))
      console.log(`No admin yet: invite the first with npm run edit:invite -- ${shown} --role admin --name "…" --email …`);
  } else console.log(`Editing ${shown} on ${address.url}`);
  if (pushed) {
    const { remote, branch } = pushed.branch.settings;
    console.log(
      `Each save is committed and pushed to ${remote} ${branch}${pushed.branch.state().pushError ? ' (not reachable yet: tried again)' : ''}`,
    );
    if (pushed.checks) console.log(`The checks of ${pushed.branch.settings.published} are shown from GitHub`);
  }
  stopOnSignals(server, { graceMs: LIMITS.shutdownGraceMs, log: (line) => console.log(line) });
});
