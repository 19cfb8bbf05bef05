import styled from '@emotion/styled';
import { Icon } from '../../theme/Icon.tsx';
import type { SectionOf } from '../../../schema/index.ts';
import { fill } from '../../../schema/placeholders.ts';
import { Reveal } from '../../ui/motion.tsx';
import { useShell } from '../../ui/ShellContext.tsx';
import { InfoTip } from '../../ui/tooltip/InfoTip.tsx';
import { Card, Grid } from '../../ui/section/Grid.tsx';
import { Section } from '../../ui/section/Section.tsx';
import { saferUrl } from './saferUrl.ts';

const Tile = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  border-top: 4px solid ${(p) => p.theme.colors.primary};
`;

const Label = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  min-height: 32px;
  color: ${(p) => p.theme.colors.muted};
  && h3 {
    margin: 0;
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

const Value = styled.p`
  && {
    color: ${(p) => p.theme.colors.text};
  }
  font-size: 1.3rem;
  font-weight: 800;
  line-height: 1.3;
  letter-spacing: -0.01em;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const Verify = styled.p`
  && {
    margin-top: auto;
  }
  padding-top: 0.5rem;
  a {
    color: ${(p) => p.theme.colors.link};
    font-size: 0.9375rem;
    font-weight: 650;
    text-underline-offset: 0.2em;
  }
  svg {
    vertical-align: -0.15em;
    margin-left: 0.35em;
  }
`;

/** Lets a long mailbox break after its "@" rather than anywhere. */
const breakable = (value: string) => {
  const at = value.indexOf('@');
  return at < 0 ? (
    value
  ) : (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  );
};

const Note = styled(Reveal)`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.6rem;
  width: fit-content;
  max-width: 100%;
  margin: 2.5rem auto 0;
  padding: 0.75rem 1.25rem;
  border-radius: ${(p) => p.theme.radius + 4}px;
  background: ${(p) => p.theme.colors.background};
  border: 1px solid ${(p) => p.theme.colors.border};
  font-weight: 600;
  svg {
    flex: none;
    color: ${(p) => p.theme.colors.link};
  }
  p {
    margin: 0;
  }
`;

/**
 * Registration tiles (MC, USDOT, EIN, mailbox). A tile with a `tooltip` explains itself in one;
 * one with `verify` links to the carrier's public FMCSA SAFER snapshot.
 */
export function CompanyInfoSection({ section }: { section: SectionOf<'company-info'> }) {
  const { ui } = useShell();
  const columns = Math.min(section.tiles.length, 4);
  return (
    <Section id={section.id} heading={section.heading} intro={section.intro} tone="surface">
      <Grid columns={columns}>
        {section.tiles.map((tile) => (
          <Tile key={tile.label}>
            <Label>
              <h3>{tile.label}</h3>
              {tile.tooltip && <InfoTip label={fill(ui.explain, { label: tile.label })} text={tile.tooltip} />}
            </Label>
            <Value>{breakable(tile.value)}</Value>
            <p>{tile.description}</p>
            {tile.verify && (
              <Verify>
                <a href={saferUrl(tile.verify, tile.value)} rel="noopener noreferrer" data-verify={tile.verify}>
                  {tile.verifyLabel ?? tile.value}
                  <Icon name="ExternalLink" aria-hidden="true" size={16} />
                </a>
              </Verify>
            )}
          </Tile>
        ))}
      </Grid>
      <Note>
        <Icon name="ShieldCheck" aria-hidden="true" size={22} />
        <p>{section.note}</p>
      </Note>
    </Section>
  );
}
