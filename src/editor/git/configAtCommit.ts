import { runGit, GitFailure } from './runGit.ts';

/**
 * The config's text as a commit holds it, read for edits (UTF-8, line feeds, no byte order mark,
 * as src/config/write/saveConfig.ts reads the file), and written back as the file had it.
 */
export interface CommittedText {
  text: string;
  lineEnd: '\n' | '\r\n';
  bom: boolean;
}

/** The config at `commit` (`path` from the repository's top), or undefined where the commit has no such file. */
export async function configAtCommit(repo: string, commit: string, path: string): Promise<CommittedText | undefined> {
  let raw: string;
  try {
    raw = await runGit(repo, ['show', `${commit}:${path}`]);
  } catch (error) {
    if (error instanceof GitFailure) return undefined;
    throw error;
  }
  const bom = raw.startsWith('\uFEFF');
  const body = bom ? raw.slice(1) : raw;
  const feeds = body.split('\n').length - 1;
  const crlf = feeds > 0 && body.split('\r\n').length - 1 === feeds;
  return { text: crlf ? body.replace(/\r\n/g, '\n') : body, lineEnd: crlf ? '\r\n' : '\n', bom };
}

/** `text` as the bytes of a file like `like`: its line ends and byte order mark. */
export function asCommitted(text: string, like: CommittedText): string {
  const lines = like.lineEnd === '\r\n' ? text.replace(/\n/g, '\r\n') : text;
  return like.bom ? `\uFEFF${lines}` : lines;
}
