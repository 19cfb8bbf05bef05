import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { LineCounter, parseDocument } from 'yaml';
import { inspectConfigSource, type ConfigInspection } from '../../config/loadSiteConfig.ts';
import { locate } from '../../config/read/locate.ts';
import { carrierFileKindAt } from '../../config/files/carrierFileKind.ts';
import { CARRIER_FILE_LIMITS } from '../../config/files/fileLimits.ts';
import { SiteConfigError, type Finding } from '../../config/problem.ts';
import { openConfig } from '../../config/write/saveConfig.ts';
import { writeAtomically } from '../../config/write/writeAtomically.ts';
import { MediaError } from '../../media/mediaError.ts';
import { seePhoto, siteMedia } from '../../media/siteMedia.ts';
import type { KeyPath } from '../../../schema/keyPath.ts';
import { ASSET_KINDS, extensionOf } from '../../../schema/primitives.ts';
import { outsideRole, roleRefusal, type ApiAnswer, type Who } from './editorApi.ts';
import { mayChange } from '../people/roles.ts';
import { draftText } from './draftText.ts';
import { editRequest, keyPath } from './editRequest.ts';

/**
 * POST /api/upload: a photo or logo the person chose, put into the carrier's folder
 * (`uploads/`, beside the config) and checked as `npm run check` checks the files a config
 * names: the person's draft, with the field set to the new file, goes through the media
 * pipeline's check (src/media/siteMedia.ts), so a file that cannot be used (not an image, cut
 * short, a bomb of pixels, a hostile SVG) is refused with the check's located message, and not
 * kept. A draft that cannot be checked whole (a hero's first photo, whose alt text is not
 * written yet) has its photo checked by itself, with the check's own function for a section's
 * photo; the draft's problems then ask for the rest at their fields. The answer is the path to
 * write in the field, as an edit the editor then makes. What kind of file it must be (a photo, a
 * logo) is the field's, as the schema says: an upload for a field that takes neither is
 * refused before anything is written, so no file reaches the folder unchecked.
 */

/** Where uploads go, inside the carrier's folder. */
export const UPLOADS_FOLDER = 'uploads';

/** The largest file any field takes, as base64 in JSON (4 characters a 3 bytes), with room for the draft's edits. */
export const MAX_UPLOAD_BODY = Math.ceil((Math.max(...Object.values(CARRIER_FILE_LIMITS).map((limit) => limit.bytes)) * 4) / 3) + 2_000_000;

const uploadRequest = editRequest.omit({ commit: true }).extend({
  upload: z.strictObject({
    /** The file's name on the person's computer: only its letters, digits, dots and dashes are kept. */
    name: z.string().min(1).max(200),
    /** The field the file is for, whose schema says the kind of file (a photo, a logo). */
    field: keyPath,
    /** What the page's field says it takes: checked against the schema, never taken from the request. */
    kind: z.enum(['photo', 'logo']).optional(),
    /** The file's bytes, base64. */
    data: z.base64(),
  }),
});

