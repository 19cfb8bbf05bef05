/**
 * A change to the carrier's files, as GET /api/history gives it (src/editor/git/changeLog.ts
 * makes it, the editor's page shows it): who, when, the message and the diff, and whether the
 * change is on the remote and published. Types only: the one module of the server's that the
 * editor's page may import (.dependency-cruiser.cjs, "editor-page-alone"), as it brings no code.
 */
export interface Change {
  commit: string;
  author: string;
  email: string;
  /** ISO 8601, as the author's commit says. */
  date: string;
  message: string;
  /** The unified diff of the carrier's files, cut where it is too long to show. */
  diff: string;
  /** On the remote's working or published branch. */
  pushed: boolean;
  /** On the published branch (the remote's, as last fetched). */
  published: boolean;
}
