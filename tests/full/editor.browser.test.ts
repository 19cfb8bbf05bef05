import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { diffLines } from 'diff';
import { parse } from 'yaml';
import type { Browser, Frame, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEditor, type RunningEditor } from '../../src/editor/server/editorServer.ts';
import { axeViolations } from '../support/axe.ts';
import { connectChromium } from '../support/chromium.ts';
import { GOOD_CONFIG, removeScratchDir, scratchDir } from '../support/configCli.ts';
import { stopEditor } from '../support/stopEditor.ts';

// `npm run edit` as a person uses it, in Chromium: the editor on a copy of the example (beside
// the example's photos), the page's own controls only (labels, buttons, the keyboard), and the
// file on disk read after each save.

let editor: RunningEditor;
let browser: Browser;
let configFile: string;
let origin: string;

beforeAll(async () => {
  configFile = join(scratchDir(), 'site.config.yaml');
  writeFileSync(configFile, GOOD_CONFIG);
  editor = await startEditor(configFile, '127.0.0.1', 0);
  origin = editor.address.origin;
  browser = await connectChromium();
});
afterAll(async () => {
  await browser?.close();
  await stopEditor(editor);
  removeScratchDir();
});
beforeEach(() => {
  writeFileSync(configFile, GOOD_CONFIG);
  rmSync(join(dirname(configFile), 'uploads'), { recursive: true, force: true });
});

/** The editor opened fresh (no draft kept from another test), once its preview has drawn a page. */
async function openEditor(viewport = { width: 1600, height: 1000 }, device: { isMobile?: boolean; hasTouch?: boolean } = {}) {
  const context = await browser.newContext({ viewport, ...device });
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => messages.push(`pageerror: ${e.message}`));
  await page.goto(origin);
  await page.waitForSelector('iframe[data-version]');
  return { page, messages, close: () => context.close() };
}

/** The preview's document, once it has drawn a version after `after` (the version seen before a change). */
async function previewAfter(page: Page, after: number): Promise<Frame> {
  await page.waitForFunction((v) => Number(document.querySelector('iframe')?.dataset.version) > v, after);
  return page.frames().find((frame) => frame !== page.mainFrame())!;
}

const previewVersion = (page: Page) => page.$eval('iframe', (frame) => Number(frame.dataset.version));

/** The lines a line diff (as `git diff` makes it) removes from `before` and adds in `after`, in order. */
function changedLines(before: string, after: string) {
  const parts = diffLines(before, after);
  const lines = (kind: 'added' | 'removed') =>
    parts.filter((part) => part[kind]).flatMap((part) => part.value.replace(/\n$/, '').split('\n'));
  return { removed: lines('removed'), added: lines('added') };
}

const form = (page: Page) => page.locator('main.form');

/** Waits for what `value` reads to meet the expectation (the run's hang guard bounds it, vite.config.ts). */
const until = <T>(value: () => Promise<T>) => expect.poll(value, { interval: 50 });
const status = (page: Page) => page.getByRole('status');

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await until(() => status(page).textContent()).toMatch(/^Saved /);
}

