/** One step into the config: a key of a group, or an index of a list. */
export type Key = string | number;

/** Where a value is in the config, as `['routes', 0, 'sections', 2, 'type']`: what every check reports against. */
export type KeyPath = Key[];
