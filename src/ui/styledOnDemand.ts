import type Styled from '@emotion/styled';
import createStyled from '@emotion/styled/base';

/**
 * The browser build's stand-in for @emotion/styled (src/vite/browserBuild.ts): the same
 * `styled`, whose `styled.div` is made when a component asks for it. Emotion's own module makes
 * one for each of 135 HTML and SVG tags as it loads, from a list of their names: 0.6 KB Brotli
 * of every page's JavaScript (docs/loading.md), where the site's components use 19 tags. The server, the dev server
 * and the unit tests keep Emotion's.
 */
export default new Proxy(createStyled, {
  get: (styled, key) => (typeof key === 'string' && !(key in styled) ? styled(key as 'div') : (Reflect.get(styled, key) as unknown)),
}) as typeof Styled;
