import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { elements, passkeysWork, post, showProblem } from './passkeyPage.ts';

// The invitation page: the link's secret is after `#` (never sent to a server, so in no log);
// it is read, then taken out of the address bar and the history. The page greets the person
// invited, and one button makes their passkey and signs them in.
const { go, status, problem } = elements();
const welcome = document.getElementById('welcome')!;
const token = location.hash.slice(1);
history.replaceState(null, '', location.pathname);

const ROLE_WORDS = { admin: 'an admin (you may change everything, and invite people)', office: 'office staff' } as const;

interface Opened {
  options: PublicKeyCredentialCreationOptionsJSON;
  name: string;
  email: string;
  role: keyof typeof ROLE_WORDS;
}

async function open(): Promise<Opened | undefined> {
  try {
    const opened = await post<Opened>('/api/auth/invitation/options', { token });
    welcome.textContent = `Welcome, ${opened.name} (${opened.email}): you are invited as ${ROLE_WORDS[opened.role]}.`;
    return opened;
  } catch (error) {
    welcome.textContent = '';
    problem.textContent = (error as Error).message;
    return undefined;
  }
}

async function register() {
  go.disabled = true;
  problem.textContent = '';
  status.textContent = 'Making your passkey…';
  try {
    // Options of a fresh ceremony each time: a challenge is answered once.
    const opened = await post<Opened>('/api/auth/invitation/options', { token });
    const response = await startRegistration({ optionsJSON: opened.options });
    status.textContent = 'Saving your passkey…';
    await post('/api/auth/invitation/register', { token, response });
    status.textContent = 'Your passkey is made: opening the editor…';
    location.assign('/');
  } catch (error) {
    showProblem(error);
  }
}

go.addEventListener('click', () => void register());
if (!token) problem.textContent = 'This link has no invitation in it: open the whole link you were sent.';
else if (passkeysWork()) void open().then((opened) => (go.disabled = !opened));
