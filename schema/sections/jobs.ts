import { z } from 'zod';
import { mailBody } from '../action.ts';
import { isoDate, sectionId, stateCode, template, text } from '../primitives.ts';
import { LOWER_48, stateName } from '../usStates.ts';

/** Google for Jobs' values of employmentType. */
const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'] as const;

const pay = z
  .strictObject({
    text: text('Pay as drivers read it.', '62–68¢ per mile', 'heading'),
    min: z
      .number()
      .positive('Pay is a positive amount')
      .meta({ description: 'Lowest pay per unit, for search engines.', examples: [1500] }),
    max: z
      .number()
      .positive('Pay is a positive amount')
      .optional()
      .meta({ description: 'Highest pay per unit.', examples: [1800] }),
    unit: z.enum(['hour', 'week', 'year']).meta({ description: 'What min and max are paid per: hour, week or year.' }),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'Write the currency as its three-letter ISO code, such as "USD"')
      .default('USD')
      .meta({ description: 'ISO 4217 currency code.', examples: ['USD'] }),
  })
  .refine((p) => p.max === undefined || p.max >= p.min, { path: ['max'], message: 'max is below min: swap them' })
  .meta({ description: 'What the job pays: the text visitors read, and the range search engines list.' });

export const jobPosting = z
  .strictObject({
    slug: z
      .string()
      .max(80, 'A slug is at most 80 characters')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Write the slug in lower case with "-" between words, such as "otr-company-driver"')
      .meta({
        description: "The posting page's address under the page the jobs section is on (/drivers/<slug>).",
        examples: ['otr-company-driver'],
      }),
    title: text('Job title.', 'OTR Company Driver – Dry Van', 'heading'),
    kind: text('Kind of position.', 'Company driver', 'name'),
    route: text('Kind of route: OTR, regional, local, dedicated…', 'OTR', 'name'),
    equipment: text('What the driver drives.', '53′ dry van', 'name'),
    pay,
    homeTime: text('How often the driver is home.', 'Home every 10–14 days', 'heading'),
    hiringArea: z.union([z.literal('lower48'), z.array(stateCode).min(1)]).meta({
      description: 'States the carrier hires from: a list of USPS codes, or "lower48".',
      examples: [['OH', 'IN', 'MI'], 'lower48'],
    }),
    requirements: z.array(text('A requirement.', 'CDL Class A')).min(1),
    benefits: z.array(text('A benefit.', 'Medical, dental and vision from day one')).min(1),
    description: z
      .array(text('A paragraph.', 'Run dry van freight across the lower 48 with steady miles.'))
      .min(1)
      .meta({ description: 'The posting in full, as paragraphs.' }),
    datePosted: isoDate.meta({ description: 'The day the posting went up (YYYY-MM-DD).', examples: ['2026-11-01'] }),
    validThrough: isoDate.optional().meta({
      description: 'Last day applications are taken (YYYY-MM-DD); after it the page says the job is closed.',
      examples: ['2027-01-31'],
    }),
    employmentType: z
      .enum(EMPLOYMENT_TYPES)
      .optional()
      .meta({ description: 'Kind of employment, for search engines.', examples: ['FULL_TIME', 'CONTRACTOR'] }),
  })
  .refine((p) => !p.validThrough || p.validThrough >= p.datePosted, {
    path: ['validThrough'],
    error: (issue) =>
      `validThrough is before datePosted (${(issue.input as { datePosted: string }).datePosted}): a posting closes after it opens`,
  })
  // Whether the posting is still open is not the config's to say: it depends on the day of the
  // build (schema/buildDay.ts).
  .transform(({ hiringArea, ...posting }) => ({
    ...posting,
    hiringArea: (hiringArea === 'lower48' ? LOWER_48 : hiringArea).map((code) => ({ code, name: stateName(code, 'en') })),
  }));

export const jobsSection = z
  .strictObject({
    type: z.literal('jobs'),
    id: sectionId.optional(),
    heading: text('Section heading.', 'Open Driver Positions', 'heading'),
    intro: text('Paragraph under the heading.', 'Find the run that fits your life.').optional(),
    postings: z.array(jobPosting).min(1).meta({ description: 'The job postings: each gets a card here and a page of its own.' }),
    noOpenings: text('Shown instead of the cards when every posting has closed.', 'No openings right now: call us, we hire often.'),
    labels: z
      .strictObject({
        kind: text('Label of the kind of position.', 'Position', 'heading'),
        route: text('Label of the route.', 'Route', 'heading'),
        equipment: text('Label of the equipment.', 'Equipment', 'heading'),
        pay: text('Label of the pay.', 'Pay', 'heading'),
        homeTime: text('Label of the home time.', 'Home time', 'heading'),
        hiringArea: text('Label of the hiring area.', 'Hiring from', 'heading'),
        requirements: text('Heading of the requirements.', 'Requirements', 'heading'),
        benefits: text('Heading of the benefits.', 'Benefits', 'heading'),
        posted: text('Label of the date posted.', 'Posted', 'heading'),
        validThrough: text('Label of the last day to apply.', 'Apply by', 'heading'),
        closed: text('Notice on a posting past its validThrough.', 'This position is no longer open.'),
        allJobs: text('Link from a posting back to the list.', 'All driver jobs', 'heading'),
      })
      .meta({ description: 'Labels of the cards and the posting pages.' }),
    apply: z
      .strictObject({
        label: text('Apply button text.', 'Apply by Email', 'heading'),
        subject: template(['title'], 'Subject of the application email.', 'Driver Application: {title}'),
        body: mailBody
          .optional()
          .meta({ description: 'Text that pre-fills the application email, such as the details a recruiter needs.' }),
      })
      .meta({ description: "The Apply mail link of every posting page, addressed to the company's mailbox." }),
    call: text('Call link text on the posting pages.', 'Call a Recruiter', 'heading'),
    pageTitle: template(['title'], "A posting page's title in the browser tab and search results.", '{title} | {company.name}'),
    pageDescription: template(
      ['title', 'pay', 'homeTime'],
      "A posting page's description for search results.",
      '{title}: {pay}, {homeTime}. Apply to {company.name} today.',
    ),
  })
  .meta({
    title: 'Job postings',
    description:
      'Driver job postings: a card for each open posting here, and a page of its own for each (this page\'s path + "/" + slug) with the JobPosting data Google for Jobs lists.',
  });

export type JobsSection = z.infer<typeof jobsSection>;
export type JobPosting = JobsSection['postings'][number];

/** What a posting's own page shows: the posting and its jobs section's words. Made from the config, not written in it. */
export interface JobPostingPage {
  type: 'job-posting';
  /** A posting page is not a section of a declared page: it has no anchor id of its own. */
  id?: undefined;
  posting: JobPosting;
  jobs: Omit<JobsSection, 'type' | 'id' | 'postings'>;
  /** The page the jobs section is on, which lists every open posting. */
  listPath: string;
}
