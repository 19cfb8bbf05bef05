/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface DocumentParts {
  lang: string;
  title: string;
  description?: string;
  /** Absolute canonical URL; omitted for pages that should not be indexed. */
  canonical?: string;
  noindex?: boolean;
  themeColor: string;
  styles: string;
  /** Tags for the client entry and its preloads. */
  assets: string;
  body: string;
}

/** The full HTML document around a prerendered page. No inline script: the CSP stays strict. */
export function renderDocument(p: DocumentParts): string {
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(p.lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(p.title)}</title>`,
    p.description ? `<meta name="description" content="${escapeHtml(p.description)}">` : '',
    p.canonical ? `<link rel="canonical" href="${escapeHtml(p.canonical)}">` : '',
    p.noindex ? '<meta name="robots" content="noindex">' : '',
    `<meta name="theme-color" content="${escapeHtml(p.themeColor)}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    p.assets,
    p.styles,
    '</head>',
    '<body>',
    `<div id="root">${p.body}</div>`,
    '</body>',
    '</html>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}
