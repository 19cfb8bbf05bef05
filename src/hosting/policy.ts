import type { SiteConfig } from '../../schema/index.ts';
import { ASSETS_FOLDER, extensionOf, HOST_NAME } from '../../schema/primitives.ts';
import { languageOfPath } from '../config/languages/languagePaths.ts';

/**
 * The serving policy: the ONE definition of the headers, cache rules, content types,
 * compression, hidden files and 404 handling of the built site. The Node server
 * (createServer.ts) applies it at run time; the build emits it for nginx, Netlify,
 * Cloudflare Pages and Vercel (src/prerender/hostConfigs.ts). Tests hold every server to it.
 */

/**
 * Content-Security-Policy. The executable inline scripts are the pages' small entry
 * (src/browser/entry-client.tsx, written into the page by the prerender to spare the visitor a round
 * trip before hydration can start) and the one line that links the later styles at once on a
 * page opened at a #fragment (src/app/laterStyles.ts), allowed by the SHA-256 of the code the
 * build wrote: any other inline script is refused, and the build fails when a page holds one
 * (src/prerender/pageScripts.ts). Emotion needs inline styles.
 */
export function contentSecurityPolicy(inlineScriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Powerful features the site never uses, switched off for it and anything it could embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'sync-xhr',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export const HSTS_MAX_AGE = 63_072_000; // two years

/** Cache-Control values. */
export const CACHE = {
  /** HTML and every unhashed file: the browser keeps it but asks first (ETag / Last-Modified → 304). */
  revalidate: 'no-cache',
  /** Vite's content-hashed output: a new version gets a new name, so it never changes. */
  immutable: 'public, max-age=31536000, immutable',
} as const;

/** Where Vite writes its hashed files (the build checks that every file there carries a hash). */
export const HASHED_PREFIX = `/${ASSETS_FOLDER}/`;
/** A hashed file name as Vite writes it: `name-HASH.ext`, HASH 8+ URL-safe base64 characters. */
export const HASHED_FILE = /-[\w-]{8,}\.[a-z0-9]+$/i;

/** The not-found page the build writes; served with status 404 for every unknown path. */
export const NOT_FOUND_PAGE = '/404.html';

/** The not-found page of a language: the default's at the root, another's under its prefix (`/es/404.html`). */
export const notFoundPageOf = ({ prefix }: { prefix: string }) => (prefix ? `/${prefix}${NOT_FOUND_PAGE}` : NOT_FOUND_PAGE);

/** The not-found page that answers a path: that of the language whose prefix the path starts with, else the default's. */
export const notFoundPageFor = (path: string, languagePrefixes: readonly string[]) =>
  notFoundPageOf(
    languageOfPath(
      path,
      ['', ...languagePrefixes].map((prefix) => ({ prefix })),
    ),
  );

export const ALLOWED_METHODS = ['GET', 'HEAD'] as const;

/** Content types by extension; text types are UTF-8. Anything else is application/octet-stream. */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  webm: 'video/webm',
};
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

/** Text formats the build precompresses (Brotli and gzip) and the servers negotiate. */
export const COMPRESSIBLE = ['html', 'css', 'js', 'mjs', 'json', 'webmanifest', 'xml', 'txt', 'svg'] as const;

/** Precompressed copies, best first, as the build writes them next to the original. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
export type EncodingName = (typeof ENCODINGS)[number]['name'];

/** Files in the build output that are instructions for a host, never content. */
export const HOST_CONFIG_FILES = ['nginx.conf', '_headers', '_redirects', 'vercel.json'] as const;

/**
 * Paths never served, whatever is on disk: dotfiles and dot-folders, source maps, the
 * precompressed copies (they are served only by negotiation) and the host configs.
 */
export function isHidden(path: string): boolean {
  return (
    /(^|\/)\./.test(path) || /\.(map|br|gz)$/i.test(path) || (HOST_CONFIG_FILES as readonly string[]).includes(path.replace(/^\/+/, ''))
  );
}

/**
 * A page path: its last segment has no dot (`/`, `/privacy`, `/privacy/`). It is served from
 * `<path>/index.html` and nothing else, on every server. Other paths are files, served as they are.
 */
export const PAGE_PATH = /\/[^./]*$/;
export const pageFile = (path: string) => `${path.replace(/\/$/, '')}/index.html`;

/** The Content-Type of a file (a page path is first mapped to its index.html: pageFile). */
export const contentTypeFor = (path: string) => CONTENT_TYPES[extensionOf(path)] ?? DEFAULT_CONTENT_TYPE;
export const isCompressible = (path: string) => (COMPRESSIBLE as readonly string[]).includes(extensionOf(path));
export const isHashedAsset = (path: string) => path.startsWith(HASHED_PREFIX) && HASHED_FILE.test(path);
export const cacheControlFor = (path: string) => (path.startsWith(HASHED_PREFIX) ? CACHE.immutable : CACHE.revalidate);

/**
 * The encodings an Accept-Encoding header accepts among those the build writes, best first.
 * `q=0` refuses; `*` is not taken as consent (as nginx does), identity is always possible.
 */
