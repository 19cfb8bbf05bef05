/**
 * The repository a git remote's URL names, as its hosting service shows it: https, ssh, or
 * scp-like `git@host:owner/repo.git`. Credentials in the URL are never part of it. Used for the
 * links to the service's pages (./pullRequestLink.ts) and for its API (./publishedChecks.ts).
 */
export interface RemoteRepository {
  /** The service's host name, without a port. */
  host: string;
  /** Its web pages' origin: https, or http where the remote is http (an ssh or git port is not the web's). */
  origin: string;
  /** The repository's path there, without slashes around it or `.git`: `acme/site`, `agency/carriers/acme`. */
  path: string;
}

/** The repository of `remoteUrl`, or undefined for a remote that is a folder (or not a URL). */
export function remoteRepository(remoteUrl: string): RemoteRepository | undefined {
  const scpLike = /^(?:[^@/\s]+@)?([^:/\s]+):(?!\/)(.+)$/.exec(remoteUrl);
  let host: string;
  let path: string;
  let origin: string;
  if (scpLike && !/^[a-z][a-z0-9+.-]*:\/\//i.test(remoteUrl)) {
    host = scpLike[1]!;
    path = scpLike[2]!;
    origin = `https://${host}`;
  } else {
    let url: URL;
    try {
      url = new URL(remoteUrl);
    } catch {
      return undefined;
    }
    if (!['https:', 'http:', 'ssh:', 'git:'].includes(url.protocol) || !url.hostname) return undefined;
    host = url.hostname;
    path = url.pathname;
    origin = url.protocol === 'http:' || url.protocol === 'https:' ? `${url.protocol}//${url.host}` : `https://${host}`;
  }
  const repository = path
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .replace(/\.git$/, '');
  if (!repository) return undefined;
  return { host, origin, path: repository };
}
