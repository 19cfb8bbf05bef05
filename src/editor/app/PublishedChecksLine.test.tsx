// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PublishedChecksLine } from './PublishedChecksLine.tsx';

// What a person sees in History of the published branch's checks (the server's side, against a
// stand-in for GitHub: tests/publishedChecks.test.ts).
describe('the published branch’s checks, as History says them', () => {
  afterEach(cleanup);

  it('says how they stand, with the run to open on GitHub', () => {
    render(
      <PublishedChecksLine checks={{ state: 'failed', branch: 'main', name: 'deploy', url: 'https://github.com/acme/site/runs/7' }} />,
    );
    expect(screen.getByText(/^Checks on main: failed/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'deploy on GitHub' });
    expect(link.getAttribute('href')).toBe('https://github.com/acme/site/runs/7');
    expect(link.getAttribute('rel')).toBe('noreferrer');
  });

  it('says passed without a link where GitHub gave none', () => {
    render(<PublishedChecksLine checks={{ state: 'passed', branch: 'live', name: 'build' }} />);
    expect(screen.getByText('Checks on live: passed.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.for([
    ['none', /none has run yet/],
    ['unreachable', /could not reach GitHub/],
    ['limited', /no more questions from this token for now/],
  ] as const)('%s: says it plainly', ([state, words]) => {
    render(<PublishedChecksLine checks={{ state, branch: 'main' }} />);
    expect(screen.getByText(words)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.for([
    ['refused', /refused the token: ask the person who set up the editor to renew it/],
    ['not-found', /no such repository or branch: ask the person who set up the editor to give the token “Checks: read”/],
  ] as const)('%s: alerts, and says who can fix it', ([state, words]) => {
    render(<PublishedChecksLine checks={{ state, branch: 'main' }} />);
    expect(screen.getByRole('alert').textContent).toMatch(words);
  });
});
