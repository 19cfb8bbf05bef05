import styled from '@emotion/styled';
import { Icon } from '../theme/Icon.tsx';
import type { Shell } from '../site-data/siteData.ts';

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
      <Icon name="Truck" size={22} strokeWidth={2.25} />
    </Mark>
  );
}

/**
 * The logo files of the config for each background (company.logo, company.logoOnDark), each
 * standing in for the other when the config has one only; false without a logo. A site built
 * without one (SITE_HAS_LOGO, set by src/vite/siteConfigPlugin.ts) makes this `false` at build
 * time, and the bundler drops every logo component with the code that only it reaches.
 */
export function logosOf(company: Shell['company']): { light: string; dark: string } | false {
  if (!__SITE_HAS_LOGO__) return false;
  const light = company.logo ?? company.logoOnDark;
  const dark = company.logoOnDark ?? company.logo;
  return light && dark ? { light, dark } : false;
}
