/**
 * Where a person opens a pull request (a merge request) from the working branch into the
 * published one, on the service the carrier's repository is on, derived from the remote's URL
 * (https, ssh, or scp-like `git@host:owner/repo.git`): GitHub's, GitLab's and Gitea's (Forgejo's)
 * forms. The service is guessed from the host (github.com; a host named gitlab) unless given.
 * Credentials in the URL are never part of the link.
 */
export type Forge = 'github' | 'gitlab' | 'gitea';
export const FORGES: readonly Forge[] = ['github', 'gitlab', 'gitea'];

export function pullRequestLink(remoteUrl: string, from: string, to: string, forge?: Forge): string | undefined {
  const page = repositoryPage(remoteUrl);
  if (!page) return undefined;
  const kind = forge ?? (page.host === 'github.com' ? 'github' : /(^|\.)gitlab\./.test(page.host) ? 'gitlab' : 'gitea');
  const [source, target] = [encodeURIComponent(from), encodeURIComponent(to)];
  if (kind === 'github') return `${page.url}/compare/${target}...${source}?expand=1`;
  if (kind === 'gitlab')
    return `${page.url}/-/merge_requests/new?merge_request[source_branch]=${source}&merge_request[target_branch]=${target}`;
  return `${page.url}/compare/${target}...${source}`;
}

/** The repository's web page (https, or http where the remote is http) and its host, or undefined for a remote that is a folder. */
function repositoryPage(remoteUrl: string): { url: string; host: string } | undefined {
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
    // An ssh or git port is not the web's.
    origin = url.protocol === 'http:' || url.protocol === 'https:' ? `${url.protocol}//${url.host}` : `https://${host}`;
  }
  const repository = path
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .replace(/\.git$/, '');
  if (!repository) return undefined;
  return { url: `${origin}/${repository}`, host };
}
