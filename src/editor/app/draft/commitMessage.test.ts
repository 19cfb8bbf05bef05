import { describe, expect, it } from 'vitest';
import type { ConfigEdit } from '../../../config/write/editConfig.ts';
import { commitMessage } from './commitMessage.ts';

// The commit message the Save dialog proposes says what the office did, in its words.
const opened = {
  company: { name: 'Acme', phone: '(555) 010-0199', email: 'a@example.org' },
  theme: { colors: { primary: '#0e756d' } },
  routes: [
    {
      path: '/',
      sections: [{ type: 'hero', headline: 'Hi' }, { type: 'about', title: { 'en-US': 'About', 'es-US': 'Nosotros' } }, { type: 'cta' }],
    },
    {
      path: '/drivers',
      sections: [
        { type: 'hero', headline: 'Drive' },
        {
          type: 'jobs',
          postings: [
            { slug: 'otr', title: { 'en-US': 'OTR Company Driver', 'es-US': 'Operador OTR' }, pay: { min: 1 } },
            { slug: 'local', title: 'Local Driver' },
          ],
        },
      ],
    },
  ],
};
const POSTINGS = ['routes', 1, 'sections', 1, 'postings'];
/** Section types by their names, as the schema titles them (the editor reads them from its JSON Schema). */
const NAMES = { hero: 'Opening banner', about: 'About us', cta: 'Call to action', faq: 'Questions and answers', jobs: 'Job postings' };

describe('the commit message proposed for a save', () => {
  it('names a job posted by its title, typed after it was added, and no edit of its fields', () => {
    const edits: ConfigEdit[] = [
      { op: 'insert', path: [...POSTINGS, 2], value: { slug: 'new', title: 'Example' } },
      { op: 'set', path: [...POSTINGS, 2, 'title'], value: 'Flatbed Company Driver' },
    ];
    expect(commitMessage(opened, edits, NAMES)).toBe('Posted job: Flatbed Company Driver');
  });

  it('names a posting closed by its title in the default language, even after the list moved', () => {
    const edits: ConfigEdit[] = [
      { op: 'move', path: ['routes', 1, 'sections', 1], to: 'up' },
      { op: 'delete', path: ['routes', 1, 'sections', 0, 'postings', 0] },
    ];
    expect(commitMessage(opened, edits, NAMES)).toBe('Closed posting: OTR Company Driver; Moved the Job postings section up on /drivers');
  });

  it('says nothing of a posting added and removed again', () => {
    const edits: ConfigEdit[] = [
      { op: 'insert', path: [...POSTINGS, 0], value: { slug: 'new', title: 'Temp' } },
      { op: 'delete', path: [...POSTINGS, 0] },
      { op: 'set', path: ['company', 'phone'], value: '+1 406-555-0199' },
    ];
    expect(commitMessage(opened, edits, NAMES)).toBe('Changed the phone');
  });

  it('says a section moved down by its type and page, once however many steps', () => {
    const down: ConfigEdit = { op: 'move', path: ['routes', 0, 'sections', 1], to: 'down' };
    expect(commitMessage(opened, [down], NAMES)).toBe('Moved the About us section down on /');
    expect(commitMessage(opened, [{ op: 'move', path: ['routes', 0, 'sections', 0], to: 'down' }, down], NAMES)).toBe(
      'Moved the Opening banner section down on /',
    );
  });

  it('names sections added and removed, and what else changed, in plain words', () => {
    const edits: ConfigEdit[] = [
      { op: 'insert', path: ['routes', 0, 'sections', 3], value: { type: 'faq' } },
      { op: 'delete', path: ['routes', 0, 'sections', 2] },
      { op: 'set', path: ['company', 'email'], value: 'b@example.org' },
    ];
    expect(commitMessage(opened, edits, NAMES)).toBe(
      'Added a Questions and answers section to /; Removed the Call to action section from /; Changed the mailbox',
    );
  });

  it('falls back to "Edited" and the parts changed', () => {
    const edits: ConfigEdit[] = [
      { op: 'set', path: ['theme', 'colors', 'primary'], value: '#123456' },
      { op: 'set', path: ['routes', 0, 'sections', 0, 'headline'], value: 'Hello' },
      { op: 'set', path: [...POSTINGS, 1, 'title'], value: 'Local Driver, Home Daily' },
      { op: 'set', path: ['routes', 1, 'title'], value: 'Jobs' },
    ];
    expect(commitMessage(opened, edits, NAMES)).toBe('Edited theme, the Opening banner section on /, the posting Local Driver and more');
    expect(commitMessage(opened, edits.slice(0, 2), NAMES)).toBe('Edited theme and the Opening banner section on /');
    expect(commitMessage(opened, edits.slice(3), NAMES)).toBe('Edited the page /drivers');
    expect(commitMessage(opened, [], NAMES)).toBe('Edited the site');
  });

  it('leaves the data it is given as it was', () => {
    const copy = structuredClone(opened);
    const value = { type: 'hero', headline: 'New' };
    commitMessage(opened, [{ op: 'set', path: ['routes', 0, 'sections', 0], value }], NAMES);
    expect(opened).toEqual(copy);
    expect(Object.getOwnPropertySymbols(value)).toEqual([]);
  });
});
