import {
  ariaDescribedByIds,
  enumOptionsIndexForValue,
  enumOptionsValueForIndex,
  getInputProps,
  type BaseInputTemplateProps,
  type IconButtonProps,
  type RegistryWidgetsType,
  type TemplatesType,
  type WidgetProps,
} from '@rjsf/utils';
import { useState, type ChangeEvent } from 'react';
import { labelOf } from '../parts/labels.ts';
import { fieldPath, type FieldContext } from './fieldContext.ts';

/**
 * The inputs of the editor's forms: RJSF's own (@rjsf/core) generate every form from the JSON
 * Schema; these replace its core theme's inputs and buttons only to say what it leaves out: that
 * a field has a problem (`aria-invalid`, with the message tied by `aria-describedby`), and the
 * name of each list button in words (the core theme draws icons of a font it does not ship).
 */

const invalid = (props: { rawErrors?: string[] }) => (props.rawErrors?.length ? true : undefined);

/**
 * A text the language being edited lacks: the default language's shows in its place (as the
 * site shows it), and a line under the field says so, tied to it like its help.
 */
function untranslated({ id, registry }: Pick<WidgetProps, 'id' | 'registry'>) {
  const { untranslated: texts, otherLanguage } = registry.formContext as FieldContext;
  const fallback = texts.get(id);
  if (fallback === undefined) return { placeholder: undefined, describedBy: ariaDescribedByIds(id), note: null };
  const noteId = `${id}__untranslated`;
  return {
    placeholder: fallback,
    describedBy: `${ariaDescribedByIds(id)} ${noteId}`,
    note: (
      <p id={noteId} className="untranslated">
        Not yet in {otherLanguage}: the site shows the text in grey in its place until you write it.
      </p>
    ),
  };
}

function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, readonly, disabled, onBlur, onFocus, onChange, options, schema, type, placeholder, required } = props;
  const { htmlName, value } = props as { htmlName?: string; value?: string | number };
  const inputProps = getInputProps(schema, type as string | undefined, options);
  const empty = options.emptyValue as unknown;
  const fallback = untranslated(props);
  return (
    <>
      <input
        id={id}
        name={htmlName ?? id}
        {...inputProps}
        value={value ?? ''}
        placeholder={fallback.placeholder ?? placeholder}
        // Given by a widget whose schema's pattern is a browser's too (a colour's); not every schema pattern is.
        pattern={typeof options.pattern === 'string' ? options.pattern : undefined}
        required={required}
        readOnly={readonly}
        disabled={disabled}
        aria-invalid={invalid(props)}
        aria-describedby={fallback.describedBy}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const raw = event.target.value;
          onChange(raw === '' ? empty : inputProps.type === 'number' ? Number(raw) : raw);
        }}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      {fallback.note}
    </>
  );
}

function TextareaWidget(props: WidgetProps) {
  const { id, readonly, disabled, onBlur, onFocus, onChange, options, placeholder, required } = props;
  const { htmlName, value } = props as { htmlName?: string; value?: string };
  const fallback = untranslated(props);
  return (
    <>
      <textarea
        id={id}
        name={htmlName ?? id}
        value={value ?? ''}
        // As tall as the text (a line per 60 characters or so), from 2 to 10 lines: a short line stays short.
        rows={Math.min(10, Math.max(2, Math.ceil(String(value ?? fallback.placeholder ?? '').length / 60)))}
        placeholder={fallback.placeholder ?? placeholder}
        required={required}
        readOnly={readonly}
        disabled={disabled}
        aria-invalid={invalid(props)}
        aria-describedby={fallback.describedBy}
        onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      {fallback.note}
    </>
  );
}

