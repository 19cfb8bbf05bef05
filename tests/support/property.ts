import fc from 'fast-check';

/**
 * Property tests draw the same cases on every run, so `npm test` cannot fail on a change that
 * touched nothing: one fixed seed for every `fc.assert` (vite.config.ts loads this file before
 * each test file). fast-check prints the seed and the failing case's path with any failure.
 * To explore, raise the cases or draw others: PROPERTY_RUNS=5000 PROPERTY_SEED=7 npm run test:unit.
 */
const SEED = Number(process.env.PROPERTY_SEED ?? 20261125);
fc.configureGlobal({ seed: SEED });

/** The number of cases of a property: `base`, unless PROPERTY_RUNS asks for more while exploring. */
export const runs = (base: number) => Number(process.env.PROPERTY_RUNS ?? base);

/** A test's time limit: the usual one, or none while exploring with PROPERTY_RUNS. */
export const propertyTimeout = process.env.PROPERTY_RUNS ? 0 : undefined;
