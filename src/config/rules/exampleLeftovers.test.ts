import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { carrierOf, exampleLeftovers } from './exampleLeftovers.ts';
import { declaredLanguages } from '../languages/languageTexts.ts';
import { inspectConfig, inspectConfigSource } from '../loadSiteConfig.ts';
import { formatFinding } from '../problem.ts';

/** A small example: a carrier with a tagline in two languages, an address and one testimonial. */
const EXAMPLE = `
company:
  name: Sample Carrier Co
  tagline:
    en-US: Reliable freight, 24 hours a day.
    es-US: Carga confiable, las 24 horas del día.
  address: { street: 1200 Example Parkway, city: Columbus, region: OH, postalCode: "43215" }
routes:
  - path: /
    sections:
      - type: testimonials
        items:
          - name: Jordan Sample
            role: { en-US: Logistics Manager, es-US: Gerente de logística }
            company: Sample Foods Co.
            rating: 5
            text: { en-US: Always on time., es-US: Siempre a tiempo. }
languages: [{ lang: en-US }, { lang: es-US }]
`;
const example = carrierOf(EXAMPLE);

/** What the check finds left of the small example in `yaml`, as `path  message`. */
function leftovers(yaml: string): string[] {
  const raw: unknown = parse(yaml);
  return exampleLeftovers(raw, declaredLanguages(raw), example).map(({ path, message }) => `${path.join('.')}  ${message}`);
}

/** The small example with its carrier's name and street changed, then each of `edits` made. */
const another = (...edits: [string, string][]) =>
  edits.reduce(
    (yaml, [from, to]) => {
      expect(yaml).toContain(from);
      return yaml.replace(from, to);
    },
    EXAMPLE.replace('name: Sample Carrier Co', 'name: Acme Freight').replace('1200 Example Parkway', '400 Industrial Drive'),
  );

describe("what is left of the example in another carrier's config", () => {
  it('a value of the example carrier still there in one language is one warning at that language', () => {
    const ownTestimonial: [string, string][] = [
      ['Jordan Sample', 'Pat Doe'],
      ['Sample Foods Co.', 'Doe Farms'],
      ['Always on time.', 'Fast.'],
      ['Siempre a tiempo.', 'Rápido.'],
    ];
    expect(leftovers(another(['en-US: Reliable freight, 24 hours a day.', 'en-US: Acme moves reefer loads.'], ...ownTestimonial))).toEqual([
      `company.tagline.es-US  Still the example's: "Carga confiable, las 24 horas del día.". Write the carrier's own`,
    ]);
  });

  it("several of one item's values are one warning at the item, naming them; a role is anyone's", () => {
    expect(leftovers(another(['Carga confiable', 'Carga de Acme'], ['Reliable freight', 'Acme freight']))).toEqual([
      `routes.0.sections.0.items.0  3 values still the example's (name, company, text): write the carrier's own, or remove the whole item`,
    ]);
  });

  it("the example's city, state and ZIP code may be another carrier's too: only its street is the example's", () => {
    const own = another(
      ['Reliable freight', 'Acme freight'],
      ['Carga confiable', 'Carga de Acme'],
      ['Jordan Sample', 'Pat Doe'],
      ['Sample Foods Co.', 'Doe Farms'],
      ['Always on time.', 'Fast.'],
      ['Siempre a tiempo.', 'Rápido.'],
    );
    expect(own).toContain('city: Columbus, region: OH, postalCode: "43215"');
    expect(leftovers(own)).toEqual([]);
    expect(leftovers(own.replace('400 Industrial Drive', '1200 Example Parkway'))).toEqual([
      `company.address.street  Still the example's: "1200 Example Parkway". Write the carrier's own`,
    ]);
  });

  it("a placeholder is a warning in any config, the example carrier's too; several in one item are one", () => {
    const withPlaceholders = EXAMPLE.replace('en-US: Reliable freight, 24 hours a day.', 'en-US: "[[TODO: your tagline]]"')
      .replace('name: Jordan Sample', 'name: "[[TODO: a customer\'s name]]"')
      .replace('en-US: Always on time.', 'en-US: "[[TODO: their words]]"');
    expect(leftovers(withPlaceholders)).toEqual([
      `company.tagline.en-US  A placeholder left to write, shown on the site as it is: "[[TODO: your tagline]]". Write the carrier's own text in its place`,
      `routes.0.sections.0.items.0  2 placeholders left to write, shown on the site as they are (name, text): write the carrier's own in place of each "[[TODO: …]]", or remove the whole item`,
    ]);
    // Half edited, its closing brackets gone: still a placeholder.
    expect(leftovers(EXAMPLE.replace('Always on time.', '"[[TODO their words"'))).toHaveLength(1);
  });

  it('the example carrier (its company.name) is not compared with itself', () => {
    expect(leftovers(EXAMPLE)).toEqual([]);
  });
});

describe('the check of a config, against site.config.yaml', () => {
  const GOOD = readFileSync('site.config.yaml', 'utf8');
  const warnings = (yaml: string) =>
    inspectConfigSource(yaml, 'site.config.yaml')
      .findings.filter((f) => f.severity === 'warning')
      .map(formatFinding);

  it('the example itself has no warning', () => {
    expect(inspectConfig('site.config.yaml').findings.filter((f) => f.severity !== 'note')).toEqual([]);
  });

  it("a copy renamed for another carrier is warned of each of the example carrier's values, located, and nothing else", () => {
    const renamed = warnings(GOOD.replace(/^ {2}name: .*$/m, '  name: Acme Freight'));
    expect(renamed.map((line) => line.split('  ')[1])).toEqual([
      'company.legalName',
      'company.tagline.en-US',
      'company.email',
      'company.phone',
      'company.mcNumber',
      'company.dotNumber',
      'company.ein',
      'company.address.street',
      'company.siteUrl',
      'company.credit.name',
      'company.credit.url',
      'routes.0.sections.6.items.0',
      'routes.0.sections.6.items.1',
      'routes.0.sections.6.items.2',
      'routes.1.sections.1.postings.1',
      'routes.1.sections.2.intro.en-US',
      'routes.1.sections.2.terminals.0.name.en-US',
      'routes.1.sections.2.terminals.1.name.en-US',
      'routes.1.sections.2.terminals.2.name.en-US',
      'seo.shortName',
      'deploy.redirectHosts.0',
    ]);
    const lines = GOOD.split('\n');
    const line = (start: string) => lines.findIndex((l) => l.startsWith(start)) + 1;
    expect(renamed).toContain(
      `site.config.yaml:${line('          - name: Jordan Sample')}:13  routes.0.sections.6.items.0  warning: page / › section 7 (testimonials "What Our Clients Say") › item 1 "Jordan Sample": 3 values still the example's (name, company, text): write the carrier's own, or remove the whole item`,
    );
    expect(renamed).toContain(
      `site.config.yaml:${line('          - slug: regional-company-driver')}:13  routes.1.sections.1.postings.1  warning: page /drivers › section 2 (jobs "Open Driver Positions") › posting 2 "Regional Company Driver – Midwest Reefer": 3 values still the example's (title, requirements 2, description 1): write the carrier's own, or remove the whole item`,
    );
    expect(renamed).toContain(
      `site.config.yaml:${line('    street: ')}:13  company.address.street  warning: Still the example's: "1200 Example Parkway, Suite 300". Write the carrier's own`,
    );
  });
});
