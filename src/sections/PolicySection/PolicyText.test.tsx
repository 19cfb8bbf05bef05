import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PolicyBlock } from '../../../schema/sections/policy.ts';
import { loadSiteConfig } from '../../config/loadSiteConfig.ts';
import { shellData } from '../../vite/shellData.ts';
import { ShellProvider } from '../../ui/ShellContext.tsx';
import { Block } from './PolicyText.tsx';

// The text and links inside a block are src/ui/InlineText.tsx's, tested beside it.
const shell = shellData(loadSiteConfig('site.config.yaml'), {});
shell.company = { ...shell.company, email: 'legal@carrier.test', phone: '(555) 010-0199', siteUrl: 'https://carrier.test' };

const html = (block: PolicyBlock) =>
  renderToStaticMarkup(
    <ShellProvider value={shell}>
      <Block block={block} />
    </ShellProvider>,
  );

describe('policy blocks', () => {
  it('render text, or text with links, as a paragraph', () => {
    expect(html(['Questions?', { kind: 'mail' }, '.'])).toBe(
      '<p>Questions? <a href="mailto:legal@carrier.test">legal@carrier.test</a>.</p>',
    );
  });

  it('render { list } as a bullet list whose points may hold links', () => {
    const markup = html({ list: ['Essential cookies', ['Questions?', { kind: 'mail' }]] });
    expect(markup).toBe(
      '<ul><li>Essential cookies</li><li>Questions? <a href="mailto:legal@carrier.test">legal@carrier.test</a></li></ul>',
    );
  });
});
