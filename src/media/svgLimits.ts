import { SaxesParser } from 'saxes';
import type { FileLimits } from '../config/files/fileLimits.ts';
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
  /** Elements librsvg draws: each element once, plus a copy of what each reference (<use>, url(#…)) names, at every level. */
  drawn: number;
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
  const measure: SvgMeasure = { elements: 0, drawn: 0, filtered: 0, depth: 0 };
  const nodes: Element[] = [];
  const open: number[] = [];
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
    const { filter, style, id } = tag.attributes;
    const filtered = (filter !== undefined && filter.trim() !== 'none') || (style !== undefined && /filter\s*:\s*(?!none)/i.test(style));
    if (filtered) measure.filtered += 1;
    const index = nodes.push({ name: tag.name, id, filtered, refs: references(tag.attributes), children: [] }) - 1;
    if (open.length) nodes[open.at(-1)!]!.children.push(index);
    open.push(index);
    if (measure.filtered > limits.filtered)
      throw new MediaError(
        `${shown} draws more than ${limits.filtered} elements through a filter (a blur, a shadow), the most a ${kind} SVG may: flatten the effects in the drawing program, or export it as PNG`,
      );
    if (depth > limits.depth)
      throw new MediaError(`${shown} nests elements more than ${limits.depth} deep, the most a ${kind} SVG may: ${simplify}`);
  });
  parser.on('closetag', () => {
    depth -= 1;
    open.pop();
  });
  // Not well-formed: the DOM parser after this pass says where. The pass goes on to measure.
  parser.on('error', () => undefined);
  parser.write(markup).close();
  const drawn = drawnCount(nodes);
  measure.drawn = drawn.elements;
  if (drawn.elements === Infinity)
    throw new MediaError(
      `${shown} has an element that draws itself (a <use> or url(#…) that names the element it is in, or a chain of them that comes back): remove the loop in the drawing program, or export it as PNG`,
    );
  if (drawn.elements > limits.drawn)
    throw new MediaError(
      `${shown} draws ${drawn.elements > 1e9 ? 'over a billion' : drawn.elements.toLocaleString('en-US')} elements once each <use> copy is counted, more than the ${limits.drawn.toLocaleString('en-US')} a ${kind} SVG may: ${simplify}`,
    );
  if (drawn.filtered > limits.filtered)
    throw new MediaError(
      `${shown} draws more than ${limits.filtered} elements through a filter (a blur, a shadow) once each <use> copy is counted, the most a ${kind} SVG may: flatten the effects in the drawing program, or export it as PNG`,
    );
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

/** An element as the pass keeps it: enough to count what drawing it costs. */
interface Reference {
  id: string;
  /** How many copies of it are drawn. */
  copies: number;
}

interface Element {
  name: string;
  id?: string;
  filtered: boolean;
  /** What its attributes name: a <use>'s href="#…", any url(#…) (a gradient, a clip path, a filter, a pattern, a marker). */
  refs: Reference[];
  children: number[];
}

/**
 * The ids that the attributes of an element name (href="#id", url(#id)), each with the copies
 * drawn of it: one, but a marker in the middle of a path is drawn at each of its vertices.
 */
function references(attributes: Record<string, string>): Reference[] {
  const { d, points } = attributes;
  // Two numbers a vertex, as a path's d or a polyline's points writes them (arcs and curves take more: an upper bound).
  const vertices = Math.max(1, Math.ceil(((d ?? points ?? '').match(/\d+(?:\.\d*)?|\.\d+/g)?.length ?? 0) / 2));
  const refs: Reference[] = [];
  for (const [name, value] of Object.entries(attributes)) {
    if ((name === 'href' || name.endsWith(':href')) && value.trim().startsWith('#')) refs.push({ id: value.trim().slice(1), copies: 1 });
    for (const match of value.matchAll(/(marker(?:-mid)?\s*[:=]?\s*)?url\(\s*['"]?#([^'")\s]+)/g)) {
      const midMarker = name === 'marker-mid' || name === 'marker' || match[1] !== undefined;
      refs.push({ id: match[2]!, copies: midMarker ? vertices : 1 });
    }
  }
  return refs;
}

/** Past this many references followed one inside another, the count is treated as a loop (and the stack stays small). */
const MAX_CHAIN = 1_000;

/**
 * What drawing the tree of `nodes` (its root first) costs: every element once, and every
 * reference a copy of what it names, at every level, so that 2,400 <use>s of a group of 2,400
 * shapes count as the 5.8 million shapes librsvg would draw (for 4 minutes a size). A reference
 * that comes back to an element it is in is a loop: Infinity.
 */
function drawnCount(nodes: Element[]): { elements: number; filtered: number } {
  const byId = new Map<string, number>();
  nodes.forEach(({ id }, i) => {
    if (id !== undefined && !byId.has(id)) byId.set(id, i);
  });
  const counted = new Map<number, { elements: number; filtered: number }>();
  const drawing = new Set<number>();
  const count = (i: number, chain: number): { elements: number; filtered: number } => {
    const known = counted.get(i);
    if (known) return known;
    if (drawing.has(i) || chain > MAX_CHAIN) return { elements: Infinity, filtered: Infinity };
    drawing.add(i);
    const node = nodes[i]!;
    const total = { elements: 1, filtered: node.filtered ? 1 : 0 };
    for (const child of node.children) {
      const part = count(child, chain + 1);
      total.elements += part.elements;
      total.filtered += part.filtered;
    }
    for (const { id, copies } of node.refs) {
      const target = byId.get(id);
      // A gradient is a paint, not a drawing: naming it draws no copy of its stops.
      if (target === undefined || /gradient$/i.test(nodes[target]!.name)) continue;
      const part = count(target, chain + 1);
      total.elements += copies * part.elements;
      total.filtered += copies * part.filtered;
    }
    drawing.delete(i);
    counted.set(i, total);
    return total;
  };
  return nodes.length ? count(0, 0) : { elements: 0, filtered: 0 };
}
