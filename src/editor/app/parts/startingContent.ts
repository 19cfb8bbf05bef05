import { branchOf, type SchemaNode } from '../draft/languageView.ts';

/**
 * A new item of `schema` (a section added to a page, an item added to a list), filled from the
 * schema itself: each required key with the example the schema gives it (or its first choice,
 * its smallest list), optional keys left out. The check then names what is left to write.
 */
export function startingContent(schema: SchemaNode): unknown {
  const node = branchOf(schema, undefined);
  if (node.const !== undefined) return node.const;
  if (node.default !== undefined) return structuredClone(node.default);
  if (node.examples?.length) return structuredClone(node.examples[0]);
  if (node.enum?.length) return node.enum[0];
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  if (type === 'object' || node.properties) {
    const required = new Set(node.required ?? []);
    return Object.fromEntries(
      Object.entries(node.properties ?? {})
        .filter(([key]) => required.has(key))
        .map(([key, child]) => [key, startingContent(child)]),
    );
  }
  if (type === 'array') return Array.from({ length: node.minItems ?? 0 }, () => startingContent(node.items ?? {}));
  if (type === 'number' || type === 'integer') return typeof node.minimum === 'number' ? node.minimum : 0;
  if (type === 'boolean') return false;
  return '';
}

/** Every section type of the schema of a page's sections, with what it is for. */
export function sectionTypes(sections: SchemaNode): { type: string; description: string; schema: SchemaNode }[] {
  return (sections.oneOf ?? sections.anyOf ?? []).flatMap((branch) => {
    const type = branch.properties?.type?.const;
    return typeof type === 'string' ? [{ type, description: branch.description ?? '', schema: branch }] : [];
  });
}
