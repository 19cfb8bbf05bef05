import type { OrganizationLogo } from '../media/logo.ts';
import { e164 } from '../ui/contactLinks.ts';
import { SITE_FILES } from './document.ts';
import { postalAddress } from './jobPostingJsonLd.ts';
import type { SiteFacts } from '../site-data/siteData.ts';

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `https://schema.org/${d}`);

/** The Organization's logo: the carrier's logo as a PNG (src/media/logo.ts), else the 512-px app icon. */
export const organizationLogoUrl = ({ company }: Pick<SiteFacts, 'company'>, logo?: Pick<OrganizationLogo, 'path'>) =>
  new URL(logo?.path ?? SITE_FILES.icon512, company.siteUrl).href;

/**
 * schema.org structured data for search engines: the carrier as an `Organization` (schema.org
 * has no freight-carrier type; `MovingCompany` means household movers) with its USDOT and MC
 * numbers as `identifier` PropertyValues, its EIN as `taxID` and its address as a `PostalAddress`, plus the `WebSite` it
 * publishes. Every value comes from the config. Its `logo` is the carrier's logo as a PNG
 * (`logo`: src/media/logo.ts, written by siteFiles), else the 512-px app icon.
 */
export function organizationJsonLd(facts: SiteFacts, logo?: Pick<OrganizationLogo, 'path' | 'width' | 'height'>) {
  const { company, seo, lang } = facts;
  const home = new URL('/', company.siteUrl).href;
  const address = postalAddress(facts);
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
        logo: { '@type': 'ImageObject', url: organizationLogoUrl(facts, logo), width: logo?.width ?? 512, height: logo?.height ?? 512 },
        address,
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
