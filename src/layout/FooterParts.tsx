import styled from '@emotion/styled';
import { PLACEHOLDER } from '../../schema/placeholders.ts';
import { LAYOUT_IDS } from '../../schema/anchors.ts';
import { useShell } from '../ui/ShellContext.tsx';
import { VISITOR_YEAR } from '../ui/dates/visitorDates.ts';
import { BrandMark, logosOf } from './BrandMark.tsx';
import { BrandLogo } from './BrandLogo.tsx';
import { LanguageLinks } from './LanguageLinks.tsx';

/*
 * The footer's parts that are only words and plain links (./Footer.tsx): the company, the quick
 * links, the bottom line. The browser keeps them as prerendered (../ui/islands/KeptElement.tsx), so this
 * module only defines things and the browser's code leaves it out, with its styles and words
 * (src/prerender/buildSite.ts).
 */

const Company = styled.div`
  p {
    max-width: 28rem;
    color: ${(p) => p.theme.colors.onDarkSoft};
  }
`;

const Name = styled.p`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  font-size: 1.2rem;
  font-weight: 800;
  color: ${(p) => p.theme.colors.onDark} !important;
`;

const QuickLinks = styled.ul`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    text-decoration: none;
    color: ${(p) => p.theme.colors.onDarkSoft};
    &:hover {
      color: ${(p) => p.theme.colors.onDark};
      text-decoration: underline;
    }
  }
`;

const Bottom = styled.div`
  max-width: ${(p) => p.theme.maxWidth};
  margin: 3rem auto 0;
  padding-top: 1.5rem;
  border-top: 1px solid ${(p) => p.theme.colors.lineOnDark};
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  justify-content: space-between;
  font-size: 0.9375rem;
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.onDarkSoft};
  }
`;

/** The company: its logo for dark backgrounds (or its mark and name), and what it does. */
export function FooterCompany() {
  const { company, footer } = useShell();
  const logos = logosOf(company);
  return (
    <Company>
      <Name>
        {/* On the footer's dark background: the logo for dark backgrounds, in place of the written name. */}
        {__SITE_HAS_LOGO__ && logos ? (
          <BrandLogo src={logos.dark} height={44} />
        ) : (
          <>
            <BrandMark />
            {company.name}
          </>
        )}
      </Name>
      <p>{footer.about}</p>
    </Company>
  );
}

/** Quick Links: the site's navigation again. */
export function FooterLinks() {
  const { navigation, footer } = useShell();
  return (
    <nav aria-labelledby={LAYOUT_IDS.footerQuickLinks}>
      <h2 id={LAYOUT_IDS.footerQuickLinks}>{footer.quickLinksHeading}</h2>
      <QuickLinks>
        {navigation.map((link) => (
          <li key={link.path}>
            <a href={link.path}>{link.label}</a>
          </li>
        ))}
      </QuickLinks>
    </nav>
  );
}

/**
 * The bottom line: the copyright, its year the build's until the browser writes the visitor's
 * (../ui/dates/visitorDates.ts), the language switch, the licence and the site's credit, if it has one.
 */
export function FooterBottom() {
  const { company, footer, buildDate } = useShell();
  const year = buildDate.slice(0, 4);
  return (
    <Bottom>
      {/* The copyright's one placeholder, {year}, split out (text, name, text…) to be a <time> the browser finds by its mark.
          The layout may write the visitor's year into it before this island hydrates: React keeps that text rather than
          calling it a mismatch (a page built in December, read in January). */}
      <p>
        {footer.copyright.split(PLACEHOLDER).map((part, i) =>
          i % 2 ? (
            <time key={i} dateTime={year} {...{ [VISITOR_YEAR]: '' }} suppressHydrationWarning>
              {year}
            </time>
          ) : (
            part
          ),
        )}
      </p>
      <LanguageLinks />
      <p>{footer.licence}</p>
      {company.credit && (
        <p>
          {`${company.credit.label} `}
          <a href={company.credit.url} rel="noopener noreferrer">
            {company.credit.name}
          </a>
        </p>
      )}
    </Bottom>
  );
}
