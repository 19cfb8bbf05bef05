/**
 * A key of the config as a label a person reads: `floatingButtons` is "Floating buttons",
 * `siteUrl` "Site URL", `es-US` stays `es-US`. The keys are the schema's own names, so a form
 * is labelled by the schema it is generated from and nothing is named twice.
 */
export function labelOf(key: string): string {
  if (/^[a-z]{2,3}-[A-Z]{2}$/.test(key)) return key;
  if (key in NAMES) return NAMES[key]!;
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((word) => ACRONYMS[word] ?? word);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Words a person writes in capitals. */
const ACRONYMS: Record<string, string> = {
  url: 'URL',
  seo: 'SEO',
  faq: 'FAQ',
  cta: 'CTA',
  id: 'ID',
  dot: 'DOT',
  mc: 'MC',
  usdot: 'USDOT',
  otr: 'OTR',
  cdl: 'CDL',
  zip: 'ZIP',
};

/** Keys whose words would not say what they are. */
const NAMES: Record<string, string> = { src: 'File', ui: 'Words of the interface' };
