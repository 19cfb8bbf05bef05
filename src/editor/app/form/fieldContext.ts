import type { KeyPath } from '../../../../schema/keyPath.ts';

/** What every input of a form is told beside its props (RJSF's `formContext`). */
export interface FieldContext {
  /** The default language's text of each field the language being edited lacks, by the field's id. */
  untranslated: Map<string, string>;
  /** The name of the language being edited, when it is not the default one. */
  otherLanguage?: string;
  /** Puts a file the person chose into the carrier's folder for the field at `field`: the path to write in it, or why the check refused it. */
  upload: (field: KeyPath, file: File, kind: 'photo' | 'logo') => Promise<{ src: string } | { error: string }>;
}

/** The key path of the field of id `id` (fieldId's inverse): `f:company.logo` is ['company', 'logo']. */
export const fieldPath = (id: string): KeyPath =>
  id
    .replace(/^f:/, '')
    .split('.')
    .map((key) => (/^\d+$/.test(key) ? Number(key) : key));

/**
 * The id of the field at `path` (relative to its part) in the form whose ids start with
 * `prefix`: RJSF joins the keys with dots, which makes a field's id its key path, so that a
 * problem of the check (placed by key path) links to its field.
 */
export const fieldId = (prefix: string, path: KeyPath) => [prefix, ...path].join('.');

/** The prefix of the fields of the part at `path` of the config: its key path after `f:`. */
export const partPrefix = (path: KeyPath) => `f:${path.join('.')}`;
