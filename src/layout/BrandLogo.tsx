import { css, Global } from '@emotion/react';
import { LOGO_MAX_WIDTH } from '../site-data/logoBox.ts';
import { useShell } from '../ui/ShellContext.tsx';
import { LIGHT_TOP } from './lightTop.ts';

/*
 * The carrier's logo in the header and footer. A site built without one leaves this module out
 * of its JavaScript: the header and footer use it only when __SITE_HAS_LOGO__ (a build-time
 * constant set by src/vite/siteConfigPlugin.ts) is true, and the build counts this module free of
 * side effects (src/prerender/buildSite.ts), so nothing of it is kept when nothing uses it.
 */

/**
 * The logo's styles, written into the prerendered page's <head> and never sent as JavaScript
 * (like src/theme/GlobalStyles.tsx): the browser keeps them through hydration. The dev server and
 * the component tests render them in the browser too.
 */
function LogoStyles() {
  if (__KEEP_PRERENDERED__) return null;
  return (
    <Global
      styles={css`
        [data-logo],
        [data-logo] img {
          display: block;
          flex: none;
        }
        /* Its own aspect ratio at a fixed height: the width and height attributes reserve the
           box before the file arrives. A very wide wordmark is scaled down within the widest box
           the build wrote it for, never stretched. */
        [data-logo] img {
          height: var(--logo-height);
          width: auto;
          max-width: ${LOGO_MAX_WIDTH}px;
          object-fit: contain;
          object-position: left center;
        }
        /* The header holds the logo for dark backgrounds and the one for light ones, which takes
           its place exactly when the header's text turns dark (Header.tsx); the hidden one is
           display: none, so it is neither seen nor announced, and the link is named once. */
        header [data-logo='light'],
        ${LIGHT_TOP} header:not([data-scrolled], [data-open]) [data-logo='dark'] {
          display: none;
        }
        ${LIGHT_TOP} header:not([data-scrolled], [data-open]) [data-logo='light'] {
          display: block;
        }
      `}
    />
  );
}

export interface BrandLogoProps {
  /** The logo's path as the config names it (the key of its picture in `shell.media`). */
  src: string;
  /** Its height in CSS pixels. */
  height: number;
  /** Which background it is for (the header shows one of two with CSS); without, the one logo there is. */
  variant?: 'light' | 'dark';
}

/**
 * The carrier's logo in place of its written name: the image's text alternative is the company
 * name, so a link around it is named by it once. Loaded lazily: the one of two variants that
 * the header hides (display: none) is not fetched until shown.
 */
export function BrandLogo({ src, height, variant }: BrandLogoProps) {
  const { company, media } = useShell();
  // One file per logo (src/media/logo.ts): no formats or widths to choose from.
  const logo = media[src]!;
  return (
    <span data-logo={variant ?? ''} style={{ '--logo-height': `${height}px` } as React.CSSProperties}>
      <LogoStyles />
      <img src={logo.src} width={logo.width} height={logo.height} alt={company.name} loading="lazy" decoding="async" />
    </span>
  );
}
