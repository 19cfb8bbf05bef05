import { describe, expect, it } from 'vitest';
import { loadSiteConfig } from '../loadSiteConfig.ts';
import { postingWarnings } from './postingWarnings.ts';

describe('the warnings about job postings', () => {
  const config = loadSiteConfig('site.config.yaml');

  it('none while every posting is open on the build day, its last day to apply included', () => {
    expect(postingWarnings(config, '2027-02-28')).toEqual([]);
  });

  it('one at the validThrough of each posting closed on the build day', () => {
    expect(postingWarnings(config, '2027-03-01')).toEqual([
      {
        path: ['routes', 1, 'sections', 1, 'postings', 1, 'validThrough'],
        message: expect.stringMatching(/^This posting closed on 2027-02-28: \/drivers\/regional-company-driver now says/) as string,
      },
    ]);
  });
});
