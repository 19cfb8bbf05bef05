import fs, { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultStateDir, openStateStore } from './stateStore.ts';

const record = z.strictObject({ n: z.number() });
let dir: string;
const fresh = () => {
  dir = join(mkdtempSync(join(tmpdir(), 'state-store-')), 'state');
  return openStateStore(dir);
};
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(join(dir, '..'), { recursive: true, force: true });
});

describe('the state store', () => {
  it('is created on first open, 0700 folders and 0600 files, and reads the same after a restart', () => {
    const store = fresh();
    store.write('people', 'p1', { n: 1 });
    store.append('sign-in.log', '{"event":"x"}');
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'people')).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'people', 'p1.json')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, 'sign-in.log')).mode & 0o777).toBe(0o600);
    expect(openStateStore(dir).read('people', 'p1', record)).toEqual({ n: 1 });
  });

  it('keeps the old record whole when a write fails midway, as a crash would leave it', () => {
    const store = fresh();
    store.write('sessions', 's1', { n: 1 });
    vi.spyOn(fs, 'renameSync').mockImplementationOnce(() => {
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    });
    expect(() => store.write('sessions', 's1', { n: 2 })).toThrow(/ENOSPC/);
    expect(store.read('sessions', 's1', record)).toEqual({ n: 1 });
    expect(readdirSync(join(dir, 'sessions'))).toEqual(['s1.json']);
  });

  it('removes a record once: of two removals, one alone is told it removed it', () => {
    const store = fresh();
    store.write('invitations', 'i1', { n: 1 });
    expect(store.remove('invitations', 'i1')).toBe(true);
    expect(store.remove('invitations', 'i1')).toBe(false);
    expect(store.list('invitations', record)).toEqual([]);
  });

  it('refuses a name that would leave its folder', () => {
    const store = fresh();
    for (const name of ['../x', 'a/b', '..', '.hidden']) expect(() => store.write('people', name, { n: 1 })).toThrow(/Not a record name/);
  });

  it('lives by default outside the checkout, named by the carrier folder and its path', () => {
    expect(defaultStateDir('/srv/editor/acme-site/sites/acme/site.config.yaml', { XDG_STATE_HOME: '/var/state' })).toMatch(
      /^\/var\/state\/carrier-editor\/acme-[0-9a-f]{8}$/,
    );
  });
});
