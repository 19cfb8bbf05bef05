import styled from '@emotion/styled';
import { NavLink } from 'react-router-dom';
import { useShell } from '../render/ShellContext.tsx';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: 20;
  color: ${(p) => p.theme.colors.onDark};
  background: ${(p) => p.theme.colors.dark};
`;

const Row = styled.div`
  max-width: ${(p) => p.theme.maxWidth}px;
  margin: 0 auto;
  padding: 0.75rem 1.25rem;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  a {
    text-decoration: none;
  }
`;

const Links = styled.ul`
  display: flex;
  gap: 1.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
  a[aria-current='page'] {
    text-decoration: underline;
  }
`;

export function Header() {
  const { company, navigation, header } = useShell();
  return (
    <Bar>
      <Row>
        <NavLink to="/">{company.name}</NavLink>
        <nav aria-label={header.navLabel}>
          <Links>
            {navigation.map((link) => (
              <li key={link.path}>
                <NavLink to={link.path} end>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </Links>
        </nav>
      </Row>
    </Bar>
  );
}
