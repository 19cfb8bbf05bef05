import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { elements, passkeysWork, post, showProblem } from './passkeyPage.ts';

// The sign-in page: one button, the device's passkey prompt (it offers the person's passkey for
// this site: no name to type), then the editor.
const { go, status, problem } = elements();

async function signIn() {
  go.disabled = true;
  problem.textContent = '';
  status.textContent = 'Waiting for your passkey…';
  try {
    const { options } = await post<{ options: PublicKeyCredentialRequestOptionsJSON }>('/api/auth/sign-in/options', {});
    const response = await startAuthentication({ optionsJSON: options });
    status.textContent = 'Checking your passkey…';
    await post('/api/auth/sign-in/verify', { response });
    status.textContent = 'Signed in: opening the editor…';
    location.assign('/');
  } catch (error) {
    showProblem(error);
  }
}

go.addEventListener('click', () => void signIn());
go.disabled = !passkeysWork();
