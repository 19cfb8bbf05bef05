// @vitest-environment jsdom
import { CacheProvider, keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import createCache from './browserStyleCache.ts';

const spin = keyframes`to { transform: rotate(1turn); }`;
// A style no page was prerendered with: its rule and its keyframes.
const Unforeseen = styled.div`
  color: rgb(1, 2, 3);
  animation: ${spin} 1s;
`;

/** Every rule the document's stylesheets hold (other files' too: the unit tests share their worker's document). */
const rules = () => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));

afterEach(cleanup);

describe("the browser's Emotion cache (src/vite/browserBuild.ts puts it in the browser build)", () => {
  it('notes a style it does not have at once, and applies it once the style compiler has loaded', async () => {
    const cache = createCache({ key: 'u' });
    render(
      <CacheProvider value={cache}>
        <Unforeseen data-testid="unforeseen" />
      </CacheProvider>,
    );
    const element = screen.getByTestId('unforeseen');
    const id = element.className.replace(/^u-/, '');
    // Noted before the compiler arrives: rendering again asks for nothing more.
    expect(cache.inserted[id]).toBe(true);
    // The compiler's module loads on its first use (in a busy test run, more than a second: see tests/support/testingLibrary.ts).
    await waitFor(() => expect(getComputedStyle(element).color).toBe('rgb(1, 2, 3)'));
    expect(rules().filter((rule) => rule.startsWith(`@keyframes ${spin.name} `))).toHaveLength(1);
  });
});