function SelectWidget(props: WidgetProps) {
  const { id, disabled, readonly, onBlur, onFocus, onChange, options, required } = props;
  const { htmlName, value } = props as { htmlName?: string; value?: unknown };
  const enumOptions = options.enumOptions ?? [];
  const emptyValue = options.emptyValue as unknown;
  const index = enumOptionsIndexForValue(value, enumOptions, false) as string | undefined;
  const pick = (raw: string): unknown => (raw === '' ? emptyValue : enumOptionsValueForIndex(raw, enumOptions, emptyValue));
  return (
    <select
      id={id}
      name={htmlName ?? id}
      value={index ?? ''}
      required={required}
      disabled={disabled || readonly}
      aria-invalid={invalid(props)}
      aria-describedby={ariaDescribedByIds(id)}
      // The choice between a union's branches (a button that mails, calls or links) has no label of its own.
      aria-label={/__(one|any)of_select$/.test(id) ? `Kind of ${props.label || 'item'}` : undefined}
      onChange={(event) => onChange(pick(event.target.value))}
      onBlur={(event) => onBlur(id, pick(event.target.value))}
      onFocus={(event) => onFocus(id, pick(event.target.value))}
    >
      {/* An optional choice can be left unset; a required one starts unset only when the file has none. */}
      {(!required || index === undefined) && <option value="">(none)</option>}
      {enumOptions.map((option, i) => (
        <option key={i} value={String(i)}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

function CheckboxWidget(props: WidgetProps) {
  const { id, disabled, readonly, onBlur, onFocus, onChange, label } = props;
  const { htmlName, value } = props as { htmlName?: string; value?: unknown };
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        id={id}
        name={htmlName ?? id}
        checked={value === true}
        disabled={disabled || readonly}
        aria-invalid={invalid(props)}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {label}
    </label>
  );
}

/**
 * A colour (`format: color`): its hex code as text, to type or paste, and beside it the browser's
 * colour picker, which writes its choice into the text. The text's pattern is the field's own
 * schema's; the picker shows the code only when it matches (a code half typed shows black).
 */
function ColorWidget(props: WidgetProps) {
  const { id, schema, disabled, readonly, onChange, label } = props;
  const value = typeof props.value === 'string' ? props.value : '';
  const pattern = schema.pattern;
  const shown = pattern && new RegExp(pattern).test(value) ? value.toLowerCase() : '#000000';
  return (
    <span className="colour">
      <BaseInputTemplate {...(props as BaseInputTemplateProps)} type="text" options={{ ...props.options, pattern }} />
      <input
        type="color"
        id={`${id}__picker`}
        value={shown}
        disabled={disabled || readonly}
        aria-label={`Pick ${label || 'the colour'}`}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}

/**
 * A path to a carrier's file (a photo, a logo): the path as text, and a button to choose a file
 * on this computer, which the editor puts into the carrier's folder once the check accepts it
 * (src/editor/server/uploadFile.ts) and writes in the field; a file refused is said at the field.
 */
function CarrierFileWidget(props: WidgetProps) {
  const { id, registry, onChange } = props;
  const kind = (props.options.kind as 'photo' | 'logo' | undefined) ?? 'photo';
  const { upload } = registry.formContext as FieldContext;
  const [said, setSaid] = useState<{ error?: string; busy?: boolean }>({});
  const chooserId = `${id}__upload`;
  const saidId = `${id}__upload-said`;
  return (
    <>
      <BaseInputTemplate {...(props as BaseInputTemplateProps)} type="text" />
      <span className="upload">
        <label htmlFor={chooserId} className="upload-button">
          {kind === 'logo' ? 'Upload a logo…' : 'Upload a photo…'}
        </label>
        <input
          id={chooserId}
          type="file"
          className="visually-hidden"
          accept={kind === 'logo' ? '.svg,.png,.jpg,.jpeg,.webp' : '.jpg,.jpeg,.png,.webp,.avif,.svg'}
          aria-describedby={saidId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setSaid({ busy: true });
            void upload(fieldPath(id), file, kind).then((result) => {
              if ('src' in result) {
                setSaid({});
                onChange(result.src);
              } else setSaid({ error: result.error });
            });
          }}
        />
        <span id={saidId} className={said.error ? 'upload-error' : 'upload-note'} role={said.error ? 'alert' : undefined}>
          {said.busy ? 'Checking the file…' : (said.error ?? '')}
        </span>
      </span>
    </>
  );
}

export const widgets: RegistryWidgetsType = { TextareaWidget, SelectWidget, CheckboxWidget, ColorWidget, CarrierFileWidget };

/**
 * A list button named in words, and for a screen reader also which item of which list it acts
 * on, read from its id (RJSF's `…requirements.0__moveUp`): "Move up: Requirements, item 1".
 */
const button =
  (words: string) =>
  ({ icon: _icon, iconType: _type, uiSchema: _ui, registry: _registry, className, ...rest }: IconButtonProps) => {
    const [, list, index] = /([^.]+)(?:\.(\d+))?__\w+$/.exec(rest.id ?? '') ?? [];
    const target = list ? `${labelOf(list)}${index === undefined ? '' : `, item ${Number(index) + 1}`}` : undefined;
    return (
      <button
        type="button"
        className={`list-button ${className ?? ''}`}
        {...rest}
        title={undefined}
        aria-label={target ? `${words}: ${target}` : undefined}
      >
        {words}
      </button>
    );
  };

export const templates: Partial<TemplatesType> = {
  BaseInputTemplate,
  ButtonTemplates: {
    AddButton: button('Add an item'),
    CopyButton: button('Copy'),
    MoveDownButton: button('Move down'),
    MoveUpButton: button('Move up'),
    RemoveButton: button('Remove'),
    ClearButton: button('Clear'),
    SubmitButton: () => null,
  },
};
