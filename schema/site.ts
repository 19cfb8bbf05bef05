import { z } from 'zod';
import { company } from './company.ts';
import { deploy } from './deploy.ts';
import { languages, languageTag, prefixOf, type SiteLanguageInput } from './languages.ts';
import { errorScreen, floatingButtons, footer, header, navigation, notFound, ui } from './layout.ts';
import { route, sitePages } from './route.ts';
import { postingPath } from './paths.ts';
import { seo } from './seo.ts';
import { theme } from './theme.ts';
import type { KeyPath } from './keyPath.ts';

/** Every `{ kind: 'link', href }` action below `value`, with its path. */
function* linkActions(value: unknown, path: KeyPath): Generator<{ href: string; path: KeyPath }> {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* linkActions(item, [...path, i]);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record.kind === 'link' && typeof record.href === 'string') yield { href: record.href, path: [...path, 'href'] };
    for (const [key, item] of Object.entries(record)) yield* linkActions(item, [...path, key]);
  }
}

type Loose = {
  lang?: unknown;
  languages?: unknown;
  company?: unknown;
  ui?: unknown;
  deploy?: unknown;
  navigation?: unknown;
  header?: unknown;
  floatingButtons?: unknown;
  routes?: unknown;
};
type Ctx = { addIssue(issue: { code: 'custom'; path: KeyPath; message: string }): void };

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** Checks across the file: unique routes and posting pages, every link pointing at a route or section that exists, hosts that redirect elsewhere. */
function crossCheck(site: Loose, ctx: Ctx) {
  const siteUrl = field(site.company, 'siteUrl');
  const canonical = typeof siteUrl === 'string' && URL.canParse(siteUrl) ? new URL(siteUrl).hostname : undefined;
  list(field(site.deploy, 'redirectHosts')).forEach((host, i) => {
    if (host === canonical) {
      ctx.addIssue({
        code: 'custom',
        path: ['deploy', 'redirectHosts', i],
        message: `${canonical} is the host of company.siteUrl: redirecting it would send every visitor round in a loop. Remove it from this list`,
      });
    }
  });

  // The policies' company details label every line they show.
  const detailLabels = field(site.ui, 'policyDetails');
  for (const [key, example] of [
    ['address', 'Address'],
    ['hours', 'Hours'],
  ] as const) {
    if (
      field(site.company, key) !== undefined &&
      detailLabels &&
      typeof detailLabels === 'object' &&
      field(detailLabels, key) === undefined
    )
      ctx.addIssue({
        code: 'custom',
        path: ['ui', 'policyDetails'],
        message: `company.${key} is shown in the policies' company details, which need its label: add ${key}: ${example} here`,
      });
  }

  const paths = new Set<string>();
  list(site.routes).forEach((r, i) => {
    const path = field(r, 'path');
    if (typeof path !== 'string') return;
    if (paths.has(path)) {
      ctx.addIssue({ code: 'custom', path: ['routes', i, 'path'], message: `Duplicate route "${path}": each path may be declared once` });
    }
    paths.add(path);
  });
  // Each job posting's page: its jobs section's page path, then its slug.
  list(site.routes).forEach((r, i) => {
    const path = field(r, 'path');
    if (typeof path !== 'string') return;
    list(field(r, 'sections')).forEach((section, s) => {
      if (field(section, 'type') !== 'jobs') return;
      list(field(section, 'postings')).forEach((posting, p) => {
        const slug = field(posting, 'slug');
        if (typeof slug !== 'string') return;
        const page = postingPath(path, slug);
        if (paths.has(page)) {
          ctx.addIssue({
            code: 'custom',
            path: ['routes', i, 'sections', s, 'postings', p, 'slug'],
            message: `This posting's page would be "${page}", which is already a page of the site: choose another slug`,
          });
        }
        paths.add(page);
      });
    });
  });
  languageProblems(site, paths, ctx);
  const known = [...paths].join(', ');
  const noRoute = (href: string) => `No route "${href}". Declared routes: ${known}`;

  list(site.navigation).forEach((link, i) => {
    const path = field(link, 'path');
    if (typeof path === 'string' && !paths.has(path))
      ctx.addIssue({ code: 'custom', path: ['navigation', i, 'path'], message: noRoute(path) });
  });

  const layoutLinks = [...linkActions(site.header, ['header']), ...linkActions(site.floatingButtons, ['floatingButtons'])];
  for (const { href, path } of layoutLinks) {
    if (href.startsWith('#')) {
      ctx.addIssue({
        code: 'custom',
        path,
        message: `"${href}" is an in-page anchor, but this button is on every page: link to a route instead`,
      });
    } else if (!paths.has(href)) {
      ctx.addIssue({ code: 'custom', path, message: noRoute(href) });
    }
  }

  list(site.routes).forEach((r, i) => {
    const sections = list(field(r, 'sections'));
    const ids = new Set(sections.map((s) => field(s, 'id')).filter((id): id is string => typeof id === 'string'));
    for (const { href, path } of linkActions(sections, ['routes', i, 'sections'])) {
      if (href.startsWith('#') && !ids.has(href.slice(1))) {
        const onPage = ids.size ? `Section ids on this page: ${[...ids].join(', ')}` : 'No section on this page has an id';
        ctx.addIssue({ code: 'custom', path, message: `Broken anchor "${href}": no section with id "${href.slice(1)}". ${onPage}` });
      } else if (!href.startsWith('#') && !paths.has(href)) {
        ctx.addIssue({ code: 'custom', path, message: noRoute(href) });
      }
    }
  });
}

