import { siteConfig } from '../../../schema/index.ts';
import type { KeyPath } from '../../../schema/keyPath.ts';
import { carrierFiles, type AssetKind } from '../../../schema/primitives.ts';
import { schemaAt, wrapped } from '../read/knownKeys.ts';

/**
 * The kind of file (a photo, a logo, a font) the field at `path` of the config's `data` names,
 * as the schema says (schema/primitives.ts marks every path to a carrier's file); undefined for
 * a field that names no file (a text, a group, a key the schema does not have). A section's
 * fields are those of its type in `data`. Whoever asks to put a file at a field cannot so say
 * what kind it is: the schema does.
 */
export function carrierFileKindAt(data: unknown, path: KeyPath): AssetKind | undefined {
  for (let schema = schemaAt(siteConfig, data, path); schema; schema = wrapped(schema)) {
    const file = carrierFiles.get(schema);
    if (file) return file.kind;
  }
  return undefined;
}
