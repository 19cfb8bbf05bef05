import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { section, type SectionType } from '../../schema/index.ts';
import { registry, sectionComponentName, sectionModulePath } from './registry.ts';

/** Every `type` of the schema's union of sections, read from its members (a transformed member is a pipe). */
const schemaTypes: SectionType[] = section.options.map((option) => (option instanceof z.ZodPipe ? option.in : option).shape.type.value);

/** Section types no config declares: the build makes them (a job posting's own page, from a jobs section). */
const MADE_TYPES: SectionType[] = ['job-posting'];

describe('every section type of the schema has its component where the build looks for it', () => {
  it('reads one type from each member of the union', () => {
    expect(schemaTypes).toHaveLength(section.options.length);
    expect(new Set(schemaTypes).size).toBe(schemaTypes.length);
    expect(schemaTypes).toContain('company-info');
  });

  it.each([...schemaTypes, ...MADE_TYPES])(
    '%s: src/sections/<Name>Section/<Name>Section.tsx exports <Name>Section, the component the registry loads',
    async (type) => {
      const path = sectionModulePath(type);
      expect(existsSync(path), `${path} is missing`).toBe(true);
      const module = (await import(/* @vite-ignore */ `../../${path}`)) as Record<string, unknown>;
      const component = module[sectionComponentName(type)];
      expect(typeof component).toBe('function');
      expect(await registry[type]()).toBe(component);
    },
  );

  it('has a test beside each component', () => {
    for (const type of [...schemaTypes, ...MADE_TYPES])
      expect(existsSync(sectionModulePath(type).replace(/\.tsx$/, '.test.tsx')), type).toBe(true);
  });

  it('has no component folder without a type (a config declares, or a posting page the build makes)', () => {
    const folders = readdirSync('src/sections', { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && entry.name.endsWith('Section'),
    );
    expect(folders.map((f) => f.name).sort()).toEqual([...schemaTypes, ...MADE_TYPES].map(sectionComponentName).sort());
  });
});
