import { escapeUTF8 } from 'entities';
import type { JobPosting, Organization, Place, PostalAddress, State, WithContext } from 'schema-dts';
import type { JobPostingPage } from '../../schema/sections/jobs.ts';
import type { SiteFacts } from '../site-data/siteData.ts';

/**
 * What Google for Jobs requires of a posting (developers.google.com/search/docs/appearance/
 * structured-data/job-posting), beyond schema-dts' JobPosting type, where every property is
 * optional: the block is checked against both, so a misspelt property or a missing required
 * one does not compile. (Two checks rather than one intersection type, which takes the type
 * checker a minute over schema-dts' unions.)
 */
interface GoogleRequired {
  title: string;
  description: string;
  datePosted: string;
  hiringOrganization: Organization;
  /** Where the job is: an address, or for jobs done from anywhere, where applicants may live. */
  jobLocation?: Place;
  applicantLocationRequirements?: State[];
}

const UNIT_TEXT = { hour: 'HOUR', week: 'WEEK', year: 'YEAR' } as const;

/** The company's address as schema.org writes one, if the config gives one. */
export function postalAddress({ company }: Pick<SiteFacts, 'company'>): PostalAddress | undefined {
  const { address } = company;
  return (
    address && {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    }
  );
}

/**
 * The JobPosting block of an open posting's page, for Google for Jobs: every required property,
 * and the recommended ones the config fills. Where the job is: the company's address as
 * jobLocation; without an address, the states it hires from as applicantLocationRequirements,
 * which Google reads only with jobLocationType TELECOMMUTE (`npm run check` says so).
 * `description` is HTML, as Google asks, made from the posting's paragraphs and lists.
 */
export function jobPostingJsonLd(facts: SiteFacts, { posting, jobs }: JobPostingPage, logoUrl: string) {
  const home = new URL('/', facts.company.siteUrl).href;
  const address = postalAddress(facts);
  const list = (heading: string, items: readonly string[]) =>
    `<h2>${escapeUTF8(heading)}</h2><ul>${items.map((item) => `<li>${escapeUTF8(item)}</li>`).join('')}</ul>`;
  const description = [
    ...posting.description.map((paragraph) => `<p>${escapeUTF8(paragraph)}</p>`),
    list(jobs.labels.requirements, posting.requirements),
    list(jobs.labels.benefits, posting.benefits),
  ].join('');
  const { pay } = posting;
  const where = address
    ? { jobLocation: { '@type': 'Place', address } satisfies Place }
    : {
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: posting.hiringArea.map(({ name }): State => ({ '@type': 'State', name })),
      };
  const data = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.title,
    description,
    datePosted: posting.datePosted,
    validThrough: posting.validThrough,
    employmentType: posting.employmentType,
    hiringOrganization: { '@type': 'Organization', name: facts.company.name, sameAs: home, logo: logoUrl },
    ...where,
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: pay.currency,
      value: { '@type': 'QuantitativeValue', minValue: pay.min, maxValue: pay.max ?? pay.min, unitText: UNIT_TEXT[pay.unit] },
    },
    identifier: { '@type': 'PropertyValue', name: facts.company.name, value: posting.slug },
    directApply: false,
  } as const satisfies WithContext<JobPosting>;
  return data satisfies GoogleRequired;
}
