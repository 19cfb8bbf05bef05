/**
 * Whether a styled HTML element passes a prop on to the DOM: the browser build's stand-in for
 * @emotion/is-prop-valid (src/vite/browserBuild.ts), whose list of every HTML and SVG attribute
 * is 1.8 KB Brotli of every page's JavaScript. Every prop but `as` and `theme`, which Emotion
 * reads itself: exact here because an element's other props are DOM props, its props of its own
 * being kept off by ./styleProps.ts. The server checks that against the full list on every page
 * it renders (./isDomPropChecked.ts).
 */
export default function isDomProp(prop: string) {
  return prop !== 'as' && prop !== 'theme';
}
