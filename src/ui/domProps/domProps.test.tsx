import styled from '@emotion/styled';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import isDomProp from './isDomProp.ts';
import isDomPropChecked from './isDomPropChecked.ts';
import { styleProps } from './styleProps.ts';

const Box = styled('div', styleProps('tone'))<{ tone: 'dark' | 'light' }>`
  color: ${(p) => (p.tone === 'dark' ? 'white' : 'black')};
`;

describe("a styled element's props", () => {
  it('keep its own props off the DOM, and pass on the attributes and the element `as` names', () => {
    const html = renderToStaticMarkup(
      <Box tone="dark" as="section" id="a" aria-label="b" data-surface="dark" hidden>
        text
      </Box>,
    );
    // Without a cache provider, Emotion writes its <style> in front.
    expect(html).toMatch(/<\/style><section id="a" aria-label="b" data-surface="dark" hidden="" class="css-[\w-]+">text<\/section>$/);
  });

  it("are filtered in the browser as Emotion's full list filters them: every prop but `as` and `theme`", () => {
    for (const prop of ['id', 'href', 'hidden', 'aria-label', 'data-surface', 'onClick', 'children', 'className', 'style', 'inert'])
      expect([prop, isDomProp(prop), isDomPropChecked(prop)]).toEqual([prop, true, true]);
    for (const prop of ['as', 'theme']) expect([prop, isDomProp(prop), isDomPropChecked(prop)]).toEqual([prop, false, false]);
  });

  it('fail the render where the browser would pass one that is no attribute: a prop of its own not named in styleProps', () => {
    expect(() => isDomPropChecked('tone')).toThrow(/"tone", which is not an HTML attribute: name it in the element's styleProps/);
  });
});
