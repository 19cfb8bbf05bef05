import { describe, expect, it } from 'vitest';
import { shell } from '../../tests/support/renderWithSite.tsx';
import { footerHeightRem } from './footerHeight.ts';

// tests/full/reflow.test.ts holds the height to the footer as the browser lays it out; this, to
// what a carrier adds to its footer.
describe("the footer's height before it is laid out", () => {
  const example = footerHeightRem(shell);

  it('grows by a link row for each link a carrier adds to its menu', () => {
    const links = [...shell.navigation, ...shell.navigation.map((link) => ({ ...link, path: `${link.path}/more` }))];
    expect(footerHeightRem({ ...shell, navigation: links })).toBeGreaterThanOrEqual(example + shell.navigation.length * 2.25);
  });

  it('grows with a longer text, a line of the narrowest phone at a time', () => {
    const about = `${shell.footer.about} ${shell.footer.about}`;
    expect(footerHeightRem({ ...shell, footer: { ...shell.footer, about } })).toBeGreaterThanOrEqual(
      example + Math.floor(shell.footer.about.length / 24) * 1.6,
    );
  });

  it('makes room for the address, the hours, the credit and each contact line a carrier gives', () => {
    const { address: _address, hours: _hours, credit: _credit, ...bare } = shell.company;
    const fewer = footerHeightRem({ ...shell, company: bare, footer: { ...shell.footer, contactLines: [] } });
    expect(shell.company.address && shell.company.hours && shell.company.credit && shell.footer.contactLines.length).toBeTruthy();
    expect(fewer).toBeLessThanOrEqual(example - 2.5 * (2 + shell.footer.contactLines.length));
  });
});