/** Hosted, `who`'s role must allow the field the file is for (and the draft's edits), before anything is written. */
export async function uploadFile(configFile: string, body: unknown, who?: Who): Promise<ApiAnswer> {
  const request = uploadRequest.safeParse(body);
  if (!request.success)
    return { status: 400, body: { error: `The request is not an upload the editor makes: ${request.error.issues[0]?.message ?? ''}` } };
  const { base, edits, upload } = request.data;
  if (who && !mayChange(who.role, upload.field)) return roleRefusal(who, upload.field);
  const config = openConfig(configFile);
  if (config.sha256 !== base)
    return {
      status: 409,
      body: {
        error: 'The file changed on disk since it was opened: reload it, then upload again',
        onDisk: { text: config.text, hash: config.sha256 },
      },
    };
  const draft = draftText(config.text, edits, config.shown);
  if (!draft.ok) return { status: 422, body: { error: 'An edit cannot be made: nothing was kept', problems: draft.problems } };
  if (who) {
    const refused = outsideRole(who, config.text, draft.text);
    if (refused) return refused;
  }
  // What the field takes is the schema's to say, read in the draft (a section's fields are its type's), never the request's.
  const kind = carrierFileKindAt(parseDocument(draft.text, { merge: true }).toJS(), upload.field);
  const field = upload.field.join(' › ');
  if (kind !== 'photo' && kind !== 'logo')
    return {
      status: 422,
      body: {
        error: `${field} does not take a photo or a logo, so the file was not kept: choose the file at a photo's or the logo's field`,
      },
    };
  if (upload.kind && upload.kind !== kind)
    return { status: 422, body: { error: `${field} takes a ${kind}, not a ${upload.kind}, so the file was not kept: reload the page` } };
  const name = fileName(upload.name);
  const extension = extensionOf(name);
  if (!(ASSET_KINDS[kind] as readonly string[]).includes(extension))
    return {
      status: 422,
      body: {
        error: `"${upload.name}" is not a ${kind} this site can use: choose a ${ASSET_KINDS[kind].map((e) => `.${e}`).join(', ')} file`,
      },
    };
  const bytes = Buffer.from(upload.data, 'base64');
  const limit = CARRIER_FILE_LIMITS[kind].bytes;
  if (bytes.length > limit)
    return {
      status: 413,
      body: { error: `The file is ${megabytes(bytes.length)}; a ${kind} is at most ${megabytes(limit)}: export it smaller` },
    };

  const configDir = dirname(config.file);
  const src = `./${UPLOADS_FOLDER}/${freeName(join(configDir, UPLOADS_FOLDER), name, bytes)}`;
  const target = join(configDir, src);
  const existed = existsSync(target);
  mkdirSync(dirname(target), { recursive: true });
  if (!existed) writeAtomically(target, bytes);
  const drafted = draftText(config.text, [...edits, { op: 'set', path: upload.field, value: src }], config.shown);
  if (!drafted.ok)
    return discard(target, existed, {
      status: 422,
      body: { error: 'The field cannot take the file: nothing was kept', problems: drafted.problems },
    });
  const refused = (problems: Finding[]) =>
    discard(target, existed, {
      status: 422,
      body: { error: `The file cannot be used, so it was not kept: ${problems[0]!.message}`, problems },
    });
  const uncheckable = (problems: Finding[]) =>
    discard(target, existed, {
      status: 422,
      body: { error: 'The config has other problems, so the file could not be checked: fix them, then upload again', problems },
    });
  const kept: ApiAnswer = { status: 200, body: { src, edit: { op: 'set', path: upload.field, value: src } } };
  let inspection: ConfigInspection;
  try {
    inspection = inspectConfigSource(drafted.text, config.shown, { configDir });
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    const mine = error.problems.filter((problem) => problem.path === upload.field.join('.'));
    if (mine.length) return refused(mine);
    if (kind === 'logo') return uncheckable(error.problems);
    // The draft cannot be checked whole (a hero's first photo: its alt text is not written yet).
    // The photo is checked by itself, as the check checks a section's photo; it is kept, and the
    // draft's problems then ask for what is missing at its fields.
    try {
      await seePhoto(configDir, src, 'check');
    } catch (error) {
      if (!(error instanceof MediaError)) throw error;
      return refused([
        {
          file: config.shown,
          ...located(drafted.text, upload.field),
          path: upload.field.join('.'),
          message: error.message,
          severity: 'error',
        },
      ]);
    }
    return kept;
  }
  try {
    await siteMedia(inspection, config.file, 'check');
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    const mine = error.problems.filter((problem) => problem.path === upload.field.join('.'));
    if (mine.length) return refused(mine);
    return uncheckable(error.problems);
  }
  return kept;
}

/** Where the key path `field` is in `text`, as a person reads it (line and column from 1). */
function located(text: string, field: KeyPath) {
  const lines = new LineCounter();
  return locate(parseDocument(text, { lineCounter: lines }), lines, field);
}

/** Removes a file this upload wrote (never one that was there before it), and answers `answer`. */
function discard(file: string, existed: boolean, answer: ApiAnswer): ApiAnswer {
  if (!existed) rmSync(file, { force: true });
  return answer;
}

/** A name of the carrier's folder for `original`: lower case, letters, digits, `-`, `_` and one `.` before the extension. */
function fileName(original: string): string {
  const base = original.split(/[/\\]/).pop()!.toLowerCase();
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'file';
  const extension = dot > 0 ? base.slice(dot + 1).replace(/[^a-z0-9]/g, '') : '';
  return extension ? `${stem.slice(0, 80)}.${extension}` : stem.slice(0, 80);
}

/** `name` in `folder`, or `name-2`, `-3`… when a different file has it; the same file keeps its name. */
function freeName(folder: string, name: string, bytes: Buffer): string {
  const dot = name.lastIndexOf('.');
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? name : `${name.slice(0, dot)}-${n}${name.slice(dot)}`;
    const path = join(folder, candidate);
    if (!existsSync(path) || readFileSync(path).equals(bytes)) return candidate;
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
