// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { inspectConfig, loadSiteConfig } from '../src/config/loadSiteConfig.ts';
import { siteInLanguage } from '../src/config/languages/siteInLanguage.ts';
import { brandedSite, builtSite } from './support/builtSite.ts';
import { BUILT_CARRIERS } from './support/carriers.ts';
import { builtPages, type BuiltPage } from './support/siteFiles.ts';

/**
 * Where the carrier is based, as a shipper checks it: the address and hours in every page's
 * footer and on the policies, the address a link that opens it in a maps app. A carrier
 * without an address builds as before (the branded fixture has none).
 */
const config = loadSiteConfig('site.config.yaml');
// The hours are a text of each language; the address is written once (issue 22).
const spanishHours = siteInLanguage(inspectConfig('site.config.yaml').site, 'es-US').company.hours!;
const address = config.company.address!;
const hours = config.company.hours!;
const MAPS = 'https://www.google.com/maps/search/?api=1&query=';

// Filtered by hand: jsdom's selector engine misses an href^= value that holds "?" and "&".
const mapsLinks = (root: Element) => [...root.querySelectorAll('a')].filter((a) => a.getAttribute('href')?.startsWith(MAPS));

describe('the example carrier’s address and hours', () => {
  let content: BuiltPage[];
  beforeAll(() => {
    content = builtPages(builtSite()).filter((page) => page.path !== undefined);
  });

  it('are in the footer of every page, the address opening the maps app on that very address', () => {
    for (const { path, document } of content) {
      const footer = document.querySelector('footer')!;
      const [link, ...more] = mapsLinks(footer);
      expect(more, path).toHaveLength(0);
      expect(link!.textContent).toBe(`${address.street}, ${address.city}, ${address.region} ${address.postalCode}`);
      expect(decodeURIComponent(link!.getAttribute('href')!.slice(MAPS.length))).toBe(link!.textContent);
      expect(footer.textContent, path).toContain(path!.startsWith('/es') ? spanishHours : hours);
    }
  });

  it('are in the company details of every policy, under their labels', () => {
    const policies = config.routes.filter((r) => r.sections.some((s) => s.type === 'policy'));
    expect(policies.length).toBeGreaterThan(0);
    const labels = config.ui.policyDetails;
    for (const route of policies) {
      const details = content.find((p) => p.path === route.path)!.document.querySelector('[data-policy-details]')!;
      const terms = [...details.querySelectorAll('dt')].map((dt) => dt.textContent);
      expect(terms).toEqual(expect.arrayContaining([labels.address, labels.hours]));
      const addressTerm = [...details.querySelectorAll('dt')].find((dt) => dt.textContent === labels.address)!;
      expect(mapsLinks(addressTerm.nextElementSibling!)).toHaveLength(1);
      const hoursTerm = [...details.querySelectorAll('dt')].find((dt) => dt.textContent === labels.hours)!;
      expect(hoursTerm.nextElementSibling!.textContent).toBe(hours);
    }
  });
});

describe('a carrier without an address', () => {
  it('shows no address line, maps link or address label', () => {
    const branded = loadSiteConfig(BUILT_CARRIERS.branded);
    expect(branded.company.address).toBeUndefined();
    for (const { path, document } of builtPages(brandedSite())) {
      expect(mapsLinks(document.body), path).toHaveLength(0);
    }
  });
});
