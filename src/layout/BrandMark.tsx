import styled from '@emotion/styled';
import { Truck } from 'lucide-react';

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
