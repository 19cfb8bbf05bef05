import { useState } from 'react';
import type { KeyPath } from '../../../schema/keyPath.ts';
import { samePath, type JobsPart, type PageParts, type Part } from './parts/parts.ts';

export type SectionAction = 'up' | 'down' | 'duplicate' | 'remove';

export interface OutlineProps {
  siteParts: Part[];
  pages: PageParts[];
  selected: KeyPath;
  sectionTypes: { type: string; name: string; description: string }[];
  /** The jobs sections and their postings: the office's most frequent task, first. */
  jobs: JobsPart[];
  onSelect: (path: KeyPath) => void;
  onSectionAction: (path: KeyPath, action: SectionAction) => void;
  onAddSection: (page: number, type: string) => void;
  onPostJob: (section: KeyPath) => void;
  /** Opens the posting's form, its first field focused. */
  onOpenPosting: (posting: KeyPath) => void;
  onClosePosting: (posting: KeyPath) => void;
}

/**
 * The site's parts and pages, and each page's sections in order, each a button that opens its
 * form; beside each section, buttons to move it up or down, duplicate or remove it, and under
 * each page a choice of section type to add. Above them, the jobs: each posting with a button to
 * close it, and one to post a new one. Every control is a native button or select, so
 * all of it works by keyboard; the editor announces what each did (EditorApp's status).
 */
export function Outline(props: OutlineProps) {
  const { siteParts, pages, selected, sectionTypes, jobs, onSelect, onSectionAction, onAddSection } = props;
  return (
    <nav className="outline" aria-label="Parts of the site">
      {jobs.length > 0 && <Jobs {...props} />}
      <h2>Site</h2>
      <ul className="parts">
        {siteParts.map((part) => (
          <li key={part.label}>
            <PartButton part={part} selected={selected} onSelect={onSelect} />
          </li>
        ))}
      </ul>
      <h2>Pages</h2>
      {pages.map(({ page, sections }, pageIndex) => (
        <section key={pageIndex} className="page" aria-label={page.label}>
          <h3>
            <PartButton part={page} selected={selected} onSelect={onSelect} />
          </h3>
          <ol className="sections">
            {sections.map((section, j) => (
              <li key={j}>
                <PartButton part={section} selected={selected} onSelect={onSelect} />
                <span className="section-actions" role="group" aria-label={`Section ${j + 1}`}>
                  <button
                    type="button"
                    disabled={j === 0}
                    onClick={() => onSectionAction(section.path, 'up')}
                    aria-label={`Move section ${j + 1} up`}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    disabled={j === sections.length - 1}
                    onClick={() => onSectionAction(section.path, 'down')}
                    aria-label={`Move section ${j + 1} down`}
                  >
                    Down
                  </button>
                  <button
                    type="button"
                    onClick={() => onSectionAction(section.path, 'duplicate')}
                    aria-label={`Duplicate section ${j + 1}`}
                  >
                    Copy
                  </button>
                  <button
                    type="button"
                    disabled={sections.length === 1}
                    onClick={() => onSectionAction(section.path, 'remove')}
                    aria-label={`Remove section ${j + 1}`}
                  >
                    Remove
                  </button>
                </span>
              </li>
            ))}
          </ol>
          <AddSection page={pageIndex} label={page.label} types={sectionTypes} onAdd={onAddSection} />
        </section>
      ))}
    </nav>
  );
}

/** The postings of each jobs section, each with its Close button, and a Post a job button under them. */
function Jobs({ jobs, onPostJob, onOpenPosting, onClosePosting }: OutlineProps) {
  return (
    <>
      <h2>Jobs</h2>
      {jobs.map(({ section, page, postings }) => (
        <section key={section.join('.')} className="jobs" aria-label={`Jobs on ${page}`}>
          <ul className="postings">
            {postings.map((posting) => (
              <li key={posting.path.join('.')}>
                <button type="button" className="part" onClick={() => onOpenPosting(posting.path)}>
                  {posting.title}
                </button>
                <button type="button" aria-label={`Close the posting ${posting.title}`} onClick={() => onClosePosting(posting.path)}>
                  Close
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            id={postJobId(section)}
            aria-label={jobs.length > 1 ? `Post a job on ${page}` : undefined}
            onClick={() => onPostJob(section)}
          >
            Post a job
          </button>
        </section>
      ))}
    </>
  );
}

/** The id of the Post a job button of the jobs section at `section`, which takes focus once a posting is closed. */
export const postJobId = (section: KeyPath) => `post-job:${section.join('.')}`;

function PartButton({ part, selected, onSelect }: { part: Part; selected: KeyPath; onSelect: (path: KeyPath) => void }) {
  const current = samePath(part.path, selected);
  return (
    <button
      type="button"
      className="part"
      aria-current={current ? 'true' : undefined}
      data-part={part.path.join('.')}
      onClick={() => onSelect(part.path)}
    >
      {part.label}
    </button>
  );
}

function AddSection({
  page,
  label,
  types,
  onAdd,
}: {
  page: number;
  label: string;
  types: { type: string; name: string; description: string }[];
  onAdd: (page: number, type: string) => void;
}) {
  const [type, setType] = useState(types[0]?.type ?? '');
  const id = `add-section-${page}`;
  return (
    <div className="add-section">
      <label htmlFor={id}>Add a section to {label.replace(/^Page /, '')}</label>
      <select id={id} value={type} onChange={(event) => setType(event.target.value)}>
        {types.map((option) => (
          <option key={option.type} value={option.type}>
            {option.name}: {option.description}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => onAdd(page, type)}>
        Add section
      </button>
    </div>
  );
}
