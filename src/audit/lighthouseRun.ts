import lighthouse, { desktopConfig } from 'lighthouse';

/** What one Lighthouse run of a page measured. */
export interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Scripts, as transferred (KB). */
  jsKb: number;
  /** The HTML document, as transferred (KB). */
  htmlKb: number;
  /** Every request the page made. */
  requests: number;
}

/**
 * One run with every metric measured. Lighthouse now and then loses a trace on a busy machine
 * (a runtime error, metrics missing): such a run is repeated, up to twice, rather than counted
 * as a number it never measured; a run that stays incomplete fails the audit.
 */
export async function measured(url: string, port: number, preset: 'mobile' | 'desktop'): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    const figures = await audit(url, port, preset);
    if (Object.values(figures).every(Number.isFinite)) return figures;
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${preset} ${url} in ${attempt} tries`);
    console.log(`(${preset} ${url}: run incomplete, measuring again)`);
  }
}

/** One Lighthouse run, in a tab of its own that Lighthouse opens on the Chromium at `port`. */
async function audit(url: string, port: number, preset: 'mobile' | 'desktop'): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, preset === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? NaN;
  const requests =
    (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const transferredKb = (type: string) =>
    requests.filter((r) => r.resourceType === type).reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: transferredKb('Script'),
    htmlKb: transferredKb('Document'),
    requests: requests.length,
  };
}
