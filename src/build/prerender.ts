import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Manifest } from 'vite';
import type { RenderedPage } from '../entry-server.tsx';
import { renderDocument } from '../render/document.ts';
import { organizationJsonLd } from './jsonLd.ts';
import { pageSocial, writeSiteFiles } from './seo.ts';
import { sectionModulePath } from '../render/registry.ts';
import type { PageData, PageEntry, Shell } from '../render/siteData.ts';

interface ServerEntry {
  render(url: string): Promise<RenderedPage>;
  shell: Shell;
  pages: PageEntry[];
}

/** Path that matches no route, rendered once as 404.html. */
const NOT_FOUND_PROBE = '/__not-found__';

/** Renders every route of the config to `outDir/<path>/index.html`, and the not-found page to 404.html. */
export async function prerender(entry: ServerEntry, manifest: Manifest, outDir: string): Promise<string[]> {
  const { shell, pages } = entry;
  const written: string[] = [];
  const write = async (file: string, html: string | Uint8Array) => {
    await mkdir(dirname(join(outDir, file)), { recursive: true });
    await writeFile(join(outDir, file), html);
    written.push(file);
  };
  // Social image, icons, manifest, sitemap, robots.txt: all from the config.
  const socialImage = await writeSiteFiles(shell, pages, write);
  const jsonLd = organizationJsonLd(shell);

  for (const [index, page] of pages.entries()) {
    const rendered = await entry.render(page.path);
    if (rendered.status !== 200) throw new Error(`Prerendering ${page.path} answered ${rendered.status}`);
    const html = renderDocument({
      lang: shell.lang,
      title: page.title,
      description: page.description,
      canonical: new URL(page.path, shell.company.siteUrl).href,
      themeColor: shell.theme.colors.dark,
      social: pageSocial(shell, page, socialImage),
      jsonLd,
      styles: rendered.styles,
      assets: assetTags(manifest, [`virtual:site/page-${index}`, ...sectionModules(await page.load())]),
      body: rendered.html,
    });
    await write(page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`, html);
  }

  const missing = await entry.render(NOT_FOUND_PROBE);
  if (missing.status !== 404) throw new Error(`The not-found page answered ${missing.status} instead of 404`);
  await write(
    '404.html',
    renderDocument({
      lang: shell.lang,
      title: shell.notFound.title,
      noindex: true,
      themeColor: shell.theme.colors.dark,
      styles: missing.styles,
      assets: assetTags(manifest),
      body: missing.html,
    }),
  );
  return written;
}

const CLIENT_ENTRY = 'src/entry-client.tsx';

/** The source files of the components a page's sections need. */
const sectionModules = ({ sections }: PageData) => [...new Set(sections.map((s) => sectionModulePath(s.type)))];

/**
 * The client entry, plus preloads of everything it imports and of the page's own chunks
 * (its sections' data and components), so the browser fetches them at once, not in a chain.
 */
function assetTags(manifest: Manifest, pageModules: string[] = []): string {
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} is missing from the Vite manifest`);
  const preloads = new Set<string>();
  const addImports = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      const file = manifest[imported]?.file;
      if (file && !preloads.has(file)) {
        preloads.add(file);
        addImports(imported);
      }
    }
  };
  addImports(CLIENT_ENTRY);
  for (const module of pageModules) {
    const key = Object.keys(manifest).find((k) => k.endsWith(module));
    if (!key) throw new Error(`${module} is not in the Vite manifest: a section component must live at src/sections/<Name>Section/<Name>Section.tsx`);
    preloads.add(manifest[key]!.file);
    addImports(key);
  }
  const css = [...(entry.css ?? [])].map((file) => `<link rel="stylesheet" href="/${file}">`);
  return [
    `<script type="module" src="/${entry.file}"></script>`,
    ...[...preloads].map((file) => `<link rel="modulepreload" href="/${file}">`),
    ...css,
  ].join('\n');
}
