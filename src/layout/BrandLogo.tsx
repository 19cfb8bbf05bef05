import styled from '@emotion/styled';
import { IMAGE_LAYOUTS } from '../site-data/media.ts';
import { Picture } from '../ui/Picture.tsx';
import { useShell } from '../ui/ShellContext.tsx';
import { LIGHT_TOP } from './lightTop.ts';

/*
 * The carrier's logo in the header and footer. A site built without one leaves this module out
 * of its JavaScript: the header and footer use it only when SITE_HAS_LOGO (a build-time constant
 * set by src/vite/siteConfigPlugin.ts) is true, and the build counts this module free of side
 * effects (src/prerender/buildSite.ts), so nothing of it is kept when nothing uses it.
 */

const Logo = styled.span<{ tall: number }>`
  display: block;
  flex: none;
  picture,
  img {
    display: block;
  }
  /* Its own aspect ratio at a fixed height: the width and height attributes reserve the box
     before the file arrives. A very wide wordmark is scaled down within the widest box the build
     wrote it for, never stretched. */
  img {
    height: ${(p) => p.tall}px;
    width: auto;
    max-width: ${IMAGE_LAYOUTS.logo.sizes};
    object-fit: contain;
    object-position: left center;
  }
`;

export interface BrandLogoProps {
  /** The logo's path as the config names it (the key of its picture in `shell.media`). */
  src: string;
  /** Its height in CSS pixels. */
  height: number;
  /** Which background it is for, as `data-logo` (the header shows one of two with CSS). */
  variant?: 'light' | 'dark';
  className?: string;
}

/**
 * The carrier's logo in place of its written name: the image's text alternative is the company
 * name, so a link around it is named by it once. Loaded lazily: the one of two variants that
 * the header hides (display: none) is not fetched until shown.
 */
export function BrandLogo({ src, height, variant, className }: BrandLogoProps) {
  const { company } = useShell();
  return (
    <Logo tall={height} className={className} data-logo={variant}>
      <Picture src={src} alt={company.name} sizes={IMAGE_LAYOUTS.logo.sizes} />
    </Logo>
  );
}

/**
 * The logo for dark backgrounds, and the one for light ones that takes its place exactly when
 * the header's text turns dark (Bar above). Both are in the page; the hidden one is
 * display: none, so it is neither seen nor announced, and the link is named once.
 */
export const HeaderLogo = styled(BrandLogo)`
  &[data-logo='light'] {
    display: none;
  }
  ${LIGHT_TOP} header:not([data-scrolled], [data-open]) &[data-logo='dark'] {
    display: none;
  }
  ${LIGHT_TOP} header:not([data-scrolled], [data-open]) &[data-logo='light'] {
    display: block;
  }
`;
