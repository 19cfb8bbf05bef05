import type { SectionOf } from '../../../schema/index.ts';
import { Card, Grid } from '../shared/Grid.tsx';
import { Section } from '../shared/Section.tsx';
import { saferUrl } from './saferUrl.ts';

export function CompanyInfoSection({ section }: { section: SectionOf<'company-info'> }) {
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone="surface">
      <Grid columns={4}>
        {section.tiles.map((tile) => (
          <Card key={tile.label}>
            <h3>{tile.label}</h3>
            <p>
              {tile.verify ? (
                <a href={saferUrl(tile.verify, tile.value)} aria-label={tile.verifyLabel} rel="noopener noreferrer">
                  {tile.value}
                </a>
              ) : (
                tile.value
              )}
            </p>
            <p>{tile.description}</p>
          </Card>
        ))}
      </Grid>
      <p>{section.note}</p>
    </Section>
  );
}
