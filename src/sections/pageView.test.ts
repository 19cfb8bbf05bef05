// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../config/loadSiteConfig.ts';
import { firstLoadSection, isInteractive } from '../site-data/partialHydration.ts';
import { firstLoadView } from './pageView.ts';
import type { PageEntry } from '../site-data/siteData.ts';

const home = loadSiteConfig('site.config.yaml').routes.find((r) => r.path === '/')!;
const page: PageEntry = {
  path: home.path,
  language: 0,
  firstLoad: () => Promise.resolve({ sections: home.sections.map(firstLoadSection) }),
};

/** A <main> as the prerender writes it: one element per section. */
function main(tags: string[]) {
  const element = document.createElement('main');
  element.innerHTML = tags.map((tag) => `<!--$--><${tag}></${tag}><!--/$-->`).join('');
  return element;
}

describe('firstLoadView', () => {
  it('keeps each non-interactive section as the element the prerender wrote, and loads only the others', async () => {
    const tags = home.sections.map((_, i) => (i === 0 ? 'section' : i % 2 ? 'div' : 'section'));
    const view = await firstLoadView(page, main(tags));
    expect(view.sections.map((s) => ('kept' in s ? `kept ${s.tag}` : s.type))).toEqual(
      home.sections.map((s, i) => (isInteractive(s.type) ? s.type : `kept ${tags[i]}`)),
    );
    expect(Object.keys(view.components).sort()).toEqual(
      [...new Set(home.sections.filter((s) => isInteractive(s.type)).map((s) => s.type))].sort(),
    );
  });

  it('keeps every element of <main> as it is when the page does not hold one element per section', async () => {
    const tags = home.sections.slice(1).map((_, i) => (i % 2 ? 'div' : 'section'));
    const view = await firstLoadView(page, main(tags));
    expect(view.sections).toEqual(tags.map((tag) => ({ kept: true, tag })));
    expect(view.components).toEqual({});
    expect(await firstLoadView(page, null)).toEqual({ sections: [], components: {} });
  });
});