describe('npm run edit in the browser', () => {
  it('changes a headline: the preview shows it as typed, and the save changes exactly that line of the file', async () => {
    const { page, messages, close } = await openEditor();
    const version = await previewVersion(page);
    await form(page).getByLabel('Headline').fill('Freight Done Right, Every Mile');
    const preview = await previewAfter(page, version);
    expect(await preview.locator('h1').textContent()).toBe('Freight Done Right, Every Mile');
    await page.getByRole('button', { name: 'Save…' }).click();
    const dialog = page.getByRole('dialog');
    // What changes, in the editor's words first; the file's lines behind a disclosure.
    await until(() => dialog.getByRole('list', { name: 'What changes' }).getByRole('listitem').allTextContents()).toEqual([
      'Page / › 1. Opening banner: Freight Done Right, Every Mile › Headline (English): "Delivering Excellence Across Every Mile" → "Freight Done Right, Every Mile"',
    ]);
    expect(await dialog.locator('.diff').isVisible()).toBe(false);
    await dialog.getByText('The lines of the file: 1 added, 1 removed').click();
    await until(() => dialog.locator('.diff .added').allTextContents()).toEqual(['+          en-US: Freight Done Right, Every Mile\n']);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await until(() => status(page).textContent()).toMatch(/^Saved /);
    const { removed, added } = changedLines(GOOD_CONFIG, readFileSync(configFile, 'utf8'));
    expect(removed).toEqual(['          en-US: Delivering Excellence Across Every Mile']);
    expect(added).toEqual(['          en-US: Freight Done Right, Every Mile']);
    expect(messages).toEqual([]);
    await close();
  });

  it('moves, adds and removes sections by keyboard, announces each, and Undo/Redo take them back and forth', async () => {
    const { page, close } = await openEditor();
    const outline = page.getByRole('navigation', { name: 'Parts of the site' });
    const home = outline.getByRole('region', { name: 'Page /', exact: true });
    const homeSections = () => home.locator('ol > li > .part').allTextContents();
    const before = await homeSections();
    expect(before).toHaveLength(9);
    await home.getByRole('button', { name: 'Move section 2 down' }).focus();
    await page.keyboard.press('Enter');
    await until(() => status(page).textContent()).toBe(`Moved ${before[1]} down: it is now section 3 of 9.`);
    const moved = await homeSections();
    expect(moved[2]).toBe(before[1]!.replace(/^2\./, '3.'));
    // Focus follows the section moved, so the next key press acts on it again.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(moved[2]);

    await outline.getByLabel('Add a section to /', { exact: true }).selectOption('faq');
    // Each type by the name the schema gives it, not its key in the file.
    expect(await outline.getByLabel('Add a section to /', { exact: true }).locator('option:checked').textContent()).toMatch(
      /^Questions and answers: /,
    );
    await outline.getByRole('button', { name: 'Add section' }).first().click();
    await until(homeSections).toHaveLength(10);
    expect(await status(page).textContent()).toBe('Added a Questions and answers section as section 10: fill in its fields.');
    // Its empty texts are the problems to fix, each named where the outline and the form show it.
    await until(() => page.locator('.problems button.link').allTextContents()).toContain('Page / › 10. Questions and answers › Heading');
    for (const place of await page.locator('.problems button.link').allTextContents())
      expect(place).toMatch(/^Page \/ › 10\. Questions and answers › /);
    await home.getByRole('button', { name: 'Remove section 1', exact: true }).click();
    await until(homeSections).toHaveLength(9);
    expect((await homeSections())[0]).toMatch(/^1\. Company facts/);

    await page.locator('body').focus();
    await page.keyboard.press('Control+z');
    await until(homeSections).toHaveLength(10);
    expect((await homeSections())[0]).toMatch(/^1\. Opening banner/);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Undo' }).click();
    await until(homeSections).toEqual(before);
    await page.keyboard.press('Control+Shift+z');
    await until(homeSections).toEqual(moved);
    await save(page);
    // The file holds the move and nothing else: the same lines, in another order.
    const saved = readFileSync(configFile, 'utf8');
    expect(saved).not.toBe(GOOD_CONFIG);
    expect(saved.split('\n').sort()).toEqual(GOOD_CONFIG.split('\n').sort());
    await close();
  });

  it('refuses an invalid phone with its message at the field, and saves nothing while it is there', async () => {
    const { page, close } = await openEditor();
    await page.getByRole('button', { name: 'Company', exact: true }).click();
    const phone = form(page).getByLabel(/^Phone\*?$/);
    await phone.fill('555-01');
    await until(() => phone.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await phone.getAttribute('aria-describedby'))!.split(' ');
    const said = await Promise.all(describedBy.map((id) => page.evaluate((i) => document.getElementById(i)?.textContent ?? '', id)));
    expect(said.join(' ')).toMatch(/phone/i);
    // Worded for a form, not for the file: no quotes to type, no key path, no line number.
    expect(said.join(' ')).not.toMatch(/quotes|E\.164|tel:/);
    expect(await page.getByRole('heading', { name: /problem to fix before saving/ }).textContent()).toBe('1 problem to fix before saving');
    // The preview keeps the last version it could draw, and says so.
    expect(await page.getByRole('complementary', { name: 'Preview' }).locator('.preview-behind').textContent()).toBe(
      'The preview shows the last version without a problem: fix the problem listed above the form to see your latest changes.',
    );
    expect(await page.locator('.problems li').textContent()).toBe(
      'Company › Phone: Not a North American phone number: write 10 digits, such as (555) 010-0123 or +1 555-010-0123',
    );
    await page.getByRole('button', { name: 'Save…' }).click();
    await until(() => status(page).textContent()).toMatch(/^Not saved: 1 problem to fix first/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(readFileSync(configFile, 'utf8')).toBe(GOOD_CONFIG);
    // The problem's link takes the person back to the field.
    await page.locator('[data-part="routes.0.sections.0"]').click();
    await page.locator('.problems button.link').first().click();
    await until(() => page.evaluate(() => document.activeElement?.id)).toBe('f:company.phone');
    await close();
  });

  it('posts a job and closes one from the Jobs list, Undo brings it back, and the save changes only those postings', async () => {
    const { page, close } = await openEditor();
    const jobs = page.getByRole('navigation', { name: 'Parts of the site' }).getByRole('region', { name: 'Jobs on /drivers' });
    await jobs.getByRole('button', { name: 'Post a job' }).click();
    // Its form opens with focus in its first field, and the change is announced.
    const added = 'f:routes.1.sections.1.postings.3';
    await until(() => page.evaluate(() => document.activeElement?.id)).toBe(`${added}.slug`);
    expect(await status(page).textContent()).toBe(
      'Posted a new job as posting 4 on /drivers: its fields hold an example; write its own, starting with its slug.',
    );
    // Filled from the schema's example: what Google for Jobs reads.
    expect(await page.locator(`input[id="${added}.pay.min"]`).inputValue()).toBe('1500');
    expect(await page.locator(`input[id="${added}.datePosted"]`).inputValue()).toBe('2026-11-01');
    // Dates are the browser's date inputs.
    expect(await page.locator(`input[id="${added}.datePosted"]`).getAttribute('type')).toBe('date');
    expect(await page.locator('input[id="f:routes.1.sections.1.postings.0.validThrough"]').getAttribute('type')).toBe('date');
    await page.keyboard.type('flatbed-driver');
    await page.locator(`input[id="${added}.title"]`).fill('Flatbed Company Driver');

    const closeOtr = jobs.getByRole('button', { name: 'Close the posting OTR Company Driver – Dry Van' });
    await closeOtr.click();
    await until(() => status(page).textContent()).toBe(
      'Closed the posting OTR Company Driver – Dry Van: its page is no longer on the site. Undo brings it back.',
    );
    expect(await closeOtr.count()).toBe(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await until(() => closeOtr.count()).toBe(1);
    await closeOtr.click();
    await until(() => closeOtr.count()).toBe(0);
    // A posting's name opens its form at its first field.
    await jobs.getByRole('button', { name: /^Regional Company Driver/ }).click();
    await until(() => page.evaluate(() => document.activeElement?.id)).toBe('f:routes.1.sections.1.postings.0.slug');
    await until(() => page.locator('.problems h2').textContent()).toBe('No problem: ready to save');

    // The Save dialog proposes a commit message of what was done (the scratch folder is in this checkout).
    await page.getByRole('button', { name: 'Save…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Commit the save').check();
    expect(await dialog.getByLabel('Message').inputValue()).toBe(
      'Posted job: Flatbed Company Driver; Closed posting: OTR Company Driver – Dry Van',
    );
    await dialog.getByLabel('Commit the save').uncheck();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await until(() => status(page).textContent()).toMatch(/^Saved /);

    const saved = readFileSync(configFile, 'utf8');
    const lines = GOOD_CONFIG.split('\n');
    const otr = lines.indexOf('          - slug: otr-company-driver');
    const next = lines.indexOf('          - slug: regional-company-driver');
    const { removed, added: written } = changedLines(GOOD_CONFIG, saved);
    expect(removed).toEqual(lines.slice(otr, next));
    expect(written[0]).toBe('          - slug: flatbed-driver');
    expect(written.slice(1).every((line) => line.startsWith('            '))).toBe(true);
    expect(written).toEqual(expect.arrayContaining(['            title: Flatbed Company Driver', '            datePosted: "2026-11-01"']));
    const postings = (parse(saved) as { routes: { sections: { postings?: { slug: string }[] }[] }[] }).routes[1]!.sections[1]!.postings!;
    expect(postings.map((posting) => posting.slug)).toEqual(['regional-company-driver', 'owner-operator', 'flatbed-driver']);
    await close();
  });

  it('never writes over a file changed on disk meanwhile: it says so, and reloads it with the edits made again', async () => {
    const { page, close } = await openEditor();
    await form(page).getByLabel('Headline').fill('Freight Done Right');
    await until(() => page.getByRole('button', { name: 'Undo' }).isEnabled()).toBe(true);
    const changedOnDisk = `${GOOD_CONFIG}# A note added in a text editor\n`;
    writeFileSync(configFile, changedOnDisk);
    await page.getByRole('button', { name: 'Save…' }).click();
    // The editor finds the change on disk when it next checks the draft, or at the latest when saving.
    await page.locator('dialog[open], [role="alert"]').first().waitFor();
    if (await page.getByRole('dialog').count()) await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    const alert = page.getByRole('alert');
    await until(() => alert.textContent()).toMatch(/changed on disk/);
    expect(readFileSync(configFile, 'utf8')).toBe(changedOnDisk);
    await alert.getByRole('button', { name: 'Reload the file and make my changes again' }).click();
    await until(() => page.getByRole('alert').count()).toBe(0);
    await until(() => form(page).getByLabel('Headline').inputValue()).toBe('Freight Done Right');
    await save(page);
    const saved = readFileSync(configFile, 'utf8');
    expect(saved).toContain('# A note added in a text editor');
    expect(saved).toContain('          en-US: Freight Done Right\n');
    await close();
  });

  it('fixes a Spanish text: the Spanish preview shows it, and the save changes that one line', async () => {
    const { page, close } = await openEditor();
    await page.getByLabel('Language').selectOption('es-US');
    await until(() => page.locator('.preview-path').textContent()).toBe('/es');
    const headline = form(page).getByLabel('Headline');
    expect(await headline.inputValue()).toBe('Excelencia en cada milla');
    const version = await previewVersion(page);
    await headline.fill('Excelencia en cada kilómetro');
    const preview = await previewAfter(page, version);
    expect(await preview.locator('h1').textContent()).toBe('Excelencia en cada kilómetro');
    await save(page);
    expect(changedLines(GOOD_CONFIG, readFileSync(configFile, 'utf8'))).toEqual({
      removed: ['          es-US: Excelencia en cada milla'],
      added: ['          es-US: Excelencia en cada kilómetro'],
    });
    await close();
  });

  it('retypes a headline from empty: the empty English is a problem at its field, and the save keeps the Spanish', async () => {
    const { page, close } = await openEditor();
    const headline = form(page).getByLabel('Headline');
    await headline.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Backspace');
    await until(() => headline.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await headline.getAttribute('aria-describedby'))!.split(' ');
    const said = await Promise.all(describedBy.map((id) => page.evaluate((i) => document.getElementById(i)?.textContent ?? '', id)));
    expect(said.join(' ')).toContain('Must not be empty');
    await page.keyboard.type('Freight Done Right');
    await until(() => page.locator('.problems h2').textContent()).toBe('No problem: ready to save');
    await save(page);
    expect(changedLines(GOOD_CONFIG, readFileSync(configFile, 'utf8'))).toEqual({
      removed: ['          en-US: Delivering Excellence Across Every Mile'],
      added: ['          en-US: Freight Done Right'],
    });
    await page.getByLabel('Language').selectOption('es-US');
    await until(() => form(page).getByLabel('Headline').inputValue()).toBe('Excelencia en cada milla');
    await close();
  });

  it('shows a text Spanish lacks with the English it falls back to, and writes its translation into a group', async () => {
    const untranslated = GOOD_CONFIG.replace(
      '        subtitle:\n          en-US: Reliable Nationwide Freight & Logistics Solutions\n          es-US: Soluciones confiables de transporte y logística en todo el país\n',
      '        subtitle: Reliable Nationwide Freight & Logistics Solutions\n',
    );
    expect(untranslated).not.toBe(GOOD_CONFIG);
    writeFileSync(configFile, untranslated);
    const { page, close } = await openEditor();
    await page.getByLabel('Language').selectOption('es-US');
    const subtitle = form(page).getByLabel('Subtitle');
    expect(await subtitle.inputValue()).toBe('');
    expect(await subtitle.getAttribute('placeholder')).toBe('Reliable Nationwide Freight & Logistics Solutions');
    await subtitle.fill('Carga y logística en todo el país');
    await save(page);
    expect(changedLines(untranslated, readFileSync(configFile, 'utf8')).added.slice(0, 3)).toEqual([
      '        subtitle:',
      '          en-US: Reliable Nationwide Freight & Logistics Solutions',
      '          es-US: Carga y logística en todo el país',
    ]);
    await close();
  });

  it('lists the texts Spanish lacks beside their English, and writes one in place', async () => {
    const untranslated = GOOD_CONFIG.replace(
      '        subtitle:\n          en-US: Reliable Nationwide Freight & Logistics Solutions\n          es-US: Soluciones confiables de transporte y logística en todo el país\n',
      '        subtitle: Reliable Nationwide Freight & Logistics Solutions\n',
    );
    writeFileSync(configFile, untranslated);
    const { page, close } = await openEditor();
    await page.getByRole('button', { name: /^Translate/ }).click();
    const field = form(page).getByLabel('Page / › Section 1 (hero) › Subtitle');
    expect(await field.getAttribute('placeholder')).toBe('Reliable Nationwide Freight & Logistics Solutions');
    await field.fill('Carga y logística en todo el país');
    // It stays listed while it is written.
    expect(await field.inputValue()).toBe('Carga y logística en todo el país');
    await save(page);
    expect(changedLines(untranslated, readFileSync(configFile, 'utf8')).added).toEqual([
      '        subtitle:',
      '          en-US: Reliable Nationwide Freight & Logistics Solutions',
      '          es-US: Carga y logística en todo el país',
    ]);
    await close();
  });

  it('swaps a photo: the file goes into the carrier folder, the field and the preview take it, a file that is no image is refused, and the hero gets its first photo', async () => {
    const { page, close } = await openEditor();
    await page.locator('[data-part="routes.0.sections.4"]').click();
    const chooser = form(page).getByLabel('Upload a photo…');
    await chooser.setInputFiles({ name: 'Not A Photo.png', mimeType: 'image/png', buffer: Buffer.from('this is text, not a PNG') });
    const refusal = form(page).getByRole('alert');
    await until(() => refusal.textContent()).toMatch(/^The file cannot be used, so it was not kept: /);
    expect(existsSync(join(dirname(configFile), 'uploads', 'not-a-photo.png'))).toBe(false);
    expect(
      await form(page)
        .getByLabel(/^File\*?$/)
        .inputValue(),
    ).toBe('./images/fleet.svg');

    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f4e' } })
      .jpeg()
      .toBuffer();
    const version = await previewVersion(page);
    await chooser.setInputFiles({ name: 'Our Trucks.JPG', mimeType: 'image/jpeg', buffer: photo });
    await until(() =>
      form(page)
        .getByLabel(/^File\*?$/)
        .inputValue(),
    ).toBe('./uploads/our-trucks.jpg');
    expect(readFileSync(join(dirname(configFile), 'uploads', 'our-trucks.jpg')).equals(photo)).toBe(true);
    const preview = await previewAfter(page, version);
    expect(await preview.locator('picture img, img[src*="our-trucks"], img[srcset*="our-trucks"]').count()).toBeGreaterThan(0);
    await save(page);
    const swapped = readFileSync(configFile, 'utf8');
    expect(changedLines(GOOD_CONFIG, swapped)).toEqual({
      removed: ['          src: ./images/fleet.svg'],
      added: ['          src: ./uploads/our-trucks.jpg'],
    });

    // The hero has no photo yet: its first is kept before its alt text is written, which is then asked for at its field.
    await page.locator('[data-part="routes.0.sections.0"]').click();
    const heroPhoto = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1d3557' } })
      .jpeg()
      .toBuffer();
    await form(page).getByLabel('Upload a photo…').setInputFiles({ name: 'Hero Truck.jpg', mimeType: 'image/jpeg', buffer: heroPhoto });
    await until(() => form(page).locator('input[id="f:routes.0.sections.0.image.src"]').inputValue()).toBe('./uploads/hero-truck.jpg');
    const alt = form(page).locator('input[id="f:routes.0.sections.0.image.alt"]');
    await until(() => alt.getAttribute('aria-invalid')).toBe('true');
    expect(readFileSync(join(dirname(configFile), 'uploads', 'hero-truck.jpg')).equals(heroPhoto)).toBe(true);
    await alt.fill('A blue tractor-trailer on an open highway');
    await until(() => page.locator('.problems h2').textContent()).toBe('No problem: ready to save');
    expect(await alt.getAttribute('aria-invalid')).toBeNull();
    await save(page);
    expect(changedLines(swapped, readFileSync(configFile, 'utf8'))).toEqual({
      removed: [],
      added: ['        image:', '          src: ./uploads/hero-truck.jpg', '          alt: A blue tractor-trailer on an open highway'],
    });
    await close();
  });

  it('is usable by keyboard and axe finds nothing in the editor (WCAG 2.2 AA)', async () => {
    const { page, close } = await openEditor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Company', exact: true }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('[data-part="routes.1.sections.1"]').click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Translate/ }).click();
    expect(await axeViolations(page)).toEqual([]);

    // The theme's colours: the hex code as text, the browser's picker beside it writing into it.
    await page.getByRole('button', { name: 'Theme', exact: true }).click();
    expect(await axeViolations(page)).toEqual([]);
    const primary = form(page).getByLabel(/^Primary\*?$/);
    const picker = form(page).getByLabel('Pick Primary', { exact: true });
    expect(await picker.getAttribute('type')).toBe('color');
    expect(await picker.inputValue()).toBe((await primary.inputValue()).toLowerCase());
    const schema = (await (await page.request.get(`${origin}/api/schema`)).json()) as {
      properties: { theme: { properties: { colors: { properties: { primary: { pattern: string } } } } } };
    };
    expect(await primary.getAttribute('pattern')).toBe(schema.properties.theme.properties.colors.properties.primary.pattern);
    await picker.fill('#0a7d4f');
    await until(() => primary.inputValue()).toBe('#0a7d4f');
    await primary.fill('#B91C1C');
    await until(() => picker.inputValue()).toBe('#b91c1c');
    await primary.fill('#B91');
    expect(await picker.inputValue()).toBe('#000000');
    await until(() => primary.getAttribute('aria-invalid')).toBe('true');

    // A policy's date is a date input, as a posting's are (the jobs test).
    await page.locator('[data-part="routes.2.sections.0"]').click();
    expect(await form(page).locator('input[id="f:routes.2.sections.0.lastUpdated"]').getAttribute('type')).toBe('date');
    await close();
  });
});

/** The right edge of what `locator` finds, in CSS pixels from the page's left. */
const rightOf = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.x + box.width;
};

// A phone held upright, a laptop: the sizes the office uses.
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

describe('the editor on a phone and a laptop', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`fits a ${viewport.width}-pixel-wide screen: nothing scrolls sideways, no button is cut off`, async () => {
      const { page, close } = await openEditor(viewport);
      // The hero's form: a list (its buttons, each with Move and Remove) and a photo's upload.
      await page.locator('[data-part="routes.0.sections.0"]').click();
      await form(page).getByLabel('Upload a photo…').waitFor({ state: 'attached' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      const outline = page.getByRole('navigation', { name: 'Parts of the site' });
      expect(await rightOf(outline.getByRole('button', { name: 'Add section' }).first())).toBeLessThanOrEqual(await rightOf(outline));
      expect(await rightOf(form(page).getByRole('button', { name: 'Remove: Actions, item 1' }))).toBeLessThanOrEqual(viewport.width);
      await close();
    });
  }

  it("on a phone, every control is a finger's size: at least 44 px tall, a box to tick at least 24", async () => {
    const { page, close } = await openEditor(PHONE, { isMobile: true, hasTouch: true });
    // The hero's form: its list of buttons, each with Move and Remove, and a photo's upload.
    await page.locator('[data-part="routes.0.sections.0"]').tap();
    await form(page).getByLabel('Upload a photo…').waitFor({ state: 'attached' });
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, select, input, .upload-button')]
        .filter((control) => control.checkVisibility() && !control.closest('.visually-hidden'))
        .map((control) => {
          const box = control.getBoundingClientRect();
          const tick = control.matches('[type=checkbox], [type=radio]');
          return {
            control: `${control.tagName} ${control.textContent || control.getAttribute('aria-label') || control.id}`,
            tick,
            height: box.height,
          };
        })
        .filter(({ tick, height }) => height < (tick ? 24 : 44)),
    );
    expect(small).toEqual([]);
    await close();
  });

  it('on a laptop, the first Tab and Enter go past the bar and the outline to the form', async () => {
    const { page, close } = await openEditor(LAPTOP);
    await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => `${document.activeElement?.tagName}: ${document.activeElement?.textContent}`);
    expect(await focused()).toBe('A: Skip to the form');
    // Seen where it is, once focused.
    expect((await page.getByRole('link', { name: 'Skip to the form' }).boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    // The heading of the part the editor opened on.
    await until(focused).toBe(`H2: ${await page.locator('#part-heading').textContent()}`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main.form'))).toBe(true);
    await close();
  });

  it('on a phone, brings the part tapped into view, its heading focused, above a preview as wide as a phone', async () => {
    const { page, close } = await openEditor(PHONE, { isMobile: true, hasTouch: true });
    const preview = page.getByRole('complementary', { name: 'Preview' });
    expect(await preview.getByRole('button', { name: 'Phone' }).getAttribute('aria-pressed')).toBe('true');
    expect((await preview.locator('iframe').boundingBox())!.height).toBeGreaterThanOrEqual(PHONE.height / 2);
    const onScreen = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= PHONE.height;
    };
    const focused = () => page.evaluate(() => `${document.activeElement?.tagName}: ${document.activeElement?.textContent}`);

    await page.getByRole('button', { name: 'Company', exact: true }).tap();
    await until(focused).toBe('H2: Company');
    expect(await onScreen(form(page).getByRole('heading', { name: 'Company', exact: true }))).toBe(true);

    // Typing in the form keeps it on screen: the preview, drawn again, scrolls to its section within itself only.
    await page.locator('[data-part="routes.0.sections.0"]').tap();
    await until(focused).toMatch(/^H2: Page \/, section 1\. Opening banner/);
    const headline = form(page).getByLabel('Headline');
    const version = await previewVersion(page);
    await headline.fill('Freight Done Right');
    await previewAfter(page, version);
    expect(await onScreen(headline)).toBe(true);
    await close();
  });
});
