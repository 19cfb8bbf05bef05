import { css } from '@emotion/react';
import { FLOATING_BUTTON, LAYOUT_IDS } from '../../schema/anchors.ts';

/**
 * Paper version of every page, written for the policies: the page's own text only, in black
 * on white, with the address of each link printed after it.
 * - Hidden: the fixed header (any <header> outside <main>), the skip link, the floating buttons
 *   (marked FLOATING_BUTTON), the footer's navigation, and anything marked `data-print="hide"`.
 * - Motion off: no animation or transition, and elements an entrance animation left faded or
 *   shifted are printed in place.
 * - Links: `data-print-url` (set where the printed text would not show the target, such as a
 *   route link) or else an absolute http(s) href is printed after the link text; in-page
 *   anchors, mail and phone links whose text already is the address print nothing extra.
 */
export const printStyles = css`
  @media print {
    @page {
      margin: 18mm 16mm;
    }
    html {
      scroll-padding-top: 0;
    }
    body {
      background: #fff !important;
      color: #000 !important;
      font-size: 11pt;
    }
    #root header:not(main header),
    [${FLOATING_BUTTON}],
    footer nav,
    a[href='#${LAYOUT_IDS.main}'],
    [data-print='hide'] {
      display: none !important;
    }
    footer {
      background: none !important;
      color: #000 !important;
      padding: 1rem 0 0 !important;
      border-top: 1px solid #999;
    }
    *,
    *::before,
    *::after {
      animation: none !important;
      transition: none !important;
      box-shadow: none !important;
    }
    [style*='opacity'] {
      opacity: 1 !important;
    }
    [style*='transform'] {
      transform: none !important;
    }
    a {
      color: #000 !important;
    }
    a[data-print-url]::after {
      content: ' (' attr(data-print-url) ')';
      font-size: 0.9em;
      overflow-wrap: anywhere;
    }
    a[href^='http']:not([data-print-url])::after {
      content: ' (' attr(href) ')';
      font-size: 0.9em;
      overflow-wrap: anywhere;
    }
    h1,
    h2,
    h3 {
      break-after: avoid;
    }
    p,
    li {
      orphans: 3;
      widows: 3;
    }
  }
`;