/** The default language given once (lang, or the first of languages); languages and their prefixes distinct, no prefix taken by a page. */
function languageProblems(site: Loose, paths: ReadonlySet<string>, ctx: Ctx) {
  const declared = list(site.languages) as Partial<SiteLanguageInput>[];
  if (site.languages !== undefined && site.lang !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['lang'],
      message: 'The first of languages is the default language of the site: remove lang, or remove languages for a site in one language',
    });
  } else if (site.languages === undefined && site.lang === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['lang'],
      message: 'Missing required "lang": the language of the site, such as lang: en-US (or list its languages under languages)',
    });
  }
  if (declared[0]?.prefix !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['languages', 0, 'prefix'],
      message: 'The first language is the default, served at /: remove its prefix',
    });
  }
  const firstSegments = new Set([...paths].map((path) => path.split('/')[1]));
  const tags = new Set<string>();
  const prefixes = new Set<string>();
  declared.forEach((language, i) => {
    if (typeof language?.lang !== 'string') return;
    if (tags.has(language.lang)) {
      ctx.addIssue({ code: 'custom', path: ['languages', i, 'lang'], message: `${language.lang} is listed twice: remove one` });
    }
    tags.add(language.lang);
    if (i === 0 || !languageTag.safeParse(language.lang).success) return;
    const prefix = prefixOf(language as SiteLanguageInput);
    const where = ['languages', i, language.prefix === undefined ? 'lang' : 'prefix'];
    if (prefixes.has(prefix)) {
      ctx.addIssue({
        code: 'custom',
        path: where,
        message: `Another language is served under /${prefix}/ already: give this one its own prefix`,
      });
    } else if (firstSegments.has(prefix)) {
      ctx.addIssue({
        code: 'custom',
        path: where,
        message: `/${prefix}/ is taken by a page of the site (/${prefix}): give this language another prefix`,
      });
    }
    prefixes.add(prefix);
  });
}

export const siteConfig = z
  .strictObject({
    lang: languageTag.optional().meta({
      description: 'Language of a site in one language (the html lang attribute); a site in several lists them under languages instead.',
      examples: ['en-US'],
    }),
    languages: languages.optional(),
    company,
    theme,
    navigation,
    header,
    floatingButtons,
    footer,
    ui,
    routes: z.array(route).min(1),
    notFound,
    errorScreen,
    seo,
    deploy,
  })
  // Runs even when other parts failed (`when`), so one run reports every problem; hence
  // the defensive reads: any part of `site` may be missing or malformed here.
  .superRefine((site, ctx) => crossCheck(site, ctx), { when: () => true })
  // The checks above make sure there is a language: `lang`, or the first of `languages`.
  .transform(({ routes, lang, languages, ...site }) => ({
    ...site,
    lang: languages?.[0]?.lang ?? lang!,
    ...(languages ? { languages } : {}),
    routes: sitePages(routes),
  }))
  .meta({ title: 'Carrier site configuration', description: 'Everything the carrier website shows, in one file.' });

export type SiteConfig = z.infer<typeof siteConfig>;
export type SiteConfigInput = z.input<typeof siteConfig>;
