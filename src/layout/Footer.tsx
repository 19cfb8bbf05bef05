import styled from '@emotion/styled';
import { Icon } from '../theme/Icon.tsx';
import { addressLines, mailHref, mapsHref, telHref } from '../ui/contactLinks.ts';
import { CopyButton } from '../ui/CopyButton.tsx';
import { useShell } from '../ui/ShellContext.tsx';
import { styleProps } from '../ui/domProps/styleProps.ts';
import { KeptElement } from '../ui/islands/KeptElement.tsx';
import { FooterBottom, FooterCompany, FooterLinks } from './FooterParts.tsx';
import { footerHeightRem } from './footerHeight.ts';

const Bar = styled('footer', styleProps('heightRem'))<{ heightRem: number }>`
  /* Its content's height while the browser has not laid it out (./footerHeight.ts). */
  contain-intrinsic-size: auto ${(p) => p.heightRem}rem;
  background: ${(p) => p.theme.colors.dark};
  color: ${(p) => p.theme.colors.onDark};
  border-top: 1px solid ${(p) => p.theme.colors.lineOnDark};
  /* Room under the last line for the floating buttons, so they never cover it. */
  padding: 3.5rem 1.25rem calc(${(p) => p.theme.floatingClearance} + 0.5rem);
  ${(p) => p.theme.mq.md} {
    padding: 4.5rem 2rem calc(${(p) => p.theme.floatingClearance} + 1rem);
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
  max-width: ${(p) => p.theme.maxWidth};
  margin: 0 auto;
  display: grid;
  gap: 2.5rem;
  ${(p) => p.theme.mq.md} {
    grid-template-columns: 1.6fr 1fr 1.4fr;
    gap: 3rem;
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

/**
 * The site's footer: the company, Quick Links, Contact Us and the bottom line. Contact Us has
 * copy buttons, which hydrate; the other parts are words and plain links, kept as prerendered
 * in the browser (./FooterParts.tsx).
 */
export function Footer() {
  const shell = useShell();
  const { company, footer } = shell;
  return (
    <Bar data-surface="dark" heightRem={footerHeightRem(shell)}>
      <Columns>
        {__KEEP_PRERENDERED__ ? <KeptElement tag="div" /> : <FooterCompany />}
        {__KEEP_PRERENDERED__ ? <KeptElement tag="nav" /> : <FooterLinks />}
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
      {__KEEP_PRERENDERED__ ? <KeptElement tag="div" /> : <FooterBottom />}
    </Bar>
  );
}
