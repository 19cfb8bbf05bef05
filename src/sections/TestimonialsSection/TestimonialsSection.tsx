import type { SectionOf } from '../../../schema/index.ts';
import { useShell } from '../../render/ShellContext.tsx';
import { Card, Grid } from '../shared/Grid.tsx';
import { Section } from '../shared/Section.tsx';

const MAX_RATING = 5;

export function TestimonialsSection({ section }: { section: SectionOf<'testimonials'> }) {
  const { ui } = useShell();
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone="surface">
      <Grid>
        {section.items.map((item) => (
          <Card key={item.name}>
            <figure style={{ margin: 0 }}>
              <p role="img" aria-label={ui.rating.replace('{rating}', String(item.rating)).replace('{max}', String(MAX_RATING))}>
                {'★'.repeat(item.rating)}
                {'☆'.repeat(MAX_RATING - item.rating)}
              </p>
              <blockquote style={{ margin: '0.75rem 0' }}>
                <p>{item.text}</p>
              </blockquote>
              <figcaption>
                <strong>{item.name}</strong>
                <br />
                {item.role}, {item.company}
              </figcaption>
            </figure>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
