import { describe, expect, it } from 'vitest';
import { pullRequestLink } from './pullRequestLink.ts';

describe('the link to open a pull request from the working branch', () => {
  it.each([
    ['git@github.com:acme/site.git', 'https://github.com/acme/site/compare/main...site-edits?expand=1'],
    ['ssh://git@github.com/acme/site.git', 'https://github.com/acme/site/compare/main...site-edits?expand=1'],
    ['https://x-access-token:secret@github.com/acme/site.git', 'https://github.com/acme/site/compare/main...site-edits?expand=1'],
    [
      'git@gitlab.com:agency/carriers/acme.git',
      'https://gitlab.com/agency/carriers/acme/-/merge_requests/new?merge_request[source_branch]=site-edits&merge_request[target_branch]=main',
    ],
    [
      'https://gitlab.example.org/acme/site',
      'https://gitlab.example.org/acme/site/-/merge_requests/new?merge_request[source_branch]=site-edits&merge_request[target_branch]=main',
    ],
    ['ssh://git@git.agency.example:2222/acme/site.git', 'https://git.agency.example/acme/site/compare/main...site-edits'],
    ['https://git.agency.example:3000/acme/site.git', 'https://git.agency.example:3000/acme/site/compare/main...site-edits'],
  ])('%s', (remote, link) => {
    expect(pullRequestLink(remote, 'site-edits', 'main')).toBe(link);
  });

  it('takes the service when it is said, and has no link for a remote that is a folder', () => {
    expect(pullRequestLink('https://code.acme.example/acme/site.git', 'site-edits', 'main', 'gitlab')).toContain('/-/merge_requests/new?');
    expect(pullRequestLink('/srv/git/acme.git', 'site-edits', 'main')).toBeUndefined();
    expect(pullRequestLink('file:///srv/git/acme.git', 'site-edits', 'main')).toBeUndefined();
  });
});
