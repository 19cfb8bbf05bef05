import { createTwoFilesPatch, FILE_HEADERS_ONLY } from 'diff';

/**
 * What saving `after` over `before` changes in the file `shown`, as a unified diff with git's
 * `a/` and `b/` names and three lines of context (the editor's "what will change" view, and what
 * `git diff` will show after the save); empty when nothing changes. jsdiff computes it.
 */
export function saveDiff(shown: string, before: string, after: string): string {
  if (before === after) return '';
  return createTwoFilesPatch(`a/${shown}`, `b/${shown}`, before, after, undefined, undefined, {
    context: 3,
    headerOptions: FILE_HEADERS_ONLY,
  });
}
