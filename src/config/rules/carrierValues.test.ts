import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { textsAt, textsNamingCarrier } from './carrierValues.ts';
import { declaredLanguages } from '../languages/languageTexts.ts';

const raw: unknown = parse(readFileSync('site.config.yaml', 'utf8'), { merge: true });
const languages = declaredLanguages(raw);
const naming = (data: unknown) => textsNamingCarrier(data, declaredLanguages(data)).map((path) => path.join('.'));

describe('the texts that name the carrier or where it is', () => {
  it("in the example: its city and state, its region (Ohio's Midwest), its terminals, and nothing else", () => {
    const paths = textsNamingCarrier(raw, languages);
    expect(paths.map((path) => path.join('.'))).toEqual([
      'routes.1.sections.1.postings.1.title', // Regional Company Driver – Midwest Reefer
      'routes.1.sections.1.postings.1.requirements.1', // Live within 150 miles of Columbus, Ohio
      'routes.1.sections.1.postings.1.description.0', // … distribution centers in the Midwest …
      'routes.1.sections.2.intro', // … from our terminals in the Midwest and the South.
      'routes.1.sections.2.terminals.0.name',
      'routes.1.sections.2.terminals.1.name',
      'routes.1.sections.2.terminals.2.name',
    ]);
    // Each with its text in every language, the Spanish one naming the place its own way ("Medio Oeste").
    expect(textsAt(raw, paths[0]!, languages)).toEqual([
      'Regional Company Driver – Midwest Reefer',
      'Operador regional – Refrigerado, Medio Oeste',
    ]);
  });

  it('its name or its domain written out, as whole words only', () => {
    const site = (text: string) => ({
      company: { name: 'Acme Freight', siteUrl: 'https://www.acme.example', email: 'loads@acmeloads.example' },
      footer: { licence: text },
      languages: [{ lang: 'en-US' }],
    });
    expect(naming(site('Visit www.acme.example today'))).toEqual(['footer.licence']);
    expect(naming(site('Mail us at dispatch@acmeloads.example'))).toEqual(['footer.licence']);
    expect(naming(site('A licensed carrier: Acme Freight'))).toEqual(['footer.licence']);
    expect(naming(site('Acme Freightways is another company'))).toEqual([]);
  });
});
