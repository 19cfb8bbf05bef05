import { z } from 'zod';
import { icon } from '../icons.ts';
import { text } from '../primitives.ts';

export const stat = z.strictObject({
  value: text('The figure.', '500+'),
  label: text('What it counts.', 'Loads Delivered'),
});

export const iconCard = z.strictObject({
  icon,
  title: text('Card title.', 'Dry Van', 'heading'),
  description: text('Card text.', 'Secure enclosed trailers for general freight.'),
});
