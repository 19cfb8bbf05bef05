import { z } from 'zod';

/**
 * Icon names a config may use. src/theme/icons.ts maps each to a lucide component and is
 * type-checked against this list, so the two can never drift apart.
 */
export const iconNames = [
  'truck',
  'route',
  'zap',
  'handshake',
  'clipboard-list',
  'thermometer-snowflake',
  'shield-check',
  'headset',
  'wrench',
  'clock',
  'dollar-sign',
  'trending-up',
  'users',
  'package',
  'map',
  'award',
] as const;

export type IconName = (typeof iconNames)[number];

export const icon = z.enum(iconNames).meta({ description: 'Name of an icon from the curated set.', examples: ['truck'] });
