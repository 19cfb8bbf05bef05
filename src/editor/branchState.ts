import { z } from 'zod';

/**
 * How the editor's pushes stand (src/editor/git/workingBranch.ts), as GET /api/branch gives it
 * and the editor's page shows it, and the request that resolves a conflict a waiting save met
 * (POST /api/branch/resolve, src/editor/server/gitRoutes.ts validates it). The types come from
 * these schemas, so they are written once for the server and the page; the page imports the
 * types alone (.dependency-cruiser.cjs, "editor-page-alone"), never zod's code.
 */

const commitHash = z.string().regex(/^[0-9a-f]{40}$/, 'expected the full hash of a commit, as GET /api/branch gives it');

/** One key both changed: theirs (the value on the other version) and yours (what the person's edit makes); absent means removed. */
export const conflict = z.strictObject({
  path: z.array(z.union([z.string(), z.number()])),
  theirs: z.unknown().optional(),
  yours: z.unknown().optional(),
});
export type Conflict = z.infer<typeof conflict>;

/**
 * A save committed here and not sent, because the remote's branch moved and someone else changed
 * some of the same values there: the commit waiting (its message and author), the remote's head
 * it was made again on (`onto`), and each key with both values.
 */
export const waitingConflict = z.strictObject({
  commit: commitHash,
  onto: commitHash,
  message: z.string(),
  author: z.string(),
  conflicts: z.array(conflict),
});
export type WaitingConflict = z.infer<typeof waitingConflict>;

/** What the editor says of its pushes: commits not on the remote yet, why (plain words), and the conflict where that is why. */
export const pushState = z.strictObject({
  unpushed: z.number().int().nonnegative(),
  pushError: z.string().optional(),
  conflict: waitingConflict.optional(),
});
export type PushState = z.infer<typeof pushState>;

/** GET /api/branch where the editor pushes its saves: the working branch, the published one, and its pushes. */
export const branchState = pushState.extend({ pushed: z.literal(true), branch: z.string(), published: z.string() });
export type BranchState = z.infer<typeof branchState>;

/**
 * POST /api/branch/resolve: which values to keep, `mine` (the waiting save's) or `theirs` (the
 * remote's), for the conflict the person was shown (its commit and the remote's head), so that
 * a decision is never made on a conflict that changed meanwhile.
 */
export const resolveRequest = z.strictObject({
  keep: z.enum(['mine', 'theirs'], { error: 'expected keep: "mine" or "theirs"' }),
  commit: commitHash,
  onto: commitHash,
});
export type Resolution = z.infer<typeof resolveRequest>['keep'];

/**
 * GET /api/branch/checks where the carrier's repository is on GitHub and the editor has a token
 * (src/editor/git/publishedChecks.ts): how the last checks of the published branch (its CI) stand.
 * `passed`, `failed`, `running` or `queued` with the run to open (`name`, and `url`, GitHub's page
 * of it, where GitHub gave one: the failing, running or waiting run, else the first); `none` when no check ran on it yet;
 * `unreachable` when GitHub did not answer in time (down, the network); `refused` when GitHub
 * refused the token (401, 403); `limited` when GitHub's rate limit is reached (429, or 403 with no
 * request left); `not-found` when GitHub shows the token no such repository or branch (404, 422). `checks: null`: nothing to show (no GitHub remote, no token).
 */
export const publishedChecks = z.discriminatedUnion('state', [
  z.strictObject({
    state: z.enum(['passed', 'failed', 'running', 'queued']),
    branch: z.string(),
    name: z.string(),
    url: z.url({ protocol: /^https?$/ }).optional(),
  }),
  z.strictObject({ state: z.enum(['none', 'unreachable', 'refused', 'limited', 'not-found']), branch: z.string() }),
]);
export type PublishedChecks = z.infer<typeof publishedChecks>;
