import { z } from 'zod';
import { routePath, text } from './primitives.ts';
import { fill } from './placeholders.ts';
import { section, type Section } from './sections/index.ts';
import { postingPath } from './paths.ts';

export const route = z
  .strictObject({
    path: routePath,
    title: text('Browser tab and search result title.', 'Freight & Logistics | Example Freight', 'heading'),
    description: text('Meta description shown by search engines (about 150 characters).', 'Nationwide freight carrier.', 'description'),
    sections: z.array(section).min(1).meta({ description: 'The page, top to bottom.' }),
  })
  .meta({ description: 'A page of the site.' });

export type Route = z.infer<typeof route>;

/**
 * A page of the built site: a route the config declares, or a job posting's own page, made
 * from a jobs section (schema/sections/jobs.ts). Whether search engines are told about it
 * depends on the build day (./buildDay.ts pageIndexed).
 */
export type SitePage = Omit<Route, 'sections'> & { sections: Section[] };

/** The declared routes, then a page for each job posting of their jobs sections. */
export function sitePages(routes: readonly Route[]): SitePage[] {
  const postingPages = routes.flatMap((route) =>
    route.sections.flatMap((section) =>
      section.type === 'jobs'
        ? section.postings.map((posting): SitePage => {
            const { type: _type, id: _id, postings: _postings, ...jobs } = section;
            return {
              path: postingPath(route.path, posting.slug),
              title: fill(jobs.pageTitle, { title: posting.title }),
              description: fill(jobs.pageDescription, { title: posting.title, pay: posting.pay.text, homeTime: posting.homeTime }),
              sections: [{ type: 'job-posting', posting, jobs, listPath: route.path }],
            };
          })
        : [],
    ),
  );
  return [...routes, ...postingPages];
}
