import { describe, expect, it } from 'vitest';
import type { ConfigEdit } from '../../../config/write/editConfig.ts';
import { changesInWords } from './changesInWords.ts';

// What the Save dialog lists before a save: what changes, as the person editing names it.
const opened = {
  company: { name: 'Acme', phone: '(555) 010-0199', address: { postalCode: '43215' } },
  theme: { colors: { primary: '#0e756d' } },
  routes: [
    {
      path: '/',
      title: 'Home',
      sections: [
        { type: 'hero', headline: 'Hi' },
        { type: 'about', title: { 'en-US': 'About', 'es-US': 'Nosotros' }, cards: [{ title: 'One' }, { title: 'Two' }] },
      ],
    },
    {
      path: '/drivers',
      sections: [
        {
          type: 'jobs',
          postings: [
            { slug: 'otr', title: 'OTR Company Driver', pay: { min: 1 } },
            { slug: 'local', title: 'Local' },
          ],
        },
      ],
    },
  ],
};
const POSTINGS = ['routes', 1, 'sections', 0, 'postings'];
/** Section types and languages by their names, as the editor reads them from its JSON Schema and the config. */
const NAMES = {
  sections: { hero: 'Opening banner', about: 'About us', jobs: 'Job postings' },
  languages: { 'en-US': 'English', 'es-US': 'Spanish' },
};

describe('the changes the Save dialog lists', () => {
  it('names each field changed by its labels, with what it was and is', () => {
    const edits: ConfigEdit[] = [
      { op: 'set', path: ['company', 'phone'], value: '(555) 010-0123' },
      { op: 'set', path: ['company', 'address', 'postalCode'], value: '04321' },
      { op: 'set', path: ['theme', 'colors', 'primary'], value: '#123456' },
      { op: 'set', path: ['routes', 0, 'title'], value: '' },
    ];
    expect(changesInWords(opened, edits, NAMES)).toEqual([
      'Company › Phone: "(555) 010-0199" → "(555) 010-0123"',
      'Company › Address › Postal code: "43215" → "04321"',
      'Theme › Colors › Primary: "#0e756d" → "#123456"',
      'Page / › Title: "Home" → (empty)',
    ]);
  });

  it('follows a section and a posting that moved, and lists a text of each language and a list item', () => {
    const edits: ConfigEdit[] = [
      { op: 'move', path: ['routes', 0, 'sections', 1], to: 'up' },
      { op: 'set', path: ['routes', 0, 'sections', 0, 'title', 'es-US'], value: 'Quiénes somos' },
      { op: 'delete', path: ['routes', 0, 'sections', 0, 'cards', 1] },
      { op: 'move', path: [...POSTINGS, 1], to: 'up' },
      { op: 'set', path: [...POSTINGS, 1, 'pay', 'min'], value: 2 },
    ];
    expect(changesInWords(opened, edits, NAMES)).toEqual([
      'Moved the About us section up on /',
      'Moved the posting Local up on /drivers',
      'Page / › 1. About us: About › Title (Spanish): "Nosotros" → "Quiénes somos"',
      'Page / › 1. About us: About › Cards › item 2: removed',
      'Page /drivers › 1. Job postings › Posting "OTR Company Driver" › Pay › Min: 1 → 2',
    ]);
  });

  it('says an item added or removed whole, not field by field', () => {
    const edits: ConfigEdit[] = [
      { op: 'insert', path: [...POSTINGS, 2], value: { slug: '', title: '' } },
      { op: 'set', path: [...POSTINGS, 2, 'title'], value: 'Flatbed Driver' },
      { op: 'delete', path: ['routes', 0, 'sections', 0] },
    ];
    expect(changesInWords(opened, edits, NAMES)).toEqual(['Posted job: Flatbed Driver', 'Removed the Opening banner section from /']);
  });

  it('lists nothing for edits undone by later ones', () => {
    const edits: ConfigEdit[] = [
      { op: 'set', path: ['company', 'name'], value: 'Acme Freight' },
      { op: 'set', path: ['company', 'name'], value: 'Acme' },
    ];
    expect(changesInWords(opened, edits, NAMES)).toEqual([]);
  });
});
