import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The system's Chromium (CHROME_PATH overrides); the error names the install command. */
export function chromePath(): string {
  const found = [process.env.CHROME_PATH, ...CANDIDATES].find((p): p is string => !!p && existsSync(p));
  if (!found) {
    throw new Error(
      'No Chromium found. Install it with `sudo apt-get install -y chromium` or set CHROME_PATH to a Chrome/Chromium binary.',
    );
  }
  return found;
}

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
