import { z } from 'zod';
import { properName, sectionId, stateCode, template, text } from '../primitives.ts';
import { LOWER_48, stateName } from '../usStates.ts';

const terminal = z.strictObject({
  name: text('Name of the terminal or yard.', 'Columbus Terminal', 'name'),
  city: properName('City.', 'Columbus'),
  region: stateCode.meta({ description: 'State, as its two-letter USPS code.', examples: ['OH'] }),
  lat: z
    .number()
    .min(-90)
    .max(90)
    .meta({ description: 'Latitude in degrees (north is positive).', examples: [39.96] }),
  lon: z
    .number()
    .min(-180)
    .max(180)
    .meta({ description: 'Longitude in degrees (west is negative).', examples: [-83.0] }),
});

export const coverageSection = z
  .strictObject({
    type: z.literal('coverage'),
    id: sectionId.optional(),
    heading: text('Section heading.', 'Where We Run', 'heading'),
    intro: text('Paragraph under the heading.', 'Our trucks cover the lower 48 states.'),
    states: z
      .array(stateCode)
      .min(1)
      .optional()
      .meta({
        description: 'The states served, by their two-letter codes; or choose all of the lower 48 instead.',
        examples: [['OH', 'IN', 'MI']],
      }),
    lower48: z
      .literal(true)
      .optional()
      .meta({ description: 'Every one of the 48 contiguous states (and DC), instead of a list of states.' }),
    terminals: z.array(terminal).optional().meta({ description: 'Terminals and yards, drawn as labelled points on the map.' }),
    mapLabel: template(
      ['count'],
      'What the map shows, as screen readers announce it.',
      'Map of the United States with the {count} states we serve shaded',
    ),
    statesHeading: text('Heading of the list of states beside the map.', 'States we serve', 'heading'),
    terminalsHeading: text('Heading of the list of terminals (needed with terminals).', 'Our terminals', 'heading').optional(),
  })
  .superRefine((coverage, ctx) => {
    if (!coverage.states === !coverage.lower48)
      ctx.addIssue({
        code: 'custom',
        path: coverage.states ? ['lower48'] : [],
        message: coverage.states
          ? 'Write either states or lower48: true, not both'
          : 'Say which states are served: a list under states, such as [OH, IN], or lower48: true',
      });
    coverage.states?.forEach((code, i) => {
      if (coverage.states!.indexOf(code) !== i)
        ctx.addIssue({ code: 'custom', path: ['states', i], message: `${code} is listed twice: remove one` });
    });
    if (coverage.terminals?.length && !coverage.terminalsHeading)
      ctx.addIssue({
        code: 'custom',
        path: ['terminalsHeading'],
        message: 'Name the list of terminals: add terminalsHeading, such as "Our terminals"',
      });
  })
  // The states served, with their names for the list, in the order of their names.
  .transform(({ states, lower48, ...coverage }) => ({
    ...coverage,
    lower48: lower48 ?? false,
    states: (lower48 ? LOWER_48 : states!)
      .map((code) => ({ code, name: stateName(code, 'en') }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en')),
  }))
  .meta({
    title: 'Coverage map',
    description: 'A map of the states served and the terminals, drawn at build time, with the same as text.',
  });
