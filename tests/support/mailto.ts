import type { Page } from 'playwright-core';

/** What a mail program makes of a mailto: link: the address it writes to, and the subject and body it fills in (line breaks as `\n`). */
export interface Mailto {
  to: string;
  subject: string | null;
  body: string | null;
}

/** Decodes a mailto: URL with the URL parser; throws on any other URL. */
export function decodeMailto(href: string): Mailto {
  const url = new URL(href);
  if (url.protocol !== 'mailto:') throw new Error(`Not a mailto: link: ${url.href}`);
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body')?.replaceAll('\r\n', '\n') ?? null,
  };
}

export interface MailLink extends Mailto {
  /** The link's text, white space collapsed. */
  text: string;
  /** Its href as the page writes it. */
  raw: string;
}

/** Every mail link of the page, decoded as a mail program would. */
export async function mailLinks(page: Page): Promise<MailLink[]> {
  const links = await page.$$eval('a[href^="mailto:"]', (anchors) =>
    anchors.map((a) => ({ text: (a.textContent ?? '').replace(/\s+/g, ' ').trim(), raw: a.getAttribute('href')! })),
  );
  return links.map((link) => ({ ...link, ...decodeMailto(link.raw) }));
}
