import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PolicyInline } from '../../schema/sections/policy.ts';
import { loadSiteConfig } from '../config/loadSiteConfig.ts';
import { shellData } from '../vite/shellData.ts';
import { InlineText } from './InlineText.tsx';
import { ShellProvider } from './ShellContext.tsx';

const shell = shellData(loadSiteConfig('site.config.yaml'), {});
shell.company = { ...shell.company, email: 'legal@carrier.test', phone: '(555) 010-0199', siteUrl: 'https://carrier.test' };

const html = (value: PolicyInline) =>
  renderToStaticMarkup(
    <ShellProvider value={shell}>
      <InlineText value={value} />
    </ShellProvider>,
  );
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('text and links (policy paragraphs, FAQ answers)', () => {
  it('are plain text when written as one string', () => {
    expect(html('We collect what you send us.')).toBe('We collect what you send us.');
  });

  it('join pieces with single spaces, with none before closing punctuation or after an opening bracket', () => {
    const markup = html([
      'Email',
      { kind: 'mail' },
      'or call',
      { kind: 'phone' },
      '. See our (',
      { kind: 'link', href: '/cookies', label: 'Cookie Policy' },
      ').',
    ]);
    expect(textOf(markup)).toBe('Email legal@carrier.test or call (555) 010-0199. See our (Cookie Policy).');
  });

  it('turn mail, phone and route pieces into links to the company mailbox, its number and the route', () => {
    const markup = html([
      'Write to',
      { kind: 'mail', subject: 'Privacy Request' },
      ',',
      { kind: 'phone', label: 'our privacy line' },
      'or read the',
      { kind: 'link', href: '/terms', label: 'Terms' },
    ]);
    expect(markup).toContain('<a href="mailto:legal@carrier.test?subject=Privacy%20Request">legal@carrier.test</a>');
    // Where the link text hides the target, the print stylesheet is told what to print after it.
    expect(markup).toContain('<a href="tel:+15550100199" data-print-url="(555) 010-0199">our privacy line</a>');
    expect(markup).toMatch(/<a (?=[^>]*href="\/terms")(?=[^>]*data-print-url="https:\/\/carrier\.test\/terms")[^>]*>Terms<\/a>/);
    expect(textOf(markup)).toBe('Write to legal@carrier.test, our privacy line or read the Terms');
  });

  it('write a mail link with its own text as that text, and print the mailbox after it', () => {
    expect(html([{ kind: 'mail', label: 'our recruiters', subject: 'Driver Application' }])).toBe(
      '<a href="mailto:legal@carrier.test?subject=Driver%20Application" data-print-url="legal@carrier.test">our recruiters</a>',
    );
  });
});
