import { z } from 'zod';
import { properName, sectionId, text } from '../primitives.ts';

export const testimonialsSection = z
  .strictObject({
    type: z.literal('testimonials'),
    id: sectionId.optional(),
    heading: text('Section heading.', 'What Our Clients Say', 'heading'),
    intro: text('Paragraph under the heading.', 'Shippers who trust us.'),
    items: z
      .array(
        z.strictObject({
          name: properName('Name of the person.', 'Jane Doe'),
          role: text('Their role.', 'Logistics Manager'),
          company: properName('Their company.', 'Sample Goods Co.'),
          rating: z.int().min(1).max(5).meta({ description: 'Stars, 1 to 5.' }),
          text: text('The testimonial.', 'Always on time.'),
        }),
      )
      .min(1),
  })
  .meta({ title: 'Testimonials', description: 'Customer testimonials with star ratings.' });
