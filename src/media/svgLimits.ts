import { SaxesParser } from 'saxes';
import type { FileLimits } from '../config/fileLimits.ts';
import { MediaError } from './mediaError.ts';

/**
 * The size of an SVG, measured before anything is built of it: a DOM of 100,000 nested groups
 * or 80,000 blurred shapes takes jsdom and DOMPurify a minute and gigabytes, and librsvg as
 * long again to draw. One streaming pass (saxes, the XML parser under jsdom) counts the
 * elements, follows the nesting and reads the root's declared size, and stops at the first
 * limit passed, so any file costs at most one read of its text. Whether the text is
 * well-formed is not its concern: the DOM parser after it says where it is not.
 */
export interface SvgMeasure {
  elements: number;
  /** Elements drawn through a filter by their own attribute or style (a <style> rule's are not counted: the elements limit bounds them). */
  filtered: number;
  depth: number;
  /** The root's declared size in CSS px (width and height, else its viewBox's); undefined where it declares none. */
  width?: number;
  height?: number;
}

/**
 * Measures `markup` (an SVG's text, its DOCTYPE already resolved) against `limits`: an SVG past
 * its elements, nesting or canvas is a MediaError that names `shown`, the limit, the file's
 * value and what to do. `kind` says what the SVG is for, in the message.
 */
export function measureSvg(
  markup: string,
  shown: string,
  kind: string,
  limits: NonNullable<FileLimits['svg']>,
  size: (root: Record<string, string>) => { width?: number; height?: number },
): SvgMeasure {
  const simplify = `simplify it in the drawing program (merge shapes, flatten effects, ungroup, no embedded images) or export it as PNG`;
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  const measure: SvgMeasure = { elements: 0, filtered: 0, depth: 0 };
  let depth = 0;
  parser.on('opentag', (tag) => {
    measure.elements += 1;
    depth += 1;
    measure.depth = Math.max(measure.depth, depth);
    if (measure.elements === 1) Object.assign(measure, size(tag.attributes));
    if (measure.elements > limits.elements)
      throw new MediaError(
        `${shown} has more than ${limits.elements.toLocaleString('en-US')} elements, the most a ${kind} SVG may have: ${simplify}`,
      );
    const { filter, style } = tag.attributes;
    if ((filter !== undefined && filter.trim() !== 'none') || (style !== undefined && /filter\s*:\s*(?!none)/i.test(style)))
      measure.filtered += 1;
    if (measure.filtered > limits.filtered)
      throw new MediaError(
        `${shown} draws more than ${limits.filtered} elements through a filter (a blur, a shadow), the most a ${kind} SVG may: flatten the effects in the drawing program, or export it as PNG`,
      );
    if (depth > limits.depth)
      throw new MediaError(`${shown} nests elements more than ${limits.depth} deep, the most a ${kind} SVG may: ${simplify}`);
  });
  parser.on('closetag', () => {
    depth -= 1;
  });
  // Not well-formed: the DOM parser after this pass says where. The pass goes on to measure.
  parser.on('error', () => undefined);
  parser.write(markup).close();
  // Last: the pass over a file of its kind's bytes is cheap; the DOM of it is not, and a limit passed above says more.
  if (markup.length > limits.bytes)
    throw new MediaError(
      `${shown} is ${(markup.length / 1024 / 1024).toFixed(1)} MB of SVG; a ${kind} SVG is at most ${limits.bytes / 1024 / 1024} MB: ${simplify}`,
    );
  const { width = 0, height = 0 } = measure;
  if (Math.max(width, height) > limits.canvas)
    throw new MediaError(
      `${shown} declares a canvas of ${Math.round(width).toLocaleString('en-US')}×${Math.round(height).toLocaleString('en-US')} px, larger than the ${limits.canvas.toLocaleString('en-US')} px per side a ${kind} SVG may declare: export the ${kind} at its real size (its width and height, or its viewBox, in px)`,
    );
  return measure;
}
