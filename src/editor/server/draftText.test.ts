import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyEdits, type ConfigEdit } from '../../config/write/editConfig.ts';
import { draftText } from './draftText.ts';

// The draft's text made from the last one is the text applyEdits makes from the file, whatever
// the person did since: typed on, made a new change, undid one, or started over.
const source = readFileSync('site.config.yaml', 'utf8');
const headline = (value: string): ConfigEdit => ({ op: 'set', path: ['routes', 0, 'sections', 0, 'headline', 'en-US'], value });
const phone = (value: string): ConfigEdit => ({ op: 'set', path: ['company', 'phone'], value });
const move: ConfigEdit = { op: 'move', path: ['routes', 0, 'sections', 1], to: 'down' };

const expected = (edits: ConfigEdit[]) => {
  const result = applyEdits(source, edits, 'site.config.yaml');
  if (!result.ok) throw new Error('the edits fail');
  return result.text;
};

describe('the text of the draft', () => {
  it('is what the edits make from the file, through typing, new changes, undo and a new start', () => {
    const sessions: ConfigEdit[][] = [
      [headline('F')],
      [headline('Fr')],
      [headline('Fre')],
      [headline('Fre'), move],
      [headline('Fre'), move, phone('(555) 010-0199')],
      [headline('Fre'), move, phone('(555) 010-0100')],
      [headline('Fre'), move],
      [headline('Fre')],
      [move],
      [],
      [phone('(555) 010-0111'), headline('X')],
    ];
    for (const edits of sessions) {
      const made = draftText(source, edits, 'site.config.yaml');
      expect(made.ok && made.text).toBe(expected(edits));
    }
  });

  it('says why an edit cannot be made, as applyEdits does', () => {
    const result = draftText(source, [{ op: 'delete', path: ['routes', 99] }], 'site.config.yaml');
    expect(result.ok).toBe(false);
  });
});
