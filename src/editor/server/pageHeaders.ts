import { escapeUTF8 } from 'entities';
import type { SiteConfigError } from '../../config/problem.ts';

/**
 * The editor's page: its own scripts and styles only (built by ./editorApp.ts), its API and
 * preview on its own origin, no frame of it anywhere else (`frame-ancestors 'none'`), so no
 * other site can draw it and have the person click in it. Inline styles: React's style
 * attribute, and the preview's document, which a frame's `srcdoc` draws under this policy.
 */
export const EDITOR_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The hosted editor's sign-in and invitation pages, open to anyone: their own script and styles
 * only (no inline script or style at all), their own API, never framed.
 */
export const SIGN_IN_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The preview's pages: the site's styles, photos and fonts, no script, framed by the editor's page alone. */
export const PREVIEW_CSP = [
  "default-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** What the preview shows while the config has a problem that keeps the page from being drawn. */
export function problemsPage(error: SiteConfigError): string {
  const items = error.problems
    .slice(0, 20)
    .map((problem) => `<li>${escapeUTF8(problem.place ?? problem.path)}: ${escapeUTF8(problem.message)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>The page cannot be drawn yet</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;margin:2rem}</style></head>
<body><h1>The page cannot be drawn yet</h1><p>Fix these problems and it shows again:</p><ul>${items}</ul></body>
</html>
`;
}
