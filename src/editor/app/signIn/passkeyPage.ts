import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import './passkeyPage.css';

/**
 * What the sign-in and invitation pages share: their elements, calls to the editor's passkey
 * API, and how they say progress and problems (a status read out politely, a problem as an
 * alert), so that they work by keyboard and with a screen reader.
 */

export const elements = () => ({
  go: document.getElementById('go') as HTMLButtonElement,
  status: document.getElementById('status')!,
  problem: document.getElementById('problem')!,
});

/** POSTs `body` to the passkey API; the answer, or an Error with the server's words. */
export async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new Error(answer.error ?? `The editor answered ${response.status}: try again`);
  return answer;
}

/** Says `error` (a refusal, or the passkey prompt closed) in words, and lets the person try again. */
export function showProblem(error: unknown) {
  const { go, status, problem } = elements();
  status.textContent = '';
  const name = (error as { name?: string }).name;
  problem.textContent =
    name === 'NotAllowedError' || name === 'AbortError'
      ? 'The passkey prompt was closed or timed out: try again.'
      : ((error as Error).message ?? String(error));
  go.disabled = false;
  go.focus();
}

/** Whether this browser can use passkeys at all; if not, says so. */
export function passkeysWork(): boolean {
  if (browserSupportsWebAuthn()) return true;
  elements().problem.textContent = 'This browser cannot use passkeys: open this page in a current Chrome, Edge, Safari or Firefox.';
  return false;
}
