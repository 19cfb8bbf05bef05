import { Global, css, useTheme } from '@emotion/react';
import { printStyles } from './printStyles.ts';
import { SECTIONS_AFTER_FIRST } from './sectionsAfterFirst.ts';
import { BODY_LINE_HEIGHT } from './theme.ts';

/**
 * With brand fonts: headings in the heading font, and form controls in the body font (a browser
 * gives buttons and inputs its own system font unless told to inherit). A <Global> of its own,
 * so that a config without brand fonts gets the styles below unchanged, to the byte and the hash.
 */
const brandFontStyles = (headingFontFamily: string) => css`
  h1,
  h2,
  h3 {
    font-family: ${headingFontFamily};
  }
  button,
  input,
  select,
  textarea {
    font-family: inherit;
  }
`;

export function GlobalStyles() {
  const theme = useTheme();
  const base = (
    <Global
      styles={css`
        *,
        *::before,
        *::after {
          box-sizing: border-box;
        }
        html {
          -webkit-text-size-adjust: 100%;
          scroll-behavior: smooth;
          /* The fixed header must not cover a section reached through #anchor. */
          scroll-padding-top: 5rem;
          /* A classic scrollbar from the first paint, whether the page is yet taller than the
             window or not: a page shorter than the window until its later part shows gained one
             then, and everything centred on it moved sideways by half its width (CLS 0.0064 on a
             short policy page at 1350 px). A scrollbar drawn over the page (phones, macOS) takes
             no room either way. */
          overflow-y: scroll;
        }
        @media (prefers-reduced-motion: reduce) {
          html {
            scroll-behavior: auto;
          }
        }
        body {
          margin: 0;
          font-family: ${theme.fontFamily};
          font-size: 1rem;
          line-height: ${BODY_LINE_HEIGHT};
          color: ${theme.colors.text};
          background: ${theme.colors.background};
        }
        h1,
        h2,
        h3 {
          line-height: 1.2;
          margin: 0 0 0.75rem;
        }
        p {
          margin: 0 0 1rem;
        }
        img,
        svg {
          max-width: 100%;
        }
        a {
          color: inherit;
        }
        /* A phone number never breaks across lines (why html-validate's tel-non-breaking is off). */
        a[href^='tel:'] {
          white-space: nowrap;
        }
        /* The focus ring contrasts with what is around it: the brand hue's shade for light
           grounds, and its shade for dark ones (data-surface="dark"), src/theme/roles.ts. */
        :root {
          --focus-ring: ${theme.colors.link};
        }
        [data-surface='dark'] {
          --focus-ring: ${theme.colors.linkOnDark};
        }
        :focus-visible {
          outline: 3px solid var(--focus-ring);
          outline-offset: 2px;
        }
        /* The skip link's target takes focus programmatically; it needs no ring. */
        main:focus {
          outline: none;
        }
        /* A press on a button's icon is the button's: the pointer never lands on the icon's
           drawing. An icon's <use> draws its symbol in a tree of its own, which the browser
           rebuilds whenever the icon changes (the menu's, as React takes the header over); a
           press that came down on that drawing and went up after the change was no click at all
           (the menu left open, 3 double taps of 3 at 450 ms on a 6x slower phone, 2026-12-05). */
        button svg {
          pointer-events: none;
        }
        /* The browser lays out a section after the first only when it nears the viewport: the
           first layout of a long page held the main thread for 30-55 ms, about half of it for
           sections nobody sees yet. A page opened at one of its sections (/#services) or at
           something inside one (an FAQ question, /drivers#home-time) lays out everything, so it
           lands exactly on it. */
        ${SECTIONS_AFTER_FIRST} {
          content-visibility: auto;
          contain-intrinsic-size: auto 1000px;
        }
        main:has(:target) > * {
          content-visibility: visible;
        }
        /* Printed, every section is laid out: browsers do it when printing for real, this makes
           capture tools that emulate print media (Playwright's emulateMedia) see them too. */
        @media print {
          ${SECTIONS_AFTER_FIRST} {
            content-visibility: visible;
          }
        }
        body {
          -webkit-font-smoothing: antialiased;
          text-rendering: optimizeLegibility;
        }
      `}
    />
  );
  return (
    <>
      {base}
      {theme.hasBrandFonts && <Global styles={brandFontStyles(theme.headingFontFamily)} />}
      {/* A <Global> of its own: the prerender moves it to the later stylesheet (src/app/laterStyles.ts). */}
      <Global styles={printStyles} />
    </>
  );
}
