import { optimize } from 'svgo';

/** Attributes whose value is a list of numbers (path data: numbers and commands), where a comma parts two numbers as a space does. */
const NUMBER_LISTS = ['d', 'points', 'viewBox'];

/** The separator between two numbers: spaces, or a comma with spaces around it. */
const BETWEEN_NUMBERS = /(?<=[\d.])(?:\s*,\s*|\s+)(?=[-+\d.])/g;

/**
 * The SVG with each separator between two numbers of its number lists written as one comma, the
 * same drawing. For a data: URL, which may hold a comma as it is but a space only as `%20`, three
 * bytes: most spaces of an SVG logo are between numbers (288 of the 324 of the branded carrier's
 * favicon and header logo, when both were in its pages), and as `%20` they took its home page
 * past its 45 KB budget of then (tests/budget.test.ts: 45.2 KB; 44.7 with commas). Parsed and
 * written by SVGO with this one plugin, so that nothing but these attribute values changes.
 */
export function commaSeparatedNumbers(svg: string): string {
  return optimize(svg, {
    plugins: [
      {
        name: 'commaSeparatedNumbers',
        fn: () => ({
          element: {
            enter: (node) => {
              for (const name of NUMBER_LISTS) {
                const value = node.attributes[name];
                if (value !== undefined) node.attributes[name] = value.replace(BETWEEN_NUMBERS, ',');
              }
            },
          },
        }),
      },
    ],
  }).data;
}
