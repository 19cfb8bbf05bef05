import { describe, expect, it } from 'vitest';
import { PER_LANGUAGE_MARK } from '../../../config/editorNames.ts';
import { applyEdits } from './applyEdit.ts';
import { editsBetween, languageView, type SchemaNode } from './languageView.ts';

// A form shows one language's texts and turns each change back into the smallest edit of the
// file: the edits, made on the data, give the data the form shows.
const text: SchemaNode = { type: 'string', [PER_LANGUAGE_MARK]: true };
const section: SchemaNode = {
  type: 'object',
  properties: {
    type: { type: 'string', const: 'faq' },
    heading: text,
    note: text,
    hint: text,
    items: { type: 'array', items: { type: 'object', properties: { question: text, anchor: { type: 'string' } }, required: ['question'] } },
  },
  required: ['type', 'heading', 'items'],
};
const stored = {
  type: 'faq',
  heading: { 'en-US': 'Questions', 'es-US': 'Preguntas' },
  note: 'Call us',
  items: [
    { question: { 'en-US': 'How fast?', 'es-US': '¿Qué tan rápido?' }, anchor: 'fast' },
    { question: 'Where?', anchor: 'where' },
    { question: 'When?', anchor: 'when' },
  ],
};
const at = ['routes', 0, 'sections', 0];
const english = { lang: 'en-US', defaultLang: 'en-US' };
const spanish = { lang: 'es-US', defaultLang: 'en-US' };

/** The edits of a change of the form of `part` (the section as the file holds it), and the section they make. */
function change(languages: typeof english, edit: (value: Record<string, unknown>) => void, part: object = stored) {
  const config = { routes: [{ sections: [part] }] };
  const view = languageView(section, part, languages);
  const after = structuredClone(view.value) as Record<string, unknown>;
  edit(after);
  const edits = editsBetween(view.value, after, config, at, view, languages);
  return { edits, made: (applyEdits(config, edits) as { routes: { sections: Record<string, unknown>[] }[] }).routes[0]!.sections[0]! };
}

