import { createRequire } from 'node:module';
import { geoAlbersUsa, geoContains, type GeoProjection } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import { filter, filterWeight, presimplify, quantile, simplify } from 'topojson-simplify';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { US_STATES, type StateCode } from '../../../schema/usStates.ts';

/**
 * The United States as the coverage map draws it, and as the check reads it: the states of
 * us-atlas (the Census Bureau's 1:10,000,000 cartographic boundaries), simplified, projected
 * with Albers USA (Alaska and Hawaii inset) onto a box of MAP_WIDTH × MAP_HEIGHT.
 */

export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 600;
/** The share of the shapes' detail kept: enough for a state's outline at 960 px, a tenth of the file. */
const KEEP = 0.1;
/** How far a terminal may lie outside its state's shape (a pier, a yard on the state line, the boundaries' generalisation). */
const TOLERANCE_KM = 2;

type StateShape = Feature<Geometry, { name: string }>;

const require = createRequire(import.meta.url);
const shapes = new Map<number, Map<string, StateShape>>();
/**
 * The states' shapes by FIPS code, read once per process: simplified to `keep` of their points
 * for drawing, or in full (1) for telling which state a point lies in, where a border city must
 * not fall on the wrong side.
 */
export function stateShapes(keep = KEEP): Map<string, StateShape> {
  const known = shapes.get(keep);
  if (known) return known;
  const topology = presimplify(require('us-atlas/states-10m.json') as Topology<{ states: GeometryCollection<{ name: string }> }>);
  let simple = topology;
  if (keep < 1) {
    simple = simplify(topology, quantile(topology, keep));
    // Rings that simplifying left without area (islands of a few points, drawn as nothing) are
    // dropped: a quarter of the file.
    simple = filter(simple, filterWeight(simple, 1e-4)) as typeof topology;
  }
  const states = feature(simple, simple.objects.states) as FeatureCollection<Geometry, { name: string }>;
  const byFips = new Map(states.features.map((f) => [String(f.id), f]));
  shapes.set(keep, byFips);
  return byFips;
}

let fitted: GeoProjection | undefined;
/** Albers USA fitted to the map's box (8 px of margin), once per process. */
export function projection(): GeoProjection {
  fitted ??= geoAlbersUsa().fitExtent(
    [
      [8, 8],
      [MAP_WIDTH - 8, MAP_HEIGHT - 8],
    ],
    {
      type: 'FeatureCollection',
      features: (Object.values(US_STATES) as { fips: string }[]).flatMap(({ fips }) => stateShapes().get(fips) ?? []),
    },
  );
  return fitted;
}

/** Where a point falls on the map, or null when Albers USA does not show it (outside the 50 states' frames). */
export function mapPoint(lon: number, lat: number): [number, number] | null {
  return projection()([lon, lat]);
}

const contains = (code: StateCode, point: [number, number]) => {
  const shape = stateShapes(1).get(US_STATES[code].fips);
  return shape !== undefined && geoContains(shape, point);
};

/** The state whose shape holds the point, if any. */
export function stateAt(lon: number, lat: number): StateCode | undefined {
  return (Object.keys(US_STATES) as StateCode[]).find((code) => contains(code, [lon, lat]));
}

/** Whether the point lies in the state, or within TOLERANCE_KM of it (checked at eight points around it). */
export function nearState(code: StateCode, lon: number, lat: number): boolean {
  if (contains(code, [lon, lat])) return true;
  const dLat = TOLERANCE_KM / 111.2;
  const dLon = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
  return Array.from({ length: 8 }, (_, i) => (i * Math.PI) / 4).some((a) =>
    contains(code, [lon + dLon * Math.cos(a), lat + dLat * Math.sin(a)]),
  );
}
