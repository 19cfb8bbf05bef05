import type { SectionOf } from '../../../schema/index.ts';
import { Card, Grid } from '../shared/Grid.tsx';
import { Section } from '../shared/Section.tsx';
import { StatTiles } from '../shared/StatTiles.tsx';

export function AboutSection({ section }: { section: SectionOf<'about'> }) {
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro}>
      <Grid columns={section.statements.length}>
        {section.statements.map((s) => (
          <Card key={s.title}>
            <h3>{s.title}</h3>
            <p>{s.text}</p>
          </Card>
        ))}
      </Grid>
      <StatTiles stats={section.stats} />
    </Section>
  );
}
