import type { KeyPath } from '../../../schema/keyPath.ts';

/**
 * Who may change what in the carrier's config, by key path. Imported by the server, which
 * refuses every edit outside the person's role (the authority), and by the editor's page, which
 * only hides what the role cannot change; so it holds no Node code.
 *
 * `admin` changes everything and invites and removes people. `office` (the dispatcher, the
 * office manager) changes what the office keeps up to date: the company's contact details,
 * job postings, the texts of every page in every language, photos, and the order and
 * visibility of sections. The site's top-level keys (schema/site.ts) are sorted here once:
 * - office: `company` (its details, logo, hours), `routes` (pages: their titles, descriptions
 *   and sections, postings included), and the shared texts and buttons of every page
 *   (`header`, `footer`, `floatingButtons`, `ui`, `notFound`, `errorScreen`);
 * - admin only: `theme` (the brand's colours and type), `lang` and `languages` (which languages
 *   the site has), `navigation`, `seo`, `deploy` (hosts, redirects), and within the office's
 *   keys the two that are addresses rather than content: `company.siteUrl` (the site's own
 *   address, which canonical links and redirects follow) and a page's `path` (its address, which
 *   links and navigation point at; so adding or removing a page is an admin's too).
 */
export const ROLES = ['admin', 'office'] as const;
export type Role = (typeof ROLES)[number];

/** Top-level keys the office may change, below the exceptions. */
export const OFFICE_KEYS: ReadonlySet<string> = new Set([
  'company',
  'routes',
  'header',
  'footer',
  'floatingButtons',
  'ui',
  'notFound',
  'errorScreen',
]);

/** Top-level keys the admin alone changes (./roles.test.ts holds the two lists to the schema's keys, so a new key is sorted on purpose). */
export const ADMIN_KEYS: ReadonlySet<string> = new Set(['lang', 'languages', 'theme', 'navigation', 'seo', 'deploy']);

/** Key paths within OFFICE_KEYS that stay the admin's (`*` is any index or key). */
const ADMIN_ONLY: readonly (string | number)[][] = [
  ['company', 'siteUrl'],
  ['routes', '*', 'path'],
];

/** Whether `path` is at or below `pattern`. */
const under = (path: KeyPath, pattern: readonly (string | number)[]) =>
  path.length >= pattern.length && pattern.every((step, i) => step === '*' || step === path[i]);

/** Whether `pattern` lies strictly below `path`. */
const above = (path: KeyPath, pattern: readonly (string | number)[]) =>
  pattern.length > path.length && path.every((step, i) => pattern[i] === '*' || pattern[i] === step);

const officeKey = (path: KeyPath) => typeof path[0] === 'string' && OFFICE_KEYS.has(path[0]);

/** Whether `role` may change the value at `path`, a leaf of the config. */
export function mayChange(role: Role, path: KeyPath): boolean {
  return role === 'admin' || (officeKey(path) && !ADMIN_ONLY.some((pattern) => under(path, pattern)));
}

/** Whether `role` may change something at or below `path`: the editor's page shows such a part, and hides the others. */
export const mayChangeSomewhere = (role: Role, path: KeyPath) => path.length === 0 || mayChange(role, path);

/** Whether `role` may change the whole value at `path`, everything below it included. */
const ownsWhole = (role: Role, path: KeyPath) =>
  role === 'admin' || (path.length > 0 && mayChange(role, path) && !ADMIN_ONLY.some((pattern) => above(path, pattern)));

/**
 * The first key path where `after` differs from `before` that `role` may not change, or
 * undefined: the check of an edit by what it does, whatever edit operation was used (a `set` of
 * a whole group, a `move` of a page), so no phrasing of an edit gets around it. Values are
 * compared leaf by leaf, a missing value as undefined.
 */
export function changeOutsideRole(role: Role, before: unknown, after: unknown, path: KeyPath = []): KeyPath | undefined {
  if (Object.is(before, after) || ownsWhole(role, path)) return undefined;
  const keys = new Set([...keysOf(before), ...keysOf(after)]);
  // A plain value changed, or a group replaced by a plain value with nothing under it: the change is here.
  if (keys.size === 0) return JSON.stringify(before) === JSON.stringify(after) || mayChange(role, path) ? undefined : path;
  for (const key of keys) {
    const found = changeOutsideRole(role, child(before, key), child(after, key), [...path, key]);
    if (found) return found;
  }
  return undefined;
}

type Group = Record<string, unknown> | unknown[];
const isGroup = (value: unknown): value is Group => typeof value === 'object' && value !== null;
const keysOf = (value: unknown): (string | number)[] =>
  Array.isArray(value) ? value.map((_, i) => i) : isGroup(value) ? Object.keys(value) : [];
const child = (value: unknown, key: string | number): unknown =>
  isGroup(value) && Object.hasOwn(value, key) ? (value as Record<string | number, unknown>)[key] : undefined;
