// @vitest-environment jsdom
import { HtmlValidate, type ConfigData } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { brandedSite, builtSite } from './support/builtSite.ts';
import { builtPages } from './support/siteFiles.ts';

/**
 * html-validate's recommended preset, with the five exceptions below and nothing else. Each names
 * why the rule does not fit this site.
 */
const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React's server renderer writes void elements self-closed (`<br/>`, `<img/>`) and offers no
    // switch; both spellings are valid HTML, and the rule only asks for one house style.
    'void-style': 'off',
    // React writes some attributes in their DOM-property spelling (`dateTime` on <time>); HTML
    // attribute names are case-insensitive. Still rejects any other casing (DATETIME, Date-Time).
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // React's useId makes ids such as `_R_5m_` (label/description pairs). HTML only requires ids
    // to be non-empty without whitespace; relaxed mode checks exactly that, uniqueness stays on.
    'valid-id': ['error', { relaxed: true }],
    // Phone links are kept on one line by the global style a[href^='tel:'] { white-space: nowrap }
    // (asserted below), which the rule cannot see; non-breaking characters in the text would
    // also end up in numbers visitors copy.
    'tel-non-breaking': 'off',
    // framer-motion writes the resting values of an animated element into its style attribute
    // (`opacity:1;transform:none`). Only those two properties (and the default `display`) are
    // allowed inline; any other inline style is still an error.
    'no-inline-style': ['error', { allowedProperties: ['display', 'opacity', 'transform'] }],
    // The prerender leaves a value unquoted where HTML allows it (src/prerender/compactMarkup.ts:
    // no space, quote, `=`, `<`, `>` or backtick in it), 0.9 KB of the home page. A quoted value
    // is still double-quoted.
    'attr-quotes': ['error', { style: 'double', unquoted: true }],
  },
};

const validator = new HtmlValidate(htmlValidateConfig);

describe('every built page is valid HTML (html-validate, recommended rules)', () => {
  const pages = builtPages(builtSite());

  it('the build has pages to check', () => {
    expect(pages.map((p) => p.file)).toEqual(expect.arrayContaining(['index.html', '404.html']));
  });

  it.each(pages.map((p) => [p.file, p.html] as const))('%s', async (file, html) => {
    const report = await validator.validateString(html, file);
    const problems = report.results.flatMap((result) =>
      result.messages.map((m) => `${file}:${m.line}:${m.column}  ${m.ruleId}  ${m.message}${m.selector ? `  (${m.selector})` : ''}`),
    );
    expect(problems).toEqual([]);
  });

  it('phone links never wrap: every page carries the global nowrap rule for tel: links', () => {
    for (const page of pages) {
      const css = [...page.document.querySelectorAll('style')].map((s) => s.textContent).join('');
      // However the rule is written: quoted or not, its colon escaped or not (the minified CSS, src/prerender/criticalCss.ts).
      expect(css.replace(/["'\\]/g, ''), page.file).toMatch(/a\[href\^=tel:\]\{white-space:nowrap;?\}/);
    }
  });

  it('catches an invalid page (the check is live)', async () => {
    const report = await validator.validateString(
      '<!DOCTYPE html><html lang="en"><head><title>x</title></head><body><div id="a"></div><p id="a"><div></div></p></body></html>',
      'broken.html',
    );
    const rules = report.results.flatMap((r) => r.messages.map((m) => m.ruleId));
    expect(rules).toEqual(expect.arrayContaining(['no-dup-id']));
  });
});

describe.each([
  ['the example carrier', builtSite],
  ['the branded carrier', brandedSite],
])('the icons of every page of %s', (_, root) => {
  const pages = builtPages(root());

  it.each(pages.map((p) => [p.file, p.document] as const))(
    '%s draws each of its icons once and refers to it from every use',
    (file, document) => {
      const app = document.getElementById('root')!;
      const symbols = [...document.querySelectorAll('body > svg symbol')].map((s) => s.id);
      const uses = [...app.querySelectorAll('svg use')].map((u) => u.getAttribute('href'));
      // Every symbol written once, every use pointing at one of them, and no symbol the page does
      // not use, but for those an interaction shows: the menu's close button, a copy button's
      // tick, a toast's (src/theme/Icon.tsx useIconsLater).
      expect(new Set(symbols).size, file).toBe(symbols.length);
      expect(uses.length, file).toBeGreaterThan(0);
      expect(
        uses.filter((href) => !symbols.includes(href!.slice(1))),
        file,
      ).toEqual([]);
      const shownLater = ['#i-X', '#i-Check', '#i-CircleCheck', '#i-CircleExclamationPoint'];
      expect(
        symbols.map((id) => `#${id}`).filter((href) => !uses.includes(href) && !shownLater.includes(href)),
        file,
      ).toEqual([]);
      // No icon drawn in place (its paths repeated in the page): the page's only inline drawings are references.
      expect(
        [...app.querySelectorAll('svg')].filter((svg) => !svg.querySelector('use')).map((svg) => svg.outerHTML.slice(0, 80)),
        file,
      ).toEqual([]);
    },
  );
});
