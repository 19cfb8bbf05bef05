import type { SitePage } from './route.ts';
import type { JobPosting } from './sections/jobs.ts';

/**
 * The build day: a YYYY-MM-DD date (UTC), the one input of a build besides the config and the
 * sources. It decides which job postings are open, and nothing in the schema reads the clock:
 * the build takes the day (src/config/buildDay.ts: today, or BUILD_DAY), hands it to the
 * browser as the shell's `buildDate` and writes it into the build record, so that `npm start`
 * rebuilds once a posting the build showed open has closed. Every reader of "is it open" asks
 * here. No zod in this file: the sections import it into the browser bundle.
 */

/** Whether `posting` takes applications on `buildDay`: through the whole of its validThrough, and always without one. */
export const postingOpen = ({ validThrough }: Pick<JobPosting, 'validThrough'>, buildDay: string): boolean =>
  !validThrough || validThrough >= buildDay;

/**
 * Whether search engines are told about `page` on `buildDay` (the sitemap, its canonical URL,
 * no robots noindex): every page but that of a closed posting, which stays reachable.
 */
export const pageIndexed = (page: Pick<SitePage, 'sections'>, buildDay: string): boolean =>
  page.sections.every((section) => section.type !== 'job-posting' || postingOpen(section.posting, buildDay));
