import isPropValid from '@emotion/is-prop-valid';

/**
 * The options of a styled HTML element that takes props of its own to style it (a section's
 * `tone`, a grid's `columns`): `styled('section', styleProps('tone'))<{ tone: Tone }>`. Those
 * props never reach the DOM, and the others are filtered as Emotion filters them by default.
 * Naming them here (eslint requires it of every styled HTML element with props of its own) is
 * what lets the browser filter every other prop with a one-line test (./isDomProp.ts).
 */
export function styleProps(...names: string[]) {
  return { shouldForwardProp: (prop: string) => !names.includes(prop) && isPropValid(prop) };
}
