import { remoteRepository } from './remoteRepository.ts';

/**
 * Where a person opens a pull request (a merge request) from the working branch into the
 * published one, on the service the carrier's repository is on, derived from the remote's URL
 * (https, ssh, or scp-like `git@host:owner/repo.git`): GitHub's, GitLab's and Gitea's (Forgejo's)
 * forms. The service is guessed from the host (github.com; a host named gitlab) unless given.
 * Credentials in the URL are never part of the link.
 */
export type Forge = 'github' | 'gitlab' | 'gitea';
export const FORGES: readonly Forge[] = ['github', 'gitlab', 'gitea'];

/** The service a host is, when no one said: github.com; a host named gitlab; else Gitea (or Forgejo). */
export const forgeOf = (host: string): Forge => (host === 'github.com' ? 'github' : /(^|\.)gitlab\./.test(host) ? 'gitlab' : 'gitea');

export function pullRequestLink(remoteUrl: string, from: string, to: string, forge?: Forge): string | undefined {
  const repository = remoteRepository(remoteUrl);
  if (!repository) return undefined;
  const kind = forge ?? forgeOf(repository.host);
  const page = `${repository.origin}/${repository.path}`;
  const [source, target] = [encodeURIComponent(from), encodeURIComponent(to)];
  if (kind === 'github') return `${page}/compare/${target}...${source}?expand=1`;
  if (kind === 'gitlab')
    return `${page}/-/merge_requests/new?merge_request[source_branch]=${source}&merge_request[target_branch]=${target}`;
  return `${page}/compare/${target}...${source}`;
}