describe('a part of the config in one language', () => {
  it('shows each text in the language, and the default text of one it lacks as its fallback', () => {
    const view = languageView(section, stored, spanish);
    expect(view.value).toEqual({
      type: 'faq',
      heading: 'Preguntas',
      note: undefined,
      items: [
        { question: '¿Qué tan rápido?', anchor: 'fast' },
        { question: undefined, anchor: 'where' },
        { question: undefined, anchor: 'when' },
      ],
    });
    expect([...view.untranslated]).toEqual([
      ['["note"]', 'Call us'],
      ['["items",1,"question"]', 'Where?'],
      ['["items",2,"question"]', 'When?'],
    ]);
  });

  it('writes a text into its group, or makes a group beside a plain text, and nothing else', () => {
    expect(change(spanish, (v) => (v.heading = 'Dudas')).edits).toEqual([{ op: 'set', path: [...at, 'heading', 'es-US'], value: 'Dudas' }]);
    const { edits, made } = change(spanish, (v) => (v.note = 'Llámenos'));
    expect(edits).toEqual([{ op: 'set', path: [...at, 'note'], value: { 'en-US': 'Call us', 'es-US': 'Llámenos' } }]);
    expect(made.note).toEqual({ 'en-US': 'Call us', 'es-US': 'Llámenos' });
    expect(change(english, (v) => (v.note = 'Write us')).edits).toEqual([{ op: 'set', path: [...at, 'note'], value: 'Write us' }]);
  });

  it('takes a translation away when its field is emptied: the language falls back to the default text', () => {
    expect(change(spanish, (v) => (v.heading = undefined)).edits).toEqual([{ op: 'delete', path: [...at, 'heading', 'es-US'] }]);
  });

  it('keeps the other languages when the default text is emptied and typed again: only that line changes', () => {
    // Select all and Backspace: the form gives no value; the English stays in its place, empty (the check reports it at its field).
    const emptied = change(english, (v) => (v.heading = undefined));
    expect(emptied.edits).toEqual([{ op: 'set', path: [...at, 'heading', 'en-US'], value: '' }]);
    expect(emptied.made.heading).toEqual({ 'en-US': '', 'es-US': 'Preguntas' });
    expect(languageView(section, emptied.made, english).value).toMatchObject({ heading: '' });
    // The first key typed: the same one edit as typing over the text, at the same place (one Undo step).
    const typed = change(english, (v) => (v.heading = 'F'), emptied.made);
    expect(typed.edits).toEqual([{ op: 'set', path: [...at, 'heading', 'en-US'], value: 'F' }]);
    expect(typed.made.heading).toEqual({ 'en-US': 'F', 'es-US': 'Preguntas' });
    // A required plain text keeps its place too; an optional one with no other language goes.
    const plain = { ...stored, heading: 'Questions' };
    expect(change(english, (v) => (v.heading = undefined), plain).edits).toEqual([{ op: 'set', path: [...at, 'heading'], value: '' }]);
    expect(change(english, (v) => (v.note = undefined)).edits).toEqual([{ op: 'delete', path: [...at, 'note'] }]);
  });

  it('takes an optional text from the file once no language has it, and never the others with one', () => {
    const both = { ...stored, note: { 'en-US': 'Call us', 'es-US': 'Llámenos' } };
    const noEnglish = change(english, (v) => (v.note = undefined), both);
    expect(noEnglish.made.note).toEqual({ 'en-US': '', 'es-US': 'Llámenos' });
    expect(change(spanish, (v) => (v.note = undefined), noEnglish.made).edits).toEqual([{ op: 'delete', path: [...at, 'note'] }]);
    const noSpanish = change(spanish, (v) => (v.note = undefined), both);
    expect(noSpanish.made.note).toEqual({ 'en-US': 'Call us' });
    expect(change(english, (v) => (v.note = undefined), noSpanish.made).edits).toEqual([{ op: 'delete', path: [...at, 'note'] }]);
  });

  it("writes a text the file lacks in the form's language: a Spanish one never takes the English place", () => {
    expect(change(spanish, (v) => (v.hint = 'Llame antes')).edits).toEqual([
      { op: 'set', path: [...at, 'hint'], value: { 'es-US': 'Llame antes' } },
    ]);
    expect(change(english, (v) => (v.hint = 'Call first')).edits).toEqual([{ op: 'set', path: [...at, 'hint'], value: 'Call first' }]);
  });

  it("writes the texts of an item added, or of a list the file lacks, in the form's language", () => {
    const items = (v: Record<string, unknown>) => v.items as Record<string, unknown>[];
    const added = change(spanish, (v) => items(v).push({ question: '¿Cuándo llego?', anchor: 'arrival' }));
    expect(added.edits).toEqual([
      { op: 'insert', path: [...at, 'items', 3], value: { question: { 'es-US': '¿Cuándo llego?' }, anchor: 'arrival' } },
    ]);
    // A section without its list yet: the list typed in Spanish is Spanish.
    const bare = { type: 'faq', heading: 'Questions' };
    const listed = change(spanish, (v) => (v.items = [{ question: '¿Dónde?' }]), bare);
    expect(listed.made.items).toEqual([{ question: { 'es-US': '¿Dónde?' } }]);
    expect(change(english, (v) => (v.items = [{ question: 'Where?' }]), bare).made.items).toEqual([{ question: 'Where?' }]);
  });

  it('makes an item added, removed or moved one edit of the list, its translations going with it', () => {
    const items = (v: Record<string, unknown>) => v.items as Record<string, unknown>[];
    const added = change(english, (v) => items(v).splice(1, 0, { question: 'How much?', anchor: 'cost' }));
    expect(added.edits).toEqual([{ op: 'insert', path: [...at, 'items', 1], value: { question: 'How much?', anchor: 'cost' } }]);
    const removed = change(spanish, (v) => items(v).splice(0, 1));
    expect(removed.edits).toEqual([{ op: 'delete', path: [...at, 'items', 0] }]);
    const moved = change(spanish, (v) => items(v).splice(1, 0, ...items(v).splice(0, 1)));
    expect(moved.edits).toEqual([{ op: 'move', path: [...at, 'items', 0], to: 'down' }]);
    expect((moved.made.items as unknown[])[1]).toEqual(stored.items[0]);
  });
});
