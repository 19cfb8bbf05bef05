import type { KeyPath } from '../../../schema/keyPath.ts';

/** What every input of a form is told beside its props (RJSF's `formContext`). */
export interface FieldContext {
  /** The default language's text of each field the language being edited lacks, by the field's id. */
  untranslated: Map<string, string>;
  /** The name of the language being edited, when it is not the default one. */
  otherLanguage?: string;
}

/**
 * The id of the field at `path` (relative to its part) in the form whose ids start with
 * `prefix`: RJSF joins the keys with dots, which makes a field's id its key path, so that a
 * problem of the check (placed by key path) links to its field.
 */
export const fieldId = (prefix: string, path: KeyPath) => [prefix, ...path].join('.');

/** The prefix of the fields of the part at `path` of the config: its key path after `f:`. */
export const partPrefix = (path: KeyPath) => `f:${path.join('.')}`;
