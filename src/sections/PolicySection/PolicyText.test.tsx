import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { PolicyBlock } from '../../../schema/sections/policy.ts';
import { loadSiteConfig } from '../../config/loadSiteConfig.ts';
import { shellData } from '../../vite/shellData.ts';
import { ShellProvider } from '../../ui/ShellContext.tsx';
import { Block } from './PolicyText.tsx';

const shell = shellData(loadSiteConfig('site.config.yaml'), {});
shell.company = { ...shell.company, email: 'legal@carrier.test', phone: '(555) 010-0199', siteUrl: 'https://carrier.test' };

const html = (block: PolicyBlock) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <ShellProvider value={shell}>
        <Block block={block} />
      </ShellProvider>
    </MemoryRouter>,
  );
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, '');

describe('policy paragraphs', () => {
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

  it('render { list } as a bullet list whose points may hold links', () => {
    const markup = html({ list: ['Essential cookies', ['Questions?', { kind: 'mail' }]] });
    expect(markup).toBe(
      '<ul><li>Essential cookies</li><li>Questions? <a href="mailto:legal@carrier.test">legal@carrier.test</a></li></ul>',
    );
  });
});
