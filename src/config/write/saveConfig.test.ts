import fs, { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyEdits, type ConfigEdit } from './editConfig.ts';
import { formatFinding } from '../problem.ts';
import { diffOfSave, openConfig, saveConfig, type OpenedConfig } from './saveConfig.ts';

/**
 * Saving an edited config over a copy of the example in a folder of its own: what reaches the
 * disk, what is refused and why, and that the folder holds nothing else afterwards.
 */
const EXAMPLE = readFileSync('site.config.yaml', 'utf8');
const HEADLINE: ConfigEdit = {
  op: 'set',
  path: ['routes', 0, 'sections', 0, 'headline', 'en-US'],
  value: 'Freight Done Right, Every Mile',
};

let folder: string;
let file: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'save-config-'));
  file = join(folder, 'site.config.yaml');
  writeFileSync(file, EXAMPLE);
  // The config names ./images/fleet.svg: the check looks for it beside the file.
  cpSync('images', join(folder, 'images'), { recursive: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  rmSync(folder, { recursive: true, force: true });
});

/** The opened file's text with `edits` made. */
function edit(opened: OpenedConfig, ...edits: ConfigEdit[]): string {
  const result = applyEdits(opened.text, edits, opened.shown);
  if (!result.ok) throw new Error(result.problems.map(formatFinding).join('\n'));
  return result.text;
}

/** The folder's entries: a save leaves the config and its images, and no temporary file. */
const entries = () => readdirSync(folder).sort();

describe('a save', () => {
  it('writes the edit and nothing else, shown beforehand as a diff of one line', () => {
    const opened = openConfig(file);
    const text = edit(opened, HEADLINE);
    const diff = diffOfSave(opened, text);
    expect(diff.split('\n').filter((line) => /^[-+]/.test(line))).toEqual([
      `--- a/${opened.shown}`,
      `+++ b/${opened.shown}`,
      '-          en-US: Delivering Excellence Across Every Mile',
      '+          en-US: Freight Done Right, Every Mile',
    ]);
    expect(diff).toContain('@@ -216,7 +216,7 @@');
    const saved = saveConfig(opened, text);
    expect(saved).toMatchObject({ status: 'saved', diff });
    expect(readFileSync(file, 'utf8')).toBe(text);
    expect(entries()).toEqual(['images', 'site.config.yaml']);
    // What was saved is the new base: a second edit saves over it.
    if (saved.status !== 'saved') return;
    const again = saveConfig(saved.opened, edit(saved.opened, { op: 'set', path: ['company', 'phone'], value: '(555) 010-0199' }));
    expect(again.status).toBe('saved');
    expect(readFileSync(file, 'utf8')).toContain('  phone: "(555) 010-0199"\n');
  });

  it('refuses a config with a problem, returns the problem at its line, and leaves the file as it was', () => {
    const opened = openConfig(file);
    const result = saveConfig(opened, edit(opened, { op: 'set', path: ['company', 'phone'], value: 'call us' }));
    expect(result.status).toBe('invalid');
    if (result.status !== 'invalid') return;
    expect(result.problems.map(formatFinding)).toEqual([
      `${opened.shown}:14:10  company.phone  Not a North American phone number: write 10 digits, such as (555) 010-0123 or +1 555-010-0123`,
    ]);
    expect(readFileSync(file, 'utf8')).toBe(EXAMPLE);
    expect(entries()).toEqual(['images', 'site.config.yaml']);
  });

  it('refuses a file changed on disk since it was opened, leaves it as it is, and returns both texts', () => {
    const opened = openConfig(file);
    const text = edit(opened, HEADLINE);
    const pulled = EXAMPLE.replace(/^ {2}phone: .*$/m, '  phone: "(555) 010-0177"');
    expect(pulled).not.toBe(EXAMPLE);
    writeFileSync(file, pulled);
    const result = saveConfig(opened, text);
    expect(result).toMatchObject({ status: 'changed on disk', unsaved: text, onDisk: { text: pulled } });
    if (result.status === 'changed on disk')
      expect(result.problems.map(formatFinding)).toEqual([
        `${opened.shown}:1:1  (file)  The file changed on disk since it was opened (saved from a text editor, or a git pull?): nothing was saved. Reload it and make the changes again`,
      ]);
    expect(readFileSync(file, 'utf8')).toBe(pulled);
    expect(entries()).toEqual(['images', 'site.config.yaml']);
  });

  it('does not replace a file changed while the save was being written', () => {
    const opened = openConfig(file);
    const text = edit(opened, HEADLINE);
    // Another edit of the same file: the legal name's line, as a person would change it.
    const typed = EXAMPLE.replace(/^( {2}legalName: .*)$/m, '$1, Inc.');
    expect(typed).not.toBe(EXAMPLE);
    // A text editor saves while the new bytes are being flushed to the disk beside the file.
    const flush = fs.fsyncSync;
    vi.spyOn(fs, 'fsyncSync').mockImplementationOnce((fd) => {
      writeFileSync(file, typed);
      flush(fd);
    });
    expect(saveConfig(opened, text)).toMatchObject({ status: 'changed on disk', onDisk: { text: typed } });
    expect(readFileSync(file, 'utf8')).toBe(typed);
    expect(entries()).toEqual(['images', 'site.config.yaml']);
  });

  it('that the disk fails leaves the file as it was and no temporary file', () => {
    const opened = openConfig(file);
    const text = edit(opened, HEADLINE);
    vi.spyOn(fs, 'fsyncSync').mockImplementationOnce(() => {
      throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
    });
    expect(() => saveConfig(opened, text)).toThrow('EIO');
    expect(readFileSync(file, 'utf8')).toBe(EXAMPLE);
    expect(entries()).toEqual(['images', 'site.config.yaml']);
  });

  it('keeps the line ends and the byte order mark of a file saved on Windows', () => {
    const windows = `\uFEFF${EXAMPLE.replace(/\n/g, '\r\n')}`;
    writeFileSync(file, windows);
    const opened = openConfig(file);
    expect(opened).toMatchObject({ lineEnd: '\r\n', bom: true, text: EXAMPLE });
    expect(saveConfig(opened, edit(opened, HEADLINE)).status).toBe('saved');
    const expected = windows.replace('en-US: Delivering Excellence Across Every Mile\r\n', 'en-US: Freight Done Right, Every Mile\r\n');
    expect(expected).not.toBe(windows);
    expect(readFileSync(file, 'utf8')).toBe(expected);
  });

  it('through a link replaces the file it points to, and the link stays a link', () => {
    const link = join(folder, 'linked.yaml');
    symlinkSync(file, link);
    const opened = openConfig(link);
    expect(saveConfig(opened, edit(opened, HEADLINE)).status).toBe('saved');
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain('en-US: Freight Done Right, Every Mile\n');
  });

  it('keeps the permissions of the file', () => {
    fs.chmodSync(file, 0o640);
    const opened = openConfig(file);
    expect(saveConfig(opened, edit(opened, HEADLINE)).status).toBe('saved');
    expect(fs.statSync(file).mode & 0o777).toBe(0o640);
  });
});
