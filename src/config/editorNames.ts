// Names the editor's browser page (src/editor/app/) shares with the Node side, in a module of
// their own so that the page takes them without the schema or the build.

/**
 * The mark on a text each language writes in its own words in the visual editor's JSON Schema
 * (src/config/jsonSchema.ts, `texts: 'marked'`), by which its forms show such a text in the one
 * language being edited (src/editor/app/draft/languageView.ts). Its own module, so that the
 * editor's browser code takes this name without the schema.
 */
export const PER_LANGUAGE_MARK = 'x-per-language';

/** The mark, with its kind (`photo`, `logo`, `font`), on a path to a carrier's file in the same schema: the editor offers to upload one. */
export const CARRIER_FILE_MARK = 'x-carrier-file';

/** The page of the theme's colours, in `npm run dev` and in the editor's preview (src/vite/palettePreview.ts). */
export const PALETTE_PREVIEW_PATH = '/__palette';
