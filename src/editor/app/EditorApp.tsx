import type { ErrorSchema } from '@rjsf/utils';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ConfigEdit } from '../../config/write/editConfig.ts';
import { PALETTE_PREVIEW_PATH } from '../../config/editorNames.ts';
import { pathInLanguage } from '../../config/languages/languagePaths.ts';
import type { Finding } from '../../config/problem.ts';
import type { KeyPath } from '../../../schema/keyPath.ts';
import * as api from './api.ts';
import { applyEdits, textAt, valueAt, type Data } from './draft/applyEdit.ts';
import { changesInWords } from './draft/changesInWords.ts';
import { commitMessage } from './draft/commitMessage.ts';
import { editsOf, emptyDraft, keepDraft, keptDraft, redo, undo, withStep, type Draft } from './draft/history.ts';
import { branchOf, editsBetween, languageView, schemaAt, type SchemaNode } from './draft/languageView.ts';
import { fieldId, partPrefix } from './form/fieldContext.ts';
import { FormBoundary } from './form/FormBoundary.tsx';
import { PartForm } from './form/PartForm.tsx';
import { Outline, postJobId, type SectionAction } from './Outline.tsx';
import { SignedIn } from './SignedIn.tsx';
import { mayChange, mayChangeSomewhere } from '../people/roles.ts';
import { jobsParts, pageParts, placeOfField, postingTitle, samePath, sectionLabel, siteParts } from './parts/parts.ts';
import { sectionTypes, startingContent } from './parts/startingContent.ts';
import { Preview, type PreviewWidth } from './Preview.tsx';
import { Problems } from './Problems.tsx';
import { ConflictList } from './ConflictList.tsx';
import { HistoryDialog } from './HistoryDialog.tsx';
import { SaveDialog } from './SaveDialog.tsx';
import { Translate } from './Translate.tsx';
import { WaitingConflict } from './WaitingConflict.tsx';
import type { Resolution } from '../branchState.ts';

interface Language {
  lang: string;
  name: string;
  prefix: string;
}

/** What the server last found in the draft, and of which version of it (its base and edits). */
interface Checked extends api.Preview {
  version: string;
}

/**
 * The editor of one carrier's config: the parts of the site and its pages on the left, the form
 * of the part chosen in the middle, the page as the site will show it on the right. Every change
 * is an edit of the file (src/config/write/editConfig.ts), kept in the browser until saved; the server
 * checks the config with each one, as `npm run check` does, and draws the preview from it.
 */
