import { useMemo, useState } from 'react';
import type { ConfigEdit } from '../../config/write/editConfig.ts';
import type { KeyPath } from '../../../schema/keyPath.ts';
import { textAt, valueAt, type Data } from './draft/applyEdit.ts';
import { editsBetween, languageView, type SchemaNode } from './draft/languageView.ts';
import { labelOf } from './parts/labels.ts';

export interface TranslateProps {
  schema: SchemaNode;
  data: Data;
  defaultLang: string;
  /** The language being translated into, and its name. */
  lang: string;
  name: string;
  onChange: (edits: ConfigEdit[]) => void;
}

/**
 * Every text of the site a language writes in its own words, in the file's order: the default
 * language's beside a field for the other's, the ones not yet translated first to see (the
 * default shown in grey in the empty field, as the site shows it). Writing one puts it beside
 * its default text in the file (a group `en-US:` / `es-US:`), as the forms do.
 */
export function Translate({ schema, data, defaultLang, lang, name, onChange }: TranslateProps) {
  const [onlyMissing, setOnlyMissing] = useState(true);
  const rows = useMemo(() => {
    const source = languageView(schema, data, { lang: defaultLang, defaultLang });
    const target = languageView(schema, data, { lang, defaultLang });
    return [...target.texts].flatMap((key) => {
      const path = JSON.parse(key) as KeyPath;
      const original = valueAt(source.value, path);
      if (typeof original !== 'string') return [];
      const translated = valueAt(target.value, path);
      return [{ key, path, original, translated: typeof translated === 'string' ? translated : undefined }];
    });
  }, [schema, data, defaultLang, lang]);
  const missing = rows.filter((row) => row.translated === undefined).length;
  // The texts missing when the list was opened (or the filter turned on) stay listed while they are written.
  const [missingWhenOpened, setMissingWhenOpened] = useState(
    () => new Set(rows.filter((row) => row.translated === undefined).map((row) => row.key)),
  );
  const shown = onlyMissing ? rows.filter((row) => missingWhenOpened.has(row.key)) : rows;
  const languages = { lang, defaultLang };
  return (
    <div className="translate">
      <p>
        {rows.length - missing} of {rows.length} texts are in {name}; {missing} {missing === 1 ? 'shows' : 'show'} the {defaultLang} text on
        the {name} pages until written.
      </p>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={onlyMissing}
          onChange={(event) => {
            setOnlyMissing(event.target.checked);
            setMissingWhenOpened(new Set(rows.filter((row) => row.translated === undefined).map((row) => row.key)));
          }}
        />{' '}
        Only the texts not yet in {name}
      </label>
      <ol className="translate-rows">
        {shown.slice(0, 200).map(({ key, path, original, translated }) => {
          const id = `t:${path.join('.')}`;
          const single = {
            value: translated,
            texts: new Set(['[]']),
            required: new Set<string>(),
            untranslated: new Map<string, string>(),
            // The one text is the whole view: nothing new around it to write.
            written: (value: Data) => value,
          };
          return (
            <li key={key}>
              <label htmlFor={id}>{placeOf(path, data)}</label>
              <p id={`${id}__original`} className="original" lang={defaultLang}>
                {original}
              </p>
              <textarea
                id={id}
                lang={lang}
                rows={Math.min(6, Math.max(1, Math.ceil(original.length / 70)))}
                value={translated ?? ''}
                placeholder={original}
                aria-describedby={`${id}__original`}
                onChange={(event) => onChange(editsBetween(translated, event.target.value || undefined, data, path, single, languages))}
              />
            </li>
          );
        })}
      </ol>
      {shown.length > 200 && <p>The first 200 are shown: translate them, and the next come up.</p>}
    </div>
  );
}

/** A text's place as a person reads it: "Page /drivers › Section 2 (jobs) › Postings 1 › Title". */
function placeOf(path: KeyPath, data: Data): string {
  const words: string[] = [];
  path.forEach((key, i) => {
    const list = path[i - 1];
    if (list === 'routes' && typeof key === 'number') words.push(`Page ${textAt(data, ['routes', key, 'path'], String(key + 1))}`);
    else if (list === 'sections' && typeof key === 'number')
      words.push(`Section ${key + 1} (${textAt(data, [...path.slice(0, i + 1), 'type'], '')})`);
    else if (typeof key === 'number') words[words.length - 1] += ` ${key + 1}`;
    else if (key !== 'routes' && key !== 'sections') words.push(labelOf(key));
  });
  return words.join(' › ');
}
