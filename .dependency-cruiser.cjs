// The folder layers of src/, top to bottom (README "How it fits together"): a module imports
// from its own layer or the layers below it, never from one above, so the tree reads top to
// bottom. Run by `npm run lint` (and so by `npm test`).
const LAYERS = [
  ['src/cli/', 'src/audit/'], // commands: npm start, build, check, edit, schema, audit
  ['src/editor/server/'], // the local editor's server behind npm run edit: never part of the public site
  ['src/editor/hosted/'], // the hosted editor's gate (npm run edit -- --hosted): sessions, CSRF, rate limits, its own routes
  ['src/editor/git/'], // the editor's saves pushed to the carrier's repository: the working branch, edits made again, history, publish
  ['src/editor/app/'], // the editor's page, its own Vite entry (built by src/editor/server/editorApp.ts, never imported)
  ['src/editor/passkeys/'], // the hosted editor's passkey ceremonies (SimpleWebAuthn), and their challenges
  ['src/editor/people/'], // the hosted editor's people, invitations, sessions, roles and sign-in log, in its state folder
  ['src/server/'], // the static server behind npm start
  ['src/prerender/'], // client + SSR build, prerender, compression, host configs
  ['src/vite/'], // the Vite plugin, dev render, chunking
  ['src/document/'], // the HTML document, sitemap, robots, manifest, icons, social image, JSON-LD
  ['src/check/'], // a carrier's whole check: its config and the files it names
  ['src/media/'], // the carrier's files: photos encoded, logo cleaned, fonts subset (Node only)
  ['src/hosting/'], // the one serving policy and the build record
  ['src/browser/', 'src/entry-server.tsx', 'src/virtual.d.ts'], // entries: the page's own script (browser/: the native layer, what it does without React, then hydration) and the server's
  ['src/app/'], // routes, providers, the page shell; pages/: the config page, not-found, error screen
  ['src/sections/', 'src/layout/'], // the registry, section renderer and page views, one folder per section; the layout
  ['src/ui/'], // the kit sections, layout and pages share
  ['src/site-data/'], // what the build hands the browser: its types, the virtual modules, partial hydration
  ['src/theme/', 'src/config/'],
  ['schema/'],
];
const pattern = (paths) => `^(?:${paths.map((p) => p.replace(/[.]/g, '\\.')).join('|')})`;

module.exports = {
  forbidden: [
    ...LAYERS.slice(1).map((layer, i) => ({
      name: `no-upward-import-from-${layer[0]
        .replace(/^src\//, '')
        .replace(/\W+$/, '')
        .replace(/\W/g, '-')}`,
      comment: 'A folder imports only from its own layer or the layers below it (.dependency-cruiser.cjs lists them).',
      severity: 'error',
      from: { path: pattern(layer) },
      to: { path: pattern(LAYERS.slice(0, i + 1).flat()) },
    })),
    {
      name: 'sections-and-layout-apart',
      comment: 'Sections and the layout are peers: what both need lives in src/ui/.',
      severity: 'error',
      from: { path: '^src/sections/' },
      to: { path: '^src/layout/' },
    },
    {
      name: 'layout-and-sections-apart',
      comment: 'Sections and the layout are peers: what both need lives in src/ui/.',
      severity: 'error',
      from: { path: '^src/layout/' },
      to: { path: '^src/sections/' },
    },
    {
      name: 'editor-apart',
      comment: "The editor (npm run edit) runs on the carrier's computer only: no module of the site or of another command imports it.",
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/editor/', '^src/cli/edit(Invite)?\\.ts$'] },
      to: { path: '^src/editor/' },
    },
    {
      name: 'editor-page-alone',
      comment:
        "The editor's page is built by its own Vite entry: no module imports it, and it imports only what a browser runs (no schema, no Node code); src/editor/change.ts and src/editor/branchState.ts are the server's answers' types, which both sides name (the page imports the latter's types alone).",
      severity: 'error',
      from: { path: '^src/editor/app/' },
      to: {
        path: '^(schema/(?!keyPath\\.ts$)|src/(?!editor/app/|editor/(change|branchState)\\.ts$|editor/people/roles\\.ts$|config/(languages/languagePaths|editorNames|write/editConfig|problem)\\.ts$))',
      },
    },
    {
      name: 'serving-apart-from-the-build',
      comment:
        'npm start serves a built folder without loading the build (Vite, React, sharp…): the server and the serving policy use only the config and the schema besides themselves.',
      severity: 'error',
      from: { path: '^src/(server|hosting)/' },
      to: { path: '^src/', pathNot: '^src/(server|hosting|config)/' },
    },
    {
      name: 'start-builds-only-when-it-must',
      comment: 'npm start imports the build with import() at the moment it must build, so that serving a built folder loads none of it.',
      severity: 'error',
      from: { path: '^src/cli/start\\.ts$' },
      to: { path: '^src/', pathNot: '^src/(cli|server|hosting|config)/', dynamic: false },
    },
    {
      name: 'no-circular',
      comment: 'Modules that import each other cannot be read one after the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|tests|dist)/|\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  },
};
