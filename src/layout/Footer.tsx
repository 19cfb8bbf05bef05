import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { mailHref, telHref } from '../render/contactLinks.ts';
import { useShell } from '../render/ShellContext.tsx';
import { useCurrentYear } from './useCurrentYear.ts';

const Bar = styled.footer`
  background: ${(p) => p.theme.colors.dark};
  color: ${(p) => p.theme.colors.onDark};
  padding: 3rem 1.25rem 6rem;
`;

const Columns = styled.div`
  max-width: ${(p) => p.theme.maxWidth}px;
  margin: 0 auto;
  display: grid;
  gap: 2rem;
  ${(p) => p.theme.mq.md} {
    grid-template-columns: 2fr 1fr 1fr;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  h2 {
    font-size: 1.1rem;
  }
`;

export function Footer() {
  const { company, navigation, footer } = useShell();
  const year = useCurrentYear();
  return (
    <Bar>
      <Columns>
        <div>
          <h2>{company.name}</h2>
          <p>{footer.about}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">{footer.quickLinksHeading}</h2>
          <ul>
            {navigation.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{footer.contactHeading}</h2>
          <ul>
            <li>
              <a href={mailHref(company.email)}>{company.email}</a>
            </li>
            <li>
              <a href={telHref(company.phone)}>{company.phone}</a>
            </li>
            {footer.contactLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      </Columns>
      <Columns>
        <p>{footer.copyright.replace('{year}', year)}</p>
        <p>
          {company.credit.label}{' '}
          <a href={company.credit.url} rel="noopener noreferrer" target="_blank">
            {company.credit.name}
          </a>
        </p>
        <p>{footer.licence}</p>
      </Columns>
    </Bar>
  );
}
