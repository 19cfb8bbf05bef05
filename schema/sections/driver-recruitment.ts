import { z } from 'zod';
import { action } from '../action.ts';
import { routePath, sectionId, text } from '../primitives.ts';
import { iconCard } from './shared.ts';

export const driverRecruitmentSection = z
  .strictObject({
    type: z.literal('driver-recruitment'),
    id: sectionId.optional(),
    heading: text('Section heading inviting drivers.', 'Join Our Team of Professional Drivers', 'heading'),
    intro: text('Paragraph under the heading.', 'Build your career with us.'),
    benefits: z.array(iconCard).min(1),
    panel: z.strictObject({
      title: text('Panel title.', 'Ready to Hit the Road?', 'heading'),
      text: text('Panel text.', 'Join our growing fleet.'),
      actions: z.array(action).min(1).max(3),
      note: text('Requirements under the buttons.', 'CDL Class A required'),
      link: z
        .strictObject({
          label: text('Link text.', 'See open driver jobs', 'heading'),
          href: routePath.meta({ description: 'Route of this site the link goes to.', examples: ['/drivers'] }),
        })
        .optional()
        .meta({ description: 'A link under the panel, such as to a page of driver jobs.' }),
    }),
  })
  .meta({ title: 'Driver recruitment', description: 'Benefits for drivers and how to apply.' });
