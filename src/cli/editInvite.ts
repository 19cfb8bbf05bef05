import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from '../config/problem.ts';
import { SETTINGS_FILE } from '../editor/hosted/hostedEditor.ts';
import { publicAddress } from '../editor/hosted/publicAddress.ts';
import { INVITATION_HOURS, invite } from '../editor/people/invitations.ts';
import { logEvent } from '../editor/people/signInLog.ts';
import { openStateStore, stateDirOf } from '../editor/people/stateStore.ts';
import { ROLES, type Role } from '../editor/people/roles.ts';
import { commandLine } from './commandLine.ts';
import { runCli } from './runCli.ts';

// `npm run edit:invite -- [carrier] --role admin|office --name "Dana Ortiz" --email dana@acme.example`:
// prints a one-time invitation link to the hosted editor of the carrier (single use, for 24
// hours), made in its state folder (--state, EDITOR_STATE_DIR, or the default, as `npm run edit
// -- --hosted` finds it). The link's address is the editor's --public-url (EDITOR_PUBLIC_URL),
// else the one the editor last started with. How the first admin comes in; later, admins
// invite from the editor's People.
await runCli(() => {
  const { configFiles, values, help } = commandLine({
    command: 'npm run edit:invite',
    carriers: 'one',
    options: {
      role: { type: 'string', value: ROLES.join('|'), help: 'what they may change (docs/hosting.md)' },
      name: { type: 'string', value: 'name', help: 'their name, which authors their saves' },
      email: { type: 'string', value: 'email', help: 'their email, which authors their saves' },
      'public-url': { type: 'string', value: 'https://…', help: "the editor's address (or EDITOR_PUBLIC_URL)" },
      state: { type: 'string', value: 'folder', help: "the editor's state folder (or EDITOR_STATE_DIR)" },
    },
  });
  if (help) return;
  const [configFile] = configFiles as [string];
  const { role, name, email } = values;
  if (!role || !(ROLES as readonly string[]).includes(role)) throw new UsageError(`Say their role: --role ${ROLES.join(' or --role ')}`);
  if (!name || !email) throw new UsageError('Say who is invited: --name "Dana Ortiz" --email dana@acme.example');
  const store = openStateStore(stateDirOf(configFile, values.state));
  const address = publicAddress(values['public-url'] || process.env.EDITOR_PUBLIC_URL || savedPublicUrl(store.dir));
  const now = Date.now();
  let link: string;
  try {
    link = invite(store, address.url, { name, email, role: role as Role }, 'command line', now);
  } catch (error) {
    throw new UsageError(`Not an invitation: ${(error as Error).message.split('\n')[0]}. Check --name and --email`);
  }
  logEvent(store, now, { event: 'invited', ip: 'command line', detail: `${email} as ${role}` });
  console.log(`Invitation for ${name} <${email}> as ${role}: send them this link (it works once, for ${INVITATION_HOURS} hours):\n${link}`);
});

/** The public address the hosted editor last started with in this state folder, if any. */
function savedPublicUrl(dir: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(dir, SETTINGS_FILE), 'utf8')) as { publicUrl?: string }).publicUrl;
  } catch {
    return undefined;
  }
}
