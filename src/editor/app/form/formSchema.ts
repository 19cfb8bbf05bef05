import { labelOf } from '../parts/labels.ts';
import type { SchemaNode } from '../draft/languageView.ts';

/**
 * The schema a form is generated from: the build's, with each branch of a union titled by the
 * constant that tells it apart ("Mail", "Phone", "Link" for a button's `kind`), which RJSF shows
 * as the choice between them. Nothing else is added.
 */
export function formSchemaOf(node: SchemaNode): SchemaNode {
  const out: SchemaNode = { ...node };
  if (node.properties)
    out.properties = Object.fromEntries(Object.entries(node.properties).map(([key, child]) => [key, formSchemaOf(child)]));
  if (node.items) out.items = formSchemaOf(node.items);
  for (const union of ['oneOf', 'anyOf'] as const) {
    const branches = node[union];
    if (!branches) continue;
    out[union] = branches.map((branch) => {
      const mark = Object.values(branch.properties ?? {}).find((property) => typeof property.const === 'string')?.const as
        string | undefined;
      return { ...formSchemaOf(branch), ...(mark && !branch.title ? { title: labelOf(mark) } : {}) };
    });
  }
  return out;
}