export function acceptedEncodings(header: string | undefined): EncodingName[] {
  if (!header) return [];
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => /^q\s*=/.test(p));
    const weight = q ? Number(q.replace(/^q\s*=\s*/, '')) : 1;
    if (token && Number.isFinite(weight) && weight > 0) accepted.add(token);
  }
  return ENCODINGS.map((e) => e.name).filter((name) => accepted.has(name));
}

/** What a carrier configures; everything else above is fixed. */
export type PolicyInput = Pick<SiteConfig, 'deploy' | 'routes'> & {
  company: Pick<SiteConfig['company'], 'siteUrl'>;
  /** The path prefixes of the languages other than the default (src/config/languages/languagePaths.ts), each with its own not-found page. */
  languagePrefixes?: readonly string[];
};

export interface ServingPolicy {
  /** Origin of the canonical site (scheme and host of company.siteUrl). */
  origin: string;
  canonicalHost: string;
  /** Host names answered with a 301 to the same path on the canonical host. */
  redirectHosts: string[];
  /** Route paths of the config, in every language: the pages. */
  pages: string[];
  /** The path prefixes of the languages other than the default: a path under one is answered with its language's not-found page. */
  languagePrefixes: string[];
  /** Headers on every response, in this order. */
  headers: Readonly<Record<string, string>>;
}

/** The Strict-Transport-Security value, or undefined when the site is not https or HSTS is off. */
export function hstsHeader(input: PolicyInput): string | undefined {
  const https = new URL(input.company.siteUrl).protocol === 'https:';
  if (!https || !input.deploy.hsts.enabled) return undefined;
  return `max-age=${HSTS_MAX_AGE}; includeSubDomains${input.deploy.hsts.preload ? '; preload' : ''}`;
}

/**
 * The serving policy of a validated config and of the site built from it: `inlineScriptHashes`
 * are the CSP hashes of the inline scripts the build wrote into the pages (src/prerender/prerender.ts).
 * The build records it in the output folder (./buildRecord.ts), where `npm start` reads it.
 */
export function servingPolicy(input: PolicyInput, inlineScriptHashes: readonly string[] = []): ServingPolicy {
  const url = new URL(input.company.siteUrl);
  const canonicalHost = url.hostname;
  if (input.deploy.redirectHosts.includes(canonicalHost)) {
    throw new Error(
      `deploy.redirectHosts lists ${canonicalHost}, the host of company.siteUrl: it would redirect to itself. Remove it from the list`,
    );
  }
  // The schema admits only these shapes; checked again here, the second line of defence of the
  // host configs, where a host name or path is written unquoted (nginx server_name, _headers rules).
  for (const host of [canonicalHost, ...input.deploy.redirectHosts]) {
    if (!HOST_NAME.test(host))
      throw new Error(`Not a host name: ${JSON.stringify(host.slice(0, 80))}. Nothing else may reach a host config`);
  }
  for (const prefix of input.languagePrefixes ?? []) {
    if (!/^[a-z]{2,3}(-[a-z]{2})?$/.test(prefix))
      throw new Error(`Not a language prefix: ${JSON.stringify(prefix.slice(0, 80))}. Nothing else may reach a host config`);
  }
  for (const { path } of input.routes) {
    if (!/^\/[a-z0-9/-]*$/.test(path))
      throw new Error(`Not a route path: ${JSON.stringify(path.slice(0, 80))}. Nothing else may reach a host config`);
  }
  const hsts = hstsHeader(input);
  return {
    origin: url.origin,
    canonicalHost,
    redirectHosts: [...new Set(input.deploy.redirectHosts)],
    pages: input.routes.map((r) => r.path),
    languagePrefixes: [...(input.languagePrefixes ?? [])],
    headers: {
      'Content-Security-Policy': contentSecurityPolicy(inlineScriptHashes),
      ...(hsts ? { 'Strict-Transport-Security': hsts } : {}),
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
      // No Cross-Origin-Opener-Policy: it guards a page's state from the windows that open it or
      // that it opens, and these pages hold none (no account, no cookie, no form, no popup). Its
      // cost is a renderer swap on every arrival (README, "How the audit navigates").
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  };
}

/** Limits and timeouts that keep slow or abusive clients from holding the server. */
export const LIMITS = {
  /** Longer request targets answer 414. */
  maxUrlLength: 2048,
  /** Request line plus headers, in bytes; larger answer 431 (Node) / 400 or 414 (nginx). */
  maxHeaderBytes: 8192,
  maxHeadersCount: 100,
  /** The whole header section must arrive within this time (slowloris). */
  headersTimeoutMs: 10_000,
  /** The whole request must arrive within this time. */
  requestTimeoutMs: 30_000,
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutMs: 5_000,
  /** A stalled response (client not reading) is dropped after this time. */
  sendTimeoutMs: 30_000,
  /** On SIGTERM, in-flight requests get this long before their connections are closed. */
  shutdownGraceMs: 10_000,
} as const;
export type Limits = { -readonly [K in keyof typeof LIMITS]: number };
