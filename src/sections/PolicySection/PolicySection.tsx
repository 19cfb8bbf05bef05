import { useId } from 'react';
import type { SectionOf } from '../../../schema/index.ts';
import { addressLines, mailHref, mapsHref, telHref } from '../../ui/contactLinks.ts';
import { InlineText } from '../../ui/InlineText.tsx';
import { useShell } from '../../ui/ShellContext.tsx';
import { LastUpdated } from './LastUpdated.tsx';
import { Block } from './PolicyText.tsx';
import {
  Article,
  Contents,
  ContentsLabel,
  ContentsList,
  Dated,
  Details,
  DetailsList,
  DetailsName,
  Overview,
} from './PolicySection.styles.ts';

/**
 * A legal page (privacy, cookies, terms): the title, Last Updated, the intro, a table of
 * contents, the company's identifiers and contacts, then the numbered sections.
 */
export function PolicySection({ section }: { section: SectionOf<'policy'> }) {
  const { ui } = useShell();
  const contentsId = useId();
  return (
    <Article id={section.id}>
      <h1>{section.title}</h1>
      <Dated>
        <LastUpdated label={ui.lastUpdated} fixed={section.lastUpdated} />
      </Dated>
      <p>
        <InlineText value={section.intro} />
      </p>
      <Overview>
        <Contents aria-labelledby={contentsId} data-policy-contents="">
          <ContentsLabel id={contentsId}>{ui.contents}</ContentsLabel>
          <ContentsList>
            {section.sections.map((part) => (
              <li key={part.id}>
                <a href={`#${part.id}`}>{part.heading}</a>
              </li>
            ))}
          </ContentsList>
        </Contents>
        <CompanyDetails />
      </Overview>
      {section.sections.map((part, i) => (
        <section key={part.id} aria-labelledby={part.id}>
          <h2 id={part.id}>
            {i + 1}. {part.heading}
          </h2>
          {part.content.map((block, j) => (
            <Block key={j} block={block} />
          ))}
        </section>
      ))}
    </Article>
  );
}

/** Who the policy is from: legal name, MC, USDOT and EIN numbers, mailbox, phone, and the address and hours when the config has them. */
function CompanyDetails() {
  const { company, ui } = useShell();
  const labels = ui.policyDetails;
  return (
    <Details aria-label={labels.label} data-policy-details="">
      <DetailsName>{company.legalName}</DetailsName>
      <DetailsList>
        <dt>{labels.mcNumber}</dt>
        <dd>{company.mcNumber}</dd>
        <dt>{labels.dotNumber}</dt>
        <dd>{company.dotNumber}</dd>
        <dt>{labels.ein}</dt>
        <dd>{company.ein}</dd>
        <dt>{labels.email}</dt>
        <dd>
          <a href={mailHref(company.email)}>{company.email}</a>
        </dd>
        <dt>{labels.phone}</dt>
        <dd>
          <a href={telHref(company.phone)}>{company.phone}</a>
        </dd>
        {company.address && (
          <>
            <dt>{labels.address}</dt>
            <dd>
              <a href={mapsHref(company.address)}>{addressLines(company.address).join(', ')}</a>
            </dd>
          </>
        )}
        {company.hours && (
          <>
            <dt>{labels.hours}</dt>
            <dd>{company.hours}</dd>
          </>
        )}
      </DetailsList>
    </Details>
  );
}
