import { geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { escapeUTF8 } from 'entities';
import type { SectionOf, SiteConfig } from '../../schema/index.ts';
import { US_STATES } from '../../schema/usStates.ts';
import { MAP_HEIGHT, MAP_WIDTH, projection, stateShapes } from '../config/rules/usMap.ts';
import { cssColor, cssFontFamily } from '../theme/cssValues.ts';
import type { RoleColours } from '../theme/roles.ts';

/**
 * The coverage section's map, drawn at build time on the states of src/config/rules/usMap.ts: the
 * covered states in the brand colour, the others in the surface colour, and the terminals as
 * labelled points. A static SVG file that the page shows through <img>: no script, nothing
 * fetched, no font of its own (the theme's stack, whose first installed family draws it).
 * Deterministic: the same section and theme give the same bytes, hence the same file name.
 */

const round = (n: number) => Math.round(n * 10) / 10;

/** The terminals' labels, in px of the map: about 9 px where a phone shows the map 370 px wide. */
const LABEL_SIZE = 22;
interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const labelBox = (x: number, baseline: number, width: number, anchor: string): Box => {
  const left = anchor === 'end' ? x - width : x;
  return { left: left - 4, right: left + width + 4, top: baseline - LABEL_SIZE, bottom: baseline + 6 };
};
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The map of one coverage section, in the theme's colour roles (src/theme/roles.ts: the covered
 * states in the brand hue's shade for light grounds) and font, as the text of an SVG file.
 */
export function coverageMapSvg(section: SectionOf<'coverage'>, theme: { colors: RoleColours; font: SiteConfig['theme']['font'] }): string {
  const colors = Object.fromEntries(Object.entries(theme.colors).map(([key, value]) => [key, cssColor(value)])) as RoleColours;
  const project = projection();
  const path = geoPath(project).digits(1);
  const covered = new Set<string>(section.states.map((s) => US_STATES[s.code].fips));
  // One <path> per state, in the order of US_STATES: a state's shape is found and counted by it.
  const shapes = (want: boolean) =>
    (Object.values(US_STATES) as { fips: string }[])
      .filter(({ fips }) => covered.has(fips) === want)
      .map(({ fips }) => `<path d="${path(stateShapes().get(fips) as GeoPermissibleObjects) ?? ''}"/>`)
      .join('');
  // Each label right of its point, else left of it, below or above: the first place that stays on
  // the map, clear of every point and of the labels placed before it (text width estimated from
  // the font size, generously).
  const points = (section.terminals ?? []).flatMap((terminal) => {
    const point = project([terminal.lon, terminal.lat]);
    // Outside the map: the check (src/config/rules/coverageProblems.ts) refuses it before a build.
    return point ? [{ name: terminal.name, x: round(point[0]), y: round(point[1]) }] : [];
  });
  const dots = points.map(({ x, y }): Box => ({ left: x - 10, right: x + 10, top: y - 10, bottom: y + 10 }));
  const labels: Box[] = [];
  const terminals = points.flatMap(({ name, x, y }, i) => {
    const width = name.length * LABEL_SIZE * 0.6;
    const places = [
      { x: x + 12, y: y + LABEL_SIZE * 0.35, anchor: 'start' },
      { x: x - 12, y: y + LABEL_SIZE * 0.35, anchor: 'end' },
      { x: x - width / 2, y: y + LABEL_SIZE * 1.5, anchor: 'start' },
      { x: x - width / 2, y: y - LABEL_SIZE * 0.9, anchor: 'start' },
    ].map((place) => ({ ...place, box: labelBox(place.x, place.y, width, place.anchor) }));
    const fits = (box: Box) => box.left >= 0 && box.right <= MAP_WIDTH && box.top >= 0 && box.bottom <= MAP_HEIGHT;
    const clear = (box: Box) => !labels.some((other) => overlaps(box, other)) && !dots.some((dot, j) => j !== i && overlaps(box, dot));
    const place = places.find(({ box }) => fits(box) && clear(box)) ?? places.find(({ box }) => fits(box)) ?? places[0]!;
    labels.push(place.box);
    return [
      `<circle cx="${x}" cy="${y}" r="7" stroke-width="3"/>`,
      `<text x="${round(place.x)}" y="${round(place.y)}"${place.anchor === 'end' ? ' text-anchor="end"' : ''} stroke-width="5">${escapeUTF8(name)}</text>`,
    ];
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">`,
    `<g stroke-linejoin="round">`,
    // The states not served: the surface colour, outlined in the muted one so that they show on
    // the page's background (the surface is often a near-white).
    `<g fill="${colors.surface}" stroke="${colors.muted}" stroke-width="0.8">${shapes(false)}</g>`,
    // The states served: borders in the page's colour, drawn over the outlines of their neighbours.
    `<g fill="${colors.link}" stroke="${colors.background}" stroke-width="1.2">${shapes(true)}</g>`,
    '</g>',
    // The terminals in the text colour, each ringed and its name haloed in the page's colour
    // (paint-order: the halo under the letters), legible over either fill.
    terminals.length
      ? `<g font-family="${escapeUTF8(cssFontFamily(theme.font))}" font-size="${LABEL_SIZE}" font-weight="700" fill="${colors.text}" stroke="${colors.background}" stroke-linejoin="round" paint-order="stroke">${terminals.join('')}</g>`
      : '',
    '</svg>',
    '',
  ].join('');
}