export function EditorApp({
  opened: first,
  schema,
  session,
  branch: started,
}: {
  opened: api.OpenedFile;
  schema: SchemaNode;
  session: api.Session;
  /** Where the editor pushes its saves (History and publishing), if it does. */
  branch?: api.Branch;
}) {
  const [opened, setOpened] = useState(first);
  // How the pushes stand: asked again after each save, undo and choice, for a conflict met meanwhile (by the retry too).
  const [branch, setBranch] = useState(started);
  const [draft, setDraft] = useState<Draft>(() => restoredDraft(first));
  const [selected, setSelected] = useState<KeyPath>(['routes', 0, 'sections', 0]);
  const [lang, setLang] = useState<string>();
  // A phone's preview at a phone's width: a laptop's page scaled to a third of it is too small to read.
  const [width, setWidth] = useState<PreviewWidth>(() => (isNarrow() ? 'phone' : 'desktop'));
  const [checked, setChecked] = useState<Checked>();
  const [refusal, setRefusal] = useState<api.Refusal>();
  const [status, setStatus] = useState(branch?.pushError ?? '');
  const [historyOpen, setHistoryOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveAsked, setSaveAsked] = useState(false);
  const [previewVersion, setPreviewVersion] = useState(0);
  const [pagePath, setPagePath] = useState<string>();
  // What takes focus once the page has drawn the change: a part's button, or a field by its id
  // (its text selected, for an example to write over).
  const focusAfter = useRef<{ part: KeyPath } | { id: string; select?: boolean }>(undefined);

  const edits = useMemo(() => editsOf(draft), [draft]);
  const data = useMemo(() => applyEdits(opened.data, edits), [opened.data, edits]);
  const languages = useMemo(() => languagesOf(data), [data]);
  const language = languages.find((l) => l.lang === lang) ?? languages[0]!;
  const defaultLang = languages[0]!.lang;
  const jobs = useMemo(() => jobsParts(data), [data]);
  const site = useMemo(
    () => [
      ...(languages.length > 1
        ? [
            {
              path: [TRANSLATE],
              label: `Translate (${languages
                .slice(1)
                .map((l) => l.name)
                .join(', ')})`,
            },
          ]
        : []),
      // Hosted, the parts the person's role cannot change are not shown (the server refuses them anyway).
      ...siteParts(schema).filter((part) => !session.hosted || mayChangeSomewhere(session.person.role, part.path)),
    ],
    [schema, languages, session],
  );
  const sectionsSchema = useMemo(() => schemaAt(schema, data, ['routes', 0, 'sections']), [schema, data]);
  const types = useMemo(() => (sectionsSchema?.items ? sectionTypes(sectionsSchema.items) : []), [sectionsSchema]);
  const sectionNames = useMemo(() => Object.fromEntries(types.map(({ type, name }) => [type, name])), [types]);
  const names = useMemo(
    () => ({ sections: sectionNames, languages: Object.fromEntries(languages.map((l) => [l.lang, l.name])) }),
    [sectionNames, languages],
  );
  const pages = useMemo(() => pageParts(data, sectionNames), [data, sectionNames]);

  // Kept in this browser as it changes: a closed tab or a crash loses nothing.
  useEffect(() => keepDraft(opened.file, draft), [opened.file, draft]);

  // The server checks each version of the draft (and draws the preview from it): at once when it
  // is free, else the newest version as soon as it is (versions typed meanwhile are skipped), so a
  // key shows without waiting for a pause, and fast typing never queues requests.
  const editsJson = useMemo(() => JSON.stringify(edits), [edits]);
  const version = `${draft.base}:${editsJson}`;
  const latest = useRef(version);
  const checking = useRef<{ busy: boolean; next?: { base: string; edits: ConfigEdit[]; version: string } }>({ busy: false });
  useEffect(() => {
    latest.current = version;
    const queue = checking.current;
    queue.next = { base: draft.base, edits, version };
    const send = () => {
      const job = queue.next;
      if (!job || queue.busy) return;
      queue.next = undefined;
      queue.busy = true;
      api
        .preview(job.base, job.edits)
        .then(
          (answer) => {
            setChecked({ ...answer, version: job.version });
            setRefusal(undefined);
            if (!answer.findings.some((finding) => finding.severity === 'error')) setPreviewVersion((v) => v + 1);
          },
          (error: unknown) => {
            if (!(error instanceof api.Refusal)) throw error;
            if (job.version !== latest.current) return;
            setRefusal(error);
            // A save asked for waits no more: the refusal says what to do first.
            setSaveAsked(false);
          },
        )
        .finally(() => {
          queue.busy = false;
          send();
        });
    };
    send();
    // The version names the draft: a new array of the same edits is no new version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  const findings = checked?.findings ?? opened.findings;
  const errors = findings.filter((finding) => finding.severity === 'error');
  const upToDate = checked?.version === version;

  // Save asked for: once the check has seen the last change, the save is shown, or refused with why.
  useEffect(() => {
    if (!saveAsked || !upToDate) return;
    setSaveAsked(false);
    if (errors.length)
      setStatus(`Not saved: ${errors.length} problem${errors.length === 1 ? '' : 's'} to fix first (listed above the form).`);
    else setSaving(true);
  }, [saveAsked, upToDate, errors.length]);

  const change = useCallback((step: ConfigEdit[], said?: string) => {
    setDraft((d) => withStep(d, step));
    if (said) setStatus(said);
  }, []);

  // The part chosen, as its form shows it.
  const part = useMemo(() => {
    const stored = valueAt(data, selected);
    const node = schemaAt(schema, data, selected);
    if (!node || stored === undefined) return undefined;
    const omit = selected.length === 2 && selected[0] === 'routes' ? ['sections'] : [];
    // Hosted, a field of the part the person's role cannot change (a page's path, for office
    // staff) is shown read-only: the server would refuse the change.
    const role = session.hosted ? session.person.role : 'admin';
    const readOnly = Object.keys(node.properties ?? {}).filter((key) => !mayChange(role, [...selected, key]));
    // The same schema while nothing is left out or locked, so the form is not made again at each change.
    const partSchema: SchemaNode =
      omit.length || readOnly.length
        ? {
            ...node,
            properties: Object.fromEntries(
              Object.entries(node.properties ?? {})
                .filter(([key]) => !omit.includes(key))
                .map(([key, child]) => [key, readOnly.includes(key) ? { ...child, readOnly: true } : child]),
            ),
          }
        : node;
    const shown = omit.length
      ? Object.fromEntries(Object.entries(stored as Record<string, Data>).filter(([key]) => !omit.includes(key)))
      : stored;
    return { schema: partSchema, view: languageView(partSchema, shown, { lang: language.lang, defaultLang }) };
  }, [data, selected, schema, language.lang, defaultLang, session]);

  const onFormChange = useCallback(
    (value: Data) => {
      if (!part) return;
      const edits = editsBetween(part.view.value, value, data, selected, part.view, { lang: language.lang, defaultLang });
      // A new item of a list starts with the schema's starting content, as a new section does.
      change(
        edits.map((edit) => {
          if (edit.op !== 'insert' || !isEmpty(edit.value)) return edit;
          const itemSchema = schemaAt(schema, data, edit.path.slice(0, -1))?.items;
          return itemSchema ? { ...edit, value: startingContent(itemSchema) } : edit;
        }),
      );
    },
    [part, data, selected, language.lang, defaultLang, change, schema],
  );

  const upload = useCallback(
    async (field: KeyPath, file: File, kind: 'photo' | 'logo') => {
      try {
        const { src } = await api.upload(draft.base, edits, field, file, kind);
        setStatus(`Added ${file.name} to the carrier's folder as ${src}: the preview shows it as the site will.`);
        return { src };
      } catch (error) {
        if (!(error instanceof api.Refusal)) throw error;
        setStatus(`${file.name} was not added: ${error.message}`);
        return { error: error.message };
      }
    },
    [draft.base, edits],
  );

  const fieldErrors = useMemo(() => errorSchemaOf(errors, selected, language.lang), [errors, selected, language.lang]);

  const select = useCallback((path: KeyPath) => {
    setSelected(path);
    if (path[0] === 'routes' && typeof path[1] === 'number') setPagePath(undefined);
    // On a narrow screen the form is a long way below the outline (2,450 px on a phone), and a tap
    // seemed to do nothing: its heading takes focus, which scrolls it into view and tells a screen
    // reader which part opened. Side by side, focus stays in the outline, for the next part.
    if (isNarrow()) focusAfter.current = { id: PART_HEADING };
  }, []);

  const sectionAction = useCallback(
    (path: KeyPath, action: SectionAction) => {
      const index = path.at(-1) as number;
      const list = path.slice(0, -1);
      const sections = valueAt(data, list) as Data[];
      const label = sectionLabel(sections[index], index, sectionNames);
      if (action === 'up' || action === 'down') {
        const to = action === 'up' ? index - 1 : index + 1;
        change([{ op: 'move', path, to: action }], `Moved ${label} ${action}: it is now section ${to + 1} of ${sections.length}.`);
        setSelected([...list, to]);
        focusAfter.current = { part: [...list, to] };
      } else if (action === 'duplicate') {
        change([{ op: 'duplicate', path }], `Copied ${label}: the copy is section ${index + 2} of ${sections.length + 1}.`);
        setSelected([...list, index + 1]);
        focusAfter.current = { part: [...list, index + 1] };
      } else {
        change([{ op: 'delete', path }], `Removed ${label}: the page has ${sections.length - 1} sections. Undo brings it back.`);
        const next = Math.min(index, sections.length - 2);
        setSelected([...list, next]);
        focusAfter.current = { part: [...list, next] };
      }
    },
    [data, change, sectionNames],
  );

  const addSection = useCallback(
    (page: number, type: string) => {
      const chosen = types.find((t) => t.type === type);
      if (!chosen) return;
      const sections = valueAt(data, ['routes', page, 'sections']) as Data[];
      const path = ['routes', page, 'sections', sections.length];
      change(
        [{ op: 'insert', path, value: startingContent(chosen.schema) }],
        `Added a ${chosen.name} section as section ${sections.length + 1}: fill in its fields.`,
      );
      setSelected(path);
      focusAfter.current = { part: path };
    },
    [types, data, change],
  );

  /** Opens the form of the posting at `posting` (its jobs section's), its first field focused. */
  const openPosting = useCallback(
    (posting: KeyPath) => {
      const section = posting.slice(0, 4);
      const item = schemaAt(schema, data, posting.slice(0, -1))?.items;
      setSelected(section);
      setPagePath(undefined);
      focusAfter.current = { id: fieldId(partPrefix(section), [...posting.slice(4), ...firstField(item)]) };
    },
    [schema, data],
  );

  // Post a job: a posting filled from the schema's example (every field Google for Jobs reads), its form opened.
  const postJob = useCallback(
    (section: KeyPath) => {
      const list = [...section, 'postings'];
      const item = schemaAt(schema, data, list)?.items;
      if (!item) return;
      const count = (valueAt(data, list) as Data[]).length;
      const page = textAt(data, ['routes', section[1]!, 'path'], '/');
      change(
        [{ op: 'insert', path: [...list, count], value: startingContent(item, { examples: true }) }],
        `Posted a new job as posting ${count + 1} on ${page}: its fields hold an example; write its own, starting with its slug.`,
      );
      openPosting([...list, count]);
      // The example's slug selected: what the person types replaces it.
      if (focusAfter.current && 'id' in focusAfter.current) focusAfter.current.select = true;
    },
    [schema, data, change, openPosting],
  );

  const closePosting = useCallback(
    (posting: KeyPath) => {
      const title = postingTitle(valueAt(data, posting)) ?? 'the posting';
      change([{ op: 'delete', path: posting }], `Closed the posting ${title}: its page is no longer on the site. Undo brings it back.`);
      focusAfter.current = { id: postJobId(posting.slice(0, 4)) };
    },
    [data, change],
  );

  // Focus follows the section a button moved, copied or added; a problem's link focuses its field.
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    const target =
      'id' in wanted
        ? document.getElementById(wanted.id)
        : [...document.querySelectorAll<HTMLElement>('[data-part]')].find((button) => button.dataset.part === wanted.part.join('.'));
    if (target) {
      target.focus();
      if ('select' in wanted && wanted.select && target instanceof HTMLInputElement) target.select();
      focusAfter.current = undefined;
    }
  });

  const goTo = useCallback(
    (finding: Finding) => {
      const keys = keysOf(finding.path);
      if (languages.some((l) => l.lang === keys.at(-1))) setLang(String(keys.pop()));
      const partPath = partOf(keys);
      setSelected(partPath);
      focusAfter.current = { id: fieldId(partPrefix(partPath), keys.slice(partPath.length)) };
    },
    [languages],
  );

  const placeOf = useCallback((finding: Finding) => placeOfField(data, keysOf(finding.path), names), [data, names]);

  const doUndo = useCallback(() => {
    setDraft((d) => undo(d));
    setStatus(draft.steps.length ? 'Undone.' : 'Nothing to undo.');
  }, [draft.steps.length]);
  const doRedo = useCallback(() => {
    setDraft((d) => redo(d));
    setStatus(draft.undone.length ? 'Redone.' : 'Nothing to redo.');
  }, [draft.undone.length]);

  // Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y (⌘ on a Mac), outside a text field, which keeps its own undo.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement;
      if (target.closest('input, textarea, select, [contenteditable]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) doUndo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') doRedo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doUndo, doRedo]);

  /** The pushes asked again, where the editor pushes its saves. */
  const branchAgain = useCallback(async () => {
    if (!started) return;
    const now = await api.branch();
    if (now.pushed) setBranch(now);
  }, [started]);

  const onSaved = useCallback(
    (saved: api.OpenedFile, message: string) => {
      setOpened(saved);
      setDraft(emptyDraft(saved.hash));
      setChecked(undefined);
      setSaving(false);
      setStatus(message);
      void branchAgain();
    },
    [branchAgain],
  );

  // Back to the page (another tab, another program): the pushes may have changed meanwhile (the retry runs in the background).
  useEffect(() => {
    const onFocus = () => void branchAgain();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [branchAgain]);

  /** The conflict a waiting save met, resolved as the person chose; the file then as it is now, their unsaved changes made again on it. */
  const resolveWaiting = useCallback(
    async (keep: Resolution) => {
      if (!branch?.conflict) return;
      try {
        const resolved = await api.resolve(keep, branch.conflict);
        setBranch(resolved);
        const now = await api.openFile();
        setOpened(now);
        setDraft((d) => ({ ...d, base: now.hash }));
        setStatus(`${resolved.message}${resolved.pushError ? ` ${resolved.pushError}` : ''}`);
      } catch (error) {
        if (!(error instanceof api.Refusal)) throw error;
        setStatus(`Nothing was changed: ${error.message}`);
        // A choice refused for its problems or the role is said with them; a conflict that changed meanwhile is shown as it now is.
        if (error.status !== 409) setRefusal(error);
        void branchAgain();
      }
    },
    [branch, branchAgain],
  );

  /** The file changed on disk: open it as it now is and make the person's edits again on it. */
  const reloadKeepingEdits = useCallback(async () => {
    const now = await api.openFile();
    setOpened(now);
    setDraft((d) => ({ ...d, base: now.hash }));
    setRefusal(undefined);
    setStatus('Reloaded the file as it is on disk; your changes are made again on it. Check them in the preview, then save.');
  }, []);

  /** Someone else's values kept over the person's: the file as it now is, the person's unsaved changes dropped. */
  const reloadKeepingTheirs = useCallback(async () => {
    const now = await api.openFile();
    setOpened(now);
    setDraft(emptyDraft(now.hash));
    setRefusal(undefined);
    setStatus('Reloaded the file with their values; your unsaved changes were dropped.');
  }, []);

  const discard = useCallback(() => {
    if (!window.confirm('Discard every unsaved change?')) return;
    setDraft(emptyDraft(opened.hash));
    setStatus('Discarded your unsaved changes.');
  }, [opened.hash]);

  // What the edits did, in plain words: the commit message the Save dialog proposes.
  const proposedMessage = useMemo(
    () => (saving ? commitMessage(opened.data, edits, sectionNames) : ''),
    [saving, opened.data, edits, sectionNames],
  );
  const changes = useMemo(() => (saving ? changesInWords(opened.data, edits, names) : []), [saving, opened.data, edits, names]);

  const page = typeof selected[1] === 'number' && selected[0] === 'routes' ? selected[1] : 0;
  const routePath = textAt(data, ['routes', page, 'path'], '/');
  // The theme's part shows its colours: each derived role on each ground, with its contrast.
  const previewPath = selected[0] === 'theme' ? PALETTE_PREVIEW_PATH : (pagePath ?? pathInLanguage(routePath, language));
  const section = selected.length === 4 && pagePath === undefined ? (selected[3] as number) : undefined;

  return (
    <div className="editor">
      {/* The keyboard's first stop: past the bar and the outline (a hundred controls on a site of
          many pages) to the form. Focus moves to its heading; the address stays as it is. */}
      <a
        className="skip-link"
        href={`#${PART_HEADING}`}
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(PART_HEADING)?.focus();
        }}
      >
        Skip to the form
      </a>
      <header className="bar">
        <h1>
          Editing <code>{opened.file}</code>
        </h1>
        <div className="bar-controls">
          {languages.length > 1 && (
            <label>
              Language{' '}
              <select value={language.lang} onChange={(event) => setLang(event.target.value)}>
                {languages.map((l) => (
                  <option key={l.lang} value={l.lang}>
                    {l.name} ({l.lang})
                  </option>
                ))}
              </select>
            </label>
          )}
          <button type="button" onClick={doUndo} disabled={draft.steps.length === 0} aria-keyshortcuts="Control+Z">
            Undo
          </button>
          <button type="button" onClick={doRedo} disabled={draft.undone.length === 0} aria-keyshortcuts="Control+Shift+Z Control+Y">
            Redo
          </button>
          <button type="button" onClick={discard} disabled={edits.length === 0}>
            Discard changes
          </button>
          <button type="button" className="primary" onClick={() => setSaveAsked(true)} disabled={edits.length === 0}>
            Save…
          </button>
          {branch && (
            <button type="button" onClick={() => setHistoryOpen(true)}>
              History and publishing…
            </button>
          )}
        </div>
        {session.hosted && <SignedIn person={session.person} />}
        <p className="status" role="status">
          {status}
        </p>
      </header>
      {branch?.conflict && <WaitingConflict conflict={branch.conflict} onResolve={resolveWaiting} />}
      {refusal && (
        <div className="refusal" role="alert">
          <p>{refusal.message}</p>
          <ConflictList conflicts={refusal.conflicts} />
          {refusal.status === 409 && (
            <button type="button" onClick={() => void reloadKeepingEdits()}>
              Reload the file and make my changes again{refusal.conflicts.length ? ' (keep my values)' : ''}
            </button>
          )}
          {refusal.conflicts.length > 0 && (
            <button type="button" onClick={() => void reloadKeepingTheirs()}>
              Reload the file and keep their values
            </button>
          )}
          {refusal.problems.length > 0 && (
            <ul>
              {refusal.problems.map((problem, i) => (
                <li key={i}>
                  {problem.place ?? problem.path}: {problem.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Outline
        siteParts={site}
        pages={pages}
        selected={selected}
        sectionTypes={types}
        jobs={jobs}
        onSelect={select}
        onSectionAction={sectionAction}
        onAddSection={addSection}
        onPostJob={postJob}
        onOpenPosting={openPosting}
        onClosePosting={closePosting}
      />
      <main className="form" aria-labelledby={PART_HEADING}>
        <Problems findings={findings} placeOf={placeOf} onGo={goTo} />
        <h2 id={PART_HEADING} tabIndex={-1}>
          {partLabel(selected, pages, site)}
        </h2>
        {language.lang !== defaultLang && (
          <p className="language-note">
            Texts are shown and written in {language.name}; names, numbers and links are the same in every language.
          </p>
        )}
        {selected[0] === TRANSLATE ? (
          <Translate
            schema={schema}
            data={data}
            defaultLang={defaultLang}
            lang={(language.lang === defaultLang ? languages[1]! : language).lang}
            name={(language.lang === defaultLang ? languages[1]! : language).name}
            onChange={(step) => change(step)}
          />
        ) : part ? (
          <FormBoundary key={selected.join('.') + language.lang}>
            <PartForm
              schema={part.schema}
              view={part.view}
              errors={fieldErrors}
              idPrefix={partPrefix(selected)}
              otherLanguage={language.lang === defaultLang ? undefined : language.name}
              upload={upload}
              onChange={onFormChange}
            />
          </FormBoundary>
        ) : (
          <p>This part is not in the file. Choose another on the left.</p>
        )}
      </main>
      <aside className="preview" aria-label="Preview">
        <div className="preview-controls" role="group" aria-label="Preview width">
          {(['phone', 'desktop'] as const).map((w) => (
            <button key={w} type="button" aria-pressed={width === w} onClick={() => setWidth(w)}>
              {w === 'phone' ? 'Phone' : 'Desktop'}
            </button>
          ))}
          <span className="preview-path">{previewPath}</span>
        </div>
        {/* The preview draws only a version with no problem (a required text left empty, a phone half typed). */}
        {errors.length > 0 && (
          <p className="preview-behind">
            The preview shows the last version without a problem: fix the {errors.length === 1 ? 'problem' : `${errors.length} problems`}{' '}
            listed above the form to see your latest changes.
          </p>
        )}
        <Preview path={previewPath} version={previewVersion} width={width} section={section} onNavigate={setPagePath} />
      </aside>
      {saving && checked && (
        <SaveDialog
          file={opened.file}
          base={draft.base}
          edits={edits}
          changes={changes}
          diff={checked.diff}
          git={opened.git}
          proposedMessage={proposedMessage}
          {...(branch ? { pushTo: branch.branch } : {})}
          onClose={() => setSaving(false)}
          onSaved={onSaved}
          onRefused={(error) => {
            setSaving(false);
            setRefusal(error);
          }}
        />
      )}
      {historyOpen && (
        <HistoryDialog
          unsaved={edits.length > 0}
          onClose={() => setHistoryOpen(false)}
          onChanged={(now, message) => {
            setOpened(now);
            setDraft(emptyDraft(now.hash));
            setStatus(message);
            void branchAgain();
          }}
        />
      )}
    </div>
  );
}

/** The key path, inside an item of `schema`, of its first field a person fills (not a constant that says its kind). */
function firstField(schema: SchemaNode | undefined): KeyPath {
  const node = schema && branchOf(schema, undefined);
  const first = Object.entries(node?.properties ?? {}).find(([, child]) => child.const === undefined);
  return first ? [first[0]] : [];
}

/** The id of the heading of the form, which names the part it edits. */
const PART_HEADING = 'part-heading';

/** Whether the editor is one column, the outline, the form and the preview one under another (editor.css's narrow layout). */
const isNarrow = () => window.matchMedia('(max-width: 60rem)').matches;

/** The selection of the translation list, which is no key of the config. */
const TRANSLATE = '#translate';

/** A value RJSF gives a new list item without defaults: nothing, or an empty text or object. */
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === '' ||
  (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/** The draft kept in this browser for the file, if it was made on the version now on disk; else a new one. */
function restoredDraft(opened: api.OpenedFile): Draft {
  const kept = keptDraft(opened.file);
  return kept ?? emptyDraft(opened.hash);
}

function languagesOf(data: Data): Language[] {
  const declared = valueAt(data, ['languages']);
  if (!Array.isArray(declared) || declared.length === 0) {
    const lang = textAt(data, ['lang'], 'en-US');
    return [{ lang, name: lang, prefix: '' }];
  }
  return declared.map((language: Data, i) => {
    const lang = textAt(language, ['lang'], 'en-US');
    const prefix = i === 0 ? '' : textAt(language, ['prefix'], lang.split('-')[0]!);
    return { lang, name: textAt(language, ['name'], lang), prefix };
  });
}

/** A finding's dotted key path as keys (`routes.0.title` → ['routes', 0, 'title']). */
const keysOf = (path: string): (string | number)[] => (path ? path.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)) : []);

/** The part a key path is in: its section, its page, or the key of the site. */
function partOf(keys: KeyPath): KeyPath {
  if (keys[0] === 'routes' && typeof keys[1] === 'number')
    return keys[2] === 'sections' && typeof keys[3] === 'number' ? keys.slice(0, 4) : keys.slice(0, 2);
  return keys.slice(0, 1);
}

/** A language tag among a finding's keys: the text of one language, in a group by language. */
const isLanguageTag = (key: string | number) => /^[a-z]{2,3}-[A-Z]{2}$/.test(String(key));

/**
 * The errors of the part at `part` as RJSF shows them at their fields, in the form of `lang`: a
 * problem of one language's text (an empty English headline) is at that language's field only,
 * not at the other languages' texts of the same field, which may be right.
 */
function errorSchemaOf(errors: Finding[], part: KeyPath, lang: string): ErrorSchema {
  const schema: Record<string, unknown> = {};
  for (const error of errors) {
    const keys = keysOf(error.path);
    if (!samePath(partOf(keys), part) || keys.some((key) => isLanguageTag(key) && key !== lang)) continue;
    let node = schema;
    for (const key of keys.slice(part.length).filter((key) => !isLanguageTag(key))) node = (node[key] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(error.message);
  }
  return schema as ErrorSchema;
}

function partLabel(selected: KeyPath, pages: ReturnType<typeof pageParts>, site: ReturnType<typeof siteParts>): string {
  for (const { page, sections } of pages) {
    if (samePath(page.path, selected)) return page.label;
    const section = sections.find((s) => samePath(s.path, selected));
    if (section) return `${page.label}, section ${section.label}`;
  }
  return site.find((part) => samePath(part.path, selected))?.label ?? '';
}
