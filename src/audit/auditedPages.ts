import type { SitePage } from '../../schema/route.ts';

/**
 * The pages the audits visit (Lighthouse, axe): every declared route, and the first posting page
 * of each jobs section. The other posting pages are the same component with other words; visiting
 * each would double the runs for nothing they could find.
 */
export function auditedPages(routes: readonly SitePage[]): SitePage[] {
  const listed = new Set<string>();
  return routes.filter((route) => {
    const posting = route.sections.find((s) => s.type === 'job-posting');
    if (!posting) return true;
    if (listed.has(posting.listPath)) return false;
    listed.add(posting.listPath);
    return true;
  });
}
