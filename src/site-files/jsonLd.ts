import type { OrganizationLogo } from '../media/logo.ts';
import { e164 } from '../ui/contactLinks.ts';
import { SITE_FILES } from './document.ts';
import type { SiteFacts } from '../site-data/siteData.ts';

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`);

/**
 * schema.org structured data for search engines: the carrier as an `Organization` (schema.org
 * has no freight-carrier type; `MovingCompany` means household movers) with its USDOT and MC
 * numbers as `identifier` PropertyValues and its EIN as `taxID`, plus the `WebSite` it
 * publishes. Every value comes from the config. Its `logo` is the carrier's logo as a PNG
 * (`logo`: src/media/logo.ts, written by siteFiles), else the 512-px app icon.
 */
export function organizationJsonLd({ company, seo, lang }: SiteFacts, logo?: Pick<OrganizationLogo, 'path' | 'width' | 'height'>) {
  const home = new URL('/', company.siteUrl).href;
  const orgId = `${home}#organization`;
  const telephone = e164(company.phone);
  const areaServed = seo.areaServed.map((code) => ({ '@type': 'Country', name: code }));
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': orgId,
        name: company.name,
        legalName: company.legalName,
        description: company.tagline,
        url: home,
        logo: logo
          ? { '@type': 'ImageObject', url: new URL(logo.path, home).href, width: logo.width, height: logo.height }
          : { '@type': 'ImageObject', url: new URL(SITE_FILES.icon512, home).href, width: 512, height: 512 },
        email: company.email,
        telephone,
        taxID: company.ein,
        identifier: [
          { '@type': 'PropertyValue', propertyID: 'USDOT', value: company.dotNumber },
          { '@type': 'PropertyValue', propertyID: 'MC', value: company.mcNumber },
        ],
        areaServed: areaServed.length === 1 ? areaServed[0] : areaServed,
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: seo.contactPoint.contactType,
          telephone,
          email: company.email,
          areaServed: areaServed.length === 1 ? areaServed[0] : areaServed,
          availableLanguage: lang,
          ...(seo.contactPoint.open24x7
            ? { hoursAvailable: { '@type': 'OpeningHoursSpecification', dayOfWeek: EVERY_DAY, opens: '00:00', closes: '23:59' } }
            : {}),
        },
      },
      {
        '@type': 'WebSite',
        '@id': `${home}#website`,
        name: company.name,
        url: home,
        inLanguage: lang,
        publisher: { '@id': orgId },
      },
    ],
  };
}
