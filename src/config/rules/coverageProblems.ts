import type { SiteConfig } from '../../../schema/index.ts';
import { US_STATES } from '../../../schema/usStates.ts';
import { mapPoint, nearState, stateAt } from './usMap.ts';
import type { Found } from '../problem.ts';

/**
 * What the schema cannot see of a coverage section's terminals: a point the map does not show
 * (outside the 50 states, or latitude and longitude swapped), or one that lies in another state
 * than its `region` says (a slip of a digit or a sign).
 */
export function coverageProblems(config: SiteConfig): Found[] {
  const problems: Found[] = [];
  config.routes.forEach((route, r) =>
    route.sections.forEach((section, s) => {
      if (section.type !== 'coverage') return;
      section.terminals?.forEach((terminal, t) => {
        const path = ['routes', r, 'sections', s, 'terminals', t];
        const where = `${terminal.name} (lat ${terminal.lat}, lon ${terminal.lon})`;
        if (!mapPoint(terminal.lon, terminal.lat)) {
          problems.push({
            path,
            message: `${where} is outside the map, which shows the 50 states: check the numbers (north is a positive latitude, west a negative longitude, such as lat 39.96, lon -83.0)`,
          });
          return;
        }
        if (nearState(terminal.region, terminal.lon, terminal.lat)) return;
        const found = stateAt(terminal.lon, terminal.lat);
        problems.push({
          path,
          message: `${where} lies ${found ? `in ${US_STATES[found].name}` : 'outside every state (in the sea or across the border)'}, not in ${US_STATES[terminal.region].name} (region: ${terminal.region}): check the numbers or the region`,
        });
      });
    }),
  );
  return problems;
}
