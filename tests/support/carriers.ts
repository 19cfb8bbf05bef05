/** The carriers the test run builds (tests/support/globalSetup.ts), by name. */
export const BUILT_CARRIERS = {
  /** The example carrier of the repository: the specification's site. */
  example: 'site.config.yaml',
  /** A carrier with its own logo (and white variant), large photos and brand fonts: issue 13's proof. */
  branded: 'tests/fixtures/carriers/ridgeline/site.config.yaml',
  /** Another carrier in every word, number and colour: the rebrand's proof (issue 3). */
  other: 'tests/fixtures/carriers/other/site.config.yaml',
} as const;
export type BuiltCarrier = keyof typeof BUILT_CARRIERS;
