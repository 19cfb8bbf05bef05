import { escapeUTF8 } from 'entities';

/**
 * The page at `/` until the editor's interface is built (issue 36): it says so, names the carrier's
 * config the editor works on, and where its API answers. No script, no style from elsewhere: its
 * Content-Security-Policy allows nothing but its own inline style.
 */
export const PLACEHOLDER_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export function placeholderPage(configShown: string, apiUrl: string): string {
  const file = escapeUTF8(configShown);
  const api = escapeUTF8(apiUrl);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Editor of ${file}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}code{font-size:.95em}</style>
</head>
<body>
<main>
<h1>Editor of ${file}</h1>
<p>The editor's interface is not built yet. Its server runs: the API that reads, previews and saves <code>${file}</code> answers at <code>${api}</code>.</p>
<p>Until the interface comes, edit <code>${file}</code> in a text editor and run <code>npm run check</code>.</p>
</main>
</body>
</html>
`;
}
