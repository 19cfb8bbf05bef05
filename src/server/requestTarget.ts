import { isHidden, LIMITS } from '../hosting/policy.ts';

export type Target =
  | { ok: true; /** Decoded, slash-merged path. */ path: string; /** The same, percent-encoded. */ url: string }
  | {
      ok: false;
      status: 400 | 404 | 414;
      reason: string;
      /** The decoded path, when the target is one (a hidden file's). */ path?: string;
    };

/**
 * Checks a request target before any file lookup: what is not a plain path inside the site
 * never reaches the static-file library. Decodes once; rejects malformed percent-encoding,
 * NUL and control characters, backslashes and `.`/`..` segments in any encoding (400), overlong
 * targets (414), and hides dotfiles, source maps, precompressed copies and host configs (404).
 * Runs of slashes are merged, as nginx does.
 */
export function parseTarget(raw: string | undefined, maxLength: number = LIMITS.maxUrlLength): Target {
  if (!raw) return { ok: false, status: 400, reason: 'empty target' };
  if (raw.length > maxLength) return { ok: false, status: 414, reason: 'target too long' };
  // Absolute form (`GET http://host/path`), which proxies send: keep the path.
  const target = raw.replace(/^https?:\/\/[^/?#]*/i, '') || '/';
  if (!target.startsWith('/')) return { ok: false, status: 400, reason: 'not an origin-form target' };

  const encoded = target.split(/[?#]/, 1)[0]!;
  let path: string;
  try {
    path = decodeURIComponent(encoded);
  } catch {
    return { ok: false, status: 400, reason: 'malformed percent-encoding' };
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(path)) return { ok: false, status: 400, reason: 'control character or backslash' };
  path = path.replace(/\/{2,}/g, '/');
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) {
    return { ok: false, status: 400, reason: 'dot segment' };
  }
  if (isHidden(path)) return { ok: false, status: 404, reason: 'hidden file', path };
  let url: string;
  try {
    url = toUrl(path);
  } catch {
    return { ok: false, status: 400, reason: 'unencodable path' };
  }
  return { ok: true, path, url };
}

/** A decoded path, percent-encoded again (`?` and `#` included: they are part of the path here). */
export const toUrl = (path: string) => encodeURI(path).replace(/[?#]/g, encodeURIComponent);
