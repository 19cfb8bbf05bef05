import isPropValid from '@emotion/is-prop-valid';
import isDomProp from './isDomProp.ts';

/**
 * The server's and the tests' stand-in for @emotion/is-prop-valid (src/vite/browserBuild.ts):
 * the browser's answer (./isDomProp.ts), checked against the full list for every prop of every
 * styled element rendered, so the build of every page fails where the browser would pass a prop
 * to the DOM that the prerendered HTML does not have, or drop one it has.
 */
export default function isDomPropChecked(prop: string) {
  const forwarded = isDomProp(prop);
  if (forwarded !== isPropValid(prop))
    throw new Error(
      forwarded
        ? `A styled element was given "${prop}", which is not an HTML attribute: name it in the element's styleProps (src/ui/domProps/styleProps.ts).`
        : `A styled element would drop "${prop}" in the browser: src/ui/domProps/isDomProp.ts must forward it.`,
    );
  return forwarded;
}
