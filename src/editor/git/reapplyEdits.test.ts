import { describe, expect, it } from 'vitest';
import { editsBetween } from './editsBetween.ts';
import { reapplyEdits } from './reapplyEdits.ts';

// A person's edits made again on a version someone else changed meanwhile: each lands where its
// key now is, unless that key's value changed.

const BASE = `# Acme
company:
  name: Acme Freight
  phone: "+1 406-555-0100" # dispatch
  email: jobs@acme.example
postings:
  - title: OTR Driver
  - title: Regional Driver
`;

const theirs = (from: string, to: string) => BASE.replace(from, to);

describe('edits made again on a later version', () => {
  it('lands on the next line to theirs, comments kept', () => {
    const head = theirs('jobs@acme.example', 'dispatch@acme.example');
    const result = reapplyEdits(BASE, head, [{ op: 'set', path: ['company', 'phone'], value: '+1 406-555-0199' }], 'site.config.yaml');
    expect(result).toEqual({ ok: true, text: head.replace('"+1 406-555-0100"', '"+1 406-555-0199"') });
  });

  it('puts two new postings both in the list', () => {
    const head = theirs('postings:\n', 'postings:\n  - title: Flatbed Driver\n');
    const result = reapplyEdits(
      BASE,
      head,
      [{ op: 'insert', path: ['postings', 0], value: { title: 'Tanker Driver' } }],
      'site.config.yaml',
    );
    expect(result.ok && result.text).toContain('postings:\n  - title: Tanker Driver\n  - title: Flatbed Driver\n  - title: OTR Driver\n');
  });

  it('refuses an edit of a value they changed, with theirs and yours; and one of an item they removed', () => {
    const head = theirs('"+1 406-555-0100"', '"+1 406-555-0111"').replace('  - title: Regional Driver\n', '');
    const result = reapplyEdits(
      BASE,
      head,
      [
        { op: 'set', path: ['company', 'phone'], value: '+1 406-555-0199' },
        { op: 'set', path: ['postings', 1, 'title'], value: 'Regional Driver (home weekly)' },
        { op: 'set', path: ['company', 'name'], value: 'Acme Freight LLC' },
      ],
      'site.config.yaml',
    );
    expect(result).toEqual({
      ok: false,
      conflicts: [
        { path: ['company', 'phone'], theirs: '+1 406-555-0111', yours: '+1 406-555-0199' },
        { path: ['postings', 1, 'title'], theirs: undefined, yours: 'Regional Driver (home weekly)' },
      ],
    });
  });

  it('once the person chose, keeps their value or gives each such key yours, the other edits made as before', () => {
    const head = theirs('"+1 406-555-0100"', '"+1 406-555-0111"');
    const edits = [
      { op: 'set' as const, path: ['company', 'phone'], value: '+1 406-555-0199' },
      { op: 'set' as const, path: ['company', 'name'], value: 'Acme Freight LLC' },
    ];
    const named = head.replace('Acme Freight', 'Acme Freight LLC');
    expect(reapplyEdits(BASE, head, edits, 'site.config.yaml', 'theirs')).toEqual({ ok: true, text: named });
    expect(reapplyEdits(BASE, head, edits, 'site.config.yaml', 'mine')).toEqual({
      ok: true,
      text: named.replace('"+1 406-555-0111"', '"+1 406-555-0199"'),
    });
  });
});

describe('a change as edits', () => {
  it('sets the keys that changed, deletes the ones removed, and sets a list whose length changed whole', () => {
    const before = { company: { name: 'Acme', phone: '1', fax: '2' }, postings: [{ title: 'A' }], tags: ['a'] };
    const after = { company: { name: 'Acme', phone: '3', email: 'e' }, postings: [{ title: 'B' }], tags: ['a', 'b'] };
    expect(editsBetween(before, after)).toEqual([
      { op: 'delete', path: ['company', 'fax'] },
      { op: 'set', path: ['company', 'phone'], value: '3' },
      { op: 'set', path: ['company', 'email'], value: 'e' },
      { op: 'set', path: ['postings', 0, 'title'], value: 'B' },
      { op: 'set', path: ['tags'], value: ['a', 'b'] },
    ]);
  });
});
