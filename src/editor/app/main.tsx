import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import * as api from './api.ts';
import { EditorApp } from './EditorApp.tsx';
import './editor.css';

// The editor's page: who is signed in (hosted), the file and the form schema first, then the editor on them. A file that
// cannot be opened (not valid YAML, say) is said in words, with where to fix it.
const root = createRoot(document.getElementById('editor')!);
// Hosted, who is signed in comes first: it brings the token every change is sent with.
Promise.all([api.session(), api.openFile(), api.formSchema(), api.branch()]).then(
  ([session, opened, schema, pushedTo]) =>
    root.render(
      <StrictMode>
        <EditorApp opened={opened} schema={schema} session={session} {...(pushedTo.pushed ? { branch: pushedTo } : {})} />
      </StrictMode>,
    ),
  (error: unknown) => {
    const refusal = error instanceof api.Refusal ? error : undefined;
    root.render(
      <main className="cannot-open">
        <h1>The config cannot be opened</h1>
        <p>{refusal?.message ?? String(error)}</p>
        <ul>
          {refusal?.problems.map((problem, i) => (
            <li key={i}>
              {problem.file}:{problem.line}:{problem.column} {problem.message}
            </li>
          ))}
        </ul>
      </main>,
    );
  },
);
