import styled from '@emotion/styled';
import { Truck } from 'lucide-react';
import { IMAGE_LAYOUTS } from '../site-data/media.ts';
import { Picture } from '../ui/Picture.tsx';
import { useShell } from '../ui/ShellContext.tsx';

const Mark = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 38px;
  height: 38px;
  border-radius: ${(p) => Math.min(p.theme.radius, 12)}px;
  background: ${(p) => p.theme.colors.primary};
  color: ${(p) => p.theme.colors.onPrimary};
`;

/** The logo mark beside the company name (decorative: the name is always written next to it). */
export function BrandMark() {
  return (
    <Mark aria-hidden="true">
      <Truck size={22} strokeWidth={2.25} />
    </Mark>
  );
}

/**
 * The logo files of the config for each background (company.logo, company.logoOnDark), each
 * standing in for the other when the config has one only; undefined without a logo.
 */
export function useLogos(): { light: string; dark: string } | undefined {
  const { company } = useShell();
  const light = company.logo ?? company.logoOnDark;
  const dark = company.logoOnDark ?? company.logo;
  return light && dark ? { light, dark } : undefined;
}

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
