import { branchOf, type SchemaNode } from '../draft/languageView.ts';

/**
 * A new item of `schema` (a section added to a page, an item added to a list), from the schema
 * itself: what it fixes (a constant, a default), each required text empty, each required list at
 * its fewest items; a required number or choice with neither is left out, optional keys too. The
 * check then names each field left to fill in, at its field, and nothing is saved until it is:
 * nothing is made up that could be published as it stands (the schema's examples made a new
 * testimonial "Jane Doe, Logistics Manager", one star, ready to save). With `examples`, a value
 * the schema gives an example of takes it: a job posting starts as a whole example of every field
 * search engines read, for the person to rewrite (EditorApp's postJob says so).
 */
export function startingContent(schema: SchemaNode, { examples = false } = {}): unknown {
  const node = branchOf(schema, undefined);
  if (node.const !== undefined) return node.const;
  if (node.default !== undefined) return structuredClone(node.default);
  if (examples && node.examples?.length) return structuredClone(node.examples[0]);
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  if (type === 'object' || node.properties) {
    const required = new Set(node.required ?? []);
    return Object.fromEntries(
      Object.entries(node.properties ?? {})
        .filter(([key]) => required.has(key))
        .map(([key, child]) => [key, startingContent(child, { examples })])
        .filter(([, value]) => value !== undefined),
    );
  }
  if (type === 'array')
    return Array.from({ length: node.minItems ?? 0 }, () => startingContent(node.items ?? {}, { examples })).filter(
      (item) => item !== undefined,
    );
  if (examples && node.enum?.length) return node.enum[0];
  if (examples && (type === 'number' || type === 'integer')) return typeof node.minimum === 'number' ? node.minimum : 0;
  if (type === 'boolean') return false;
  if (type === 'string' && !node.enum) return '';
  return undefined;
}

/** Every section type of the schema of a page's sections, with its name (the schema's title) and what it is for. */
export function sectionTypes(sections: SchemaNode): { type: string; name: string; description: string; schema: SchemaNode }[] {
  return (sections.oneOf ?? sections.anyOf ?? []).flatMap((branch) => {
    const type = branch.properties?.type?.const;
    return typeof type === 'string' ? [{ type, name: branch.title ?? type, description: branch.description ?? '', schema: branch }] : [];
  });
}
