import { describe, expect, it } from 'vitest';
import { openPage } from './support/page.ts';
import { useBrowserAndSite } from './support/browserAndSite.ts';

const env = useBrowserAndSite();

describe('every prerendered route hydrates cleanly', () => {
  it.each(['/', '/privacy', '/cookies', '/terms'])('%s hydrates with no console error or warning', async (path) => {
    const { page, messages, close } = await openPage(env.browser, env.site.url + path);
    // Hydration attaches React to the server markup; a client-side navigation proves it is live.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Terms of Service' }).click();
    await page.waitForURL('**/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(messages).toEqual([]);
    await close();
  });
});
