import styled from '@emotion/styled';
import { Icon } from '../theme/Icon.tsx';
import { addressLines, mailHref, mapsHref, telHref } from '../ui/contactLinks.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { fill } from '../../schema/placeholders.ts';
import { useShell } from '../ui/ShellContext.tsx';
import { BrandMark, logosOf } from './BrandMark.tsx';
import { BrandLogo } from './BrandLogo.tsx';
import { useCurrentYear } from './useCurrentYear.ts';
import { LanguageLinks } from './LanguageLinks.tsx';
import { LAYOUT_IDS } from '../../schema/anchors.ts';

const Bar = styled.footer`
  background: ${(p) => p.theme.colors.dark};
  color: ${(p) => p.theme.colors.onDark};
  border-top: 1px solid ${(p) => p.theme.colors.lineOnDark};
  /* Room under the last line for the floating buttons, so they never cover it. */
  padding: 3.5rem 1.25rem ${(p) => p.theme.floatingClearance + 8}px;
  ${(p) => p.theme.mq.md} {
    padding: 4.5rem 2rem ${(p) => p.theme.floatingClearance + 16}px;
  }
  a {
    color: inherit;
    text-underline-offset: 0.2em;
  }
  h2 {
    font-size: 0.8125rem;
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    margin-bottom: 1rem;
    color: ${(p) => p.theme.colors.onDarkSoft};
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
`;

const Columns = styled.div`
  max-width: ${(p) => p.theme.maxWidth}px;
  margin: 0 auto;
  display: grid;
  gap: 2.5rem;
  ${(p) => p.theme.mq.md} {
    grid-template-columns: 1.6fr 1fr 1.4fr;
    gap: 3rem;
  }
`;

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

const Contacts = styled.ul`
  display: grid;
  gap: 0.6rem;
  li {
    display: flex;
    align-items: center;
    gap: 0.65rem;
    min-height: 28px;
  }
  li > svg {
    flex: none;
    color: ${(p) => p.theme.colors.onDarkSoft};
  }
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  [data-copy] {
    width: 40px;
    height: 40px;
  }
`;

const Bottom = styled.div`
  max-width: ${(p) => p.theme.maxWidth}px;
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

export function Footer() {
  const { company, navigation, footer } = useShell();
  const year = useCurrentYear();
  const logos = logosOf(company);
  return (
    <Bar data-surface="dark">
      <Columns>
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
        <div>
          <h2>{footer.contactHeading}</h2>
          <Contacts>
            <li>
              <Icon name="Mail" aria-hidden="true" size={18} />
              <a href={mailHref(company.email, footer.mailSubject)}>{company.email}</a>
              <CopyButton value={company.email} />
            </li>
            <li>
              <Icon name="Phone" aria-hidden="true" size={18} />
              <a href={telHref(company.phone)}>{company.phone}</a>
              <CopyButton value={company.phone} />
            </li>
            {__SITE_HAS_ADDRESS__ && company.address && (
              <li>
                <Icon name="MapPin" aria-hidden="true" size={18} />
                <a href={mapsHref(company.address)}>{addressLines(company.address).join(', ')}</a>
              </li>
            )}
            {__SITE_HAS_ADDRESS__ && company.hours && (
              <li>
                <Icon name="CircleCheck" aria-hidden="true" size={18} />
                {company.hours}
              </li>
            )}
            {footer.contactLines.map((line) => (
              <li key={line}>
                <Icon name="CircleCheck" aria-hidden="true" size={18} />
                {line}
              </li>
            ))}
          </Contacts>
        </div>
      </Columns>
      <Bottom>
        <p>{fill(footer.copyright, { year })}</p>
        <LanguageLinks />
        <p>{footer.licence}</p>
        <p>
          {company.credit.label}{' '}
          <a href={company.credit.url} rel="noopener noreferrer">
            {company.credit.name}
          </a>
        </p>
      </Bottom>
    </Bar>
  );
}
