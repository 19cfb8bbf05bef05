import { describe, expect, it } from 'vitest';
import { openPage } from './support/page.ts';
import { useBrowserAndSite } from './support/browserAndSite.ts';

const env = useBrowserAndSite();

/** What Chromium itself logs for any document served with status 404. */
const isBrowserResourceLog = (message: string) => /Failed to load resource: .*404/.test(message);

describe('an unknown address', () => {
  it.each(['/no-such-page', '/privacy/extra', '/terms.pdf', '/404.html'])(
    '%s is answered with status 404 and the not-found page',
    async (path) => {
      const response = await fetch(env.site.url + path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toMatch(/<h1[^>]*>Oops! Page not found<\/h1>/);
      expect(html).not.toContain('rel="canonical"');
    },
  );

  it('answers HEAD with 404 too', async () => {
    const response = await fetch(env.site.url + '/no-such-page', { method: 'HEAD' });
    expect(response.status).toBe(404);
  });

  it('shows "Oops! Page not found", logs the path with console.error and hydrates cleanly', async () => {
    const { page, messages, close } = await openPage(env.browser, `${env.site.url}/freight/missing-lane`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Oops! Page not found');
    await page.waitForFunction(() => document.title.length > 0);
    expect(messages.filter((m) => !isBrowserResourceLog(m))).toEqual(['error: 404: no page at /freight/missing-lane']);

    const home = page.getByRole('main').getByRole('link', { name: 'Return to Home' });
    await expect(home.getAttribute('href')).resolves.toBe('/');
    await home.click();
    await page.waitForURL(`${env.site.url}/`);
    await page.getByRole('heading', { level: 1, name: 'Delivering Excellence Across Every Mile' }).waitFor();
    await close();
  });
});
