import type { SiteConfig } from '../../../schema/index.ts';
import { postingPath } from '../../../schema/paths.ts';
import { postingOpen } from '../../../schema/buildDay.ts';
import { buildDay } from '../buildDay.ts';
import type { Found } from '../problem.ts';

/**
 * What an editor of the job postings should know, though the site builds: a posting closed on
 * `day`, the build day (its page now says the job is closed, and it has left the list, the
 * sitemap and Google for Jobs), and postings without a company address (Google then lists them
 * as jobs done from anywhere in the hiring area, for want of a place of work).
 */
export function postingWarnings(config: SiteConfig, day = buildDay()): Found[] {
  const warnings: Found[] = [];
  let postings = 0;
  config.routes.forEach((route, r) =>
    route.sections.forEach((section, s) => {
      if (section.type !== 'jobs') return;
      section.postings.forEach((posting, p) => {
        postings += 1;
        if (!postingOpen(posting, day))
          warnings.push({
            path: ['routes', r, 'sections', s, 'postings', p, 'validThrough'],
            message: `This posting closed on ${posting.validThrough}: ${postingPath(route.path, posting.slug)} now says it is no longer open, and it is out of the list, the sitemap and Google for Jobs. Remove it, or move validThrough if the job is still open`,
          });
      });
    }),
  );
  if (postings && !config.company.address)
    warnings.push({
      path: ['company'],
      message:
        'The job postings have no place of work for Google for Jobs, which then lists them as remote jobs open to the states of their hiringArea: add company.address',
    });
  return warnings;
}
