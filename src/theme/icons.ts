import type { IconName as ConfigIconName } from '../../schema/index.ts';
import type { IconName } from './Icon.tsx';

/** The curated icons a config may name, as lucide names them (./Icon.tsx draws them). */
export const icons = {
  truck: 'Truck',
  route: 'Route',
  zap: 'Zap',
  handshake: 'Handshake',
  'clipboard-list': 'ClipboardList',
  'thermometer-snowflake': 'ThermometerSnowflake',
  'shield-check': 'ShieldCheck',
  headset: 'Headset',
  wrench: 'Wrench',
  clock: 'Clock',
  'dollar-sign': 'DollarSign',
  'trending-up': 'TrendingUp',
  users: 'Users',
  package: 'Package',
  map: 'Map',
  award: 'Award',
} as const satisfies Record<ConfigIconName, IconName>;
