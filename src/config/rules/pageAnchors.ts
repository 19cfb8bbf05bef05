import { LAYOUT_IDS, sectionHeadingId, slug } from '../../../schema/anchors.ts';
import type { SiteConfig } from '../../../schema/index.ts';
import type { KeyPath } from '../../../schema/keyPath.ts';
import type { Found } from '../problem.ts';

/**
 * Every id a page will carry, as the components write it (schema/anchors.ts), found unique
 * and non-empty: two sections with one id (or a section and a question's anchor), a section id
 * that is the layout's own `main`, or a heading that makes no id would break in-page links, the
 * skip link and the names screen readers give the sections. Runs on the resolved config, since
 * headings are shown resolved.
 */
export function pageAnchorProblems(config: SiteConfig): Found[] {
  const problems: Found[] = [];
  config.routes.forEach((route, r) => {
    const owners = new Map<string, string>(Object.values(LAYOUT_IDS).map((id) => [id, 'the page layout itself']));
    const claim = (id: string, path: KeyPath, owner: string) => {
      const taken = owners.get(id);
      if (taken)
        problems.push({
          path,
          message: `Id "${id}" is already used on this page by ${taken}: ids must be unique on a page (links and screen readers find elements by them). Choose another id`,
        });
      else owners.set(id, owner);
      return !taken;
    };
    route.sections.forEach((section, s) => {
      const at: KeyPath = ['routes', r, 'sections', s];
      const name = `section ${s + 1} (${section.type})`;
      // A section whose id is taken names its heading after that id too: one problem, not two.
      if (section.id && !claim(section.id, [...at, 'id'], name)) return;
      const heading = 'heading' in section ? section.heading : 'headline' in section ? section.headline : undefined;
      if (heading !== undefined) {
        const headingKey = 'heading' in section ? 'heading' : 'headline';
        if (!section.id && !slug(heading)) {
          problems.push({
            path: [...at, headingKey],
            message: 'This heading has no letter or digit to name the section by (its heading id): give the section an id',
          });
        } else claim(sectionHeadingId(section.id, heading), [...at, section.id ? 'id' : headingKey], `the heading of ${name}`);
      }
      if (section.type === 'policy') {
        section.sections.forEach((part, p) => claim(part.id, [...at, 'sections', p], `part ${p + 1} of ${name}`));
      }
      // Each question's anchor (made from the question when it has no id: at the item then).
      if (section.type === 'faq') {
        section.items.forEach((item, i) => claim(item.id, [...at, 'items', i, 'id'], `question ${i + 1} of ${name}`));
      }
    });
  });
  return problems;
}
