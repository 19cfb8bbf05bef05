import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { theme as themeSchema } from '../../../schema/theme.ts';
import { contrast } from '../../theme/palette.ts';
import { contrastFindings, derivedRoleNotes } from './contrast.ts';
import { loadSiteConfig } from '../loadSiteConfig.ts';

const coloursOf = (file: string) =>
  themeSchema.parse((parse(readFileSync(file, 'utf8'), { merge: true }) as { theme: unknown }).theme).colors;
const example = coloursOf('site.config.yaml');
type Colours = typeof example;
const findingsOf = (colours: Partial<Colours>, heroPhoto = false) => contrastFindings({ ...example, ...colours }, { heroPhoto });

describe('the contrast rule (WCAG 2.2) over the derived roles', () => {
  it('passes the example and both fixture carriers, the hero photo included', () => {
    for (const file of [
      'site.config.yaml',
      'tests/fixtures/carriers/other/site.config.yaml',
      'tests/fixtures/carriers/ridgeline/site.config.yaml',
    ])
      expect(contrastFindings(coloursOf(file), { heroPhoto: true }), file).toEqual([]);
  });

  it('refuses nothing the engine derives: a yellow brand with white text left out passes', () => {
    expect(findingsOf({ primary: '#ffff00' })).toEqual([]);
  });

  it('a pinned link colour that fails is located at its key, with the ratio, and a suggestion that passes once applied', () => {
    const [finding, ...more] = findingsOf({ link: '#ffff00' });
    expect(more).toEqual([]);
    expect(finding!.key).toBe('link');
    expect(finding!.message).toMatch(
      /^link "#ffff00" on background "#ffffff" \(links of the policies, postings and company tiles, stat figures, the focus ring; also failing on the surface colour, the icon tiles\) has contrast 1\.07:1; text needs 4\.5:1\. Nearest that passes: link "#[0-9a-f]{6}" \(same hue, darker\), or leave link out and the engine derives one that passes$/,
    );
    expect(findingsOf({ link: finding!.suggestion })).toEqual([]);
  });

  it('a pinned text on the brand colour that fails gets the nearest passing one, and the hovered fill follows it', () => {
    const [finding] = findingsOf({ primary: '#ffc72c', onPrimary: '#ffffff' });
    expect(finding!.key).toBe('onPrimary');
    expect(finding!.message).toMatch(
      /^onPrimary "#ffffff" on primary "#ffc72c" \(.*\) has contrast 1\.\d\d:1; text needs 4\.5:1\. Nearest that passes: onPrimary "#/,
    );
    expect(findingsOf({ primary: '#ffc72c', onPrimary: finding!.suggestion })).toEqual([]);
  });

  it('light grey body text fails on both light grounds, one finding, the grey suggested passes on both', () => {
    const findings = findingsOf({ text: '#eeeeee' });
    expect(findings.map((f) => f.key)).toEqual(['text']);
    expect(findings[0]!.message).toMatch(
      /^text "#eeeeee" on background "#ffffff" \(body text, .*; also failing on the surface colour, the closed-posting notice\) has contrast 1\.16:1; text needs 4\.5:1\. Nearest that passes: text "(#[0-9a-f]{6})" \(same hue, darker\)$/,
    );
    const suggested = findings[0]!.suggestion!;
    expect(contrast(suggested, example.surface)).toBeGreaterThanOrEqual(4.5);
    expect(findingsOf({ text: suggested })).toEqual([]);
  });

  it('light text on a dark colour too light for it: no scrim or glow can help, so the carrier is told, with a text colour that passes', () => {
    const [finding, ...more] = findingsOf({ dark: '#6b7f99', onDark: '#ffffff' });
    expect(more).toEqual([]);
    expect(finding!.key).toBe('onDark');
    expect(finding!.message).toMatch(
      /^onDark "#ffffff" on dark "#6b7f99" \(hero, banners, .*\) has contrast 4\.10:1; text needs 4\.5:1\. Nearest that passes: onDark "#[0-9a-f]{6}" \(same hue, darker\)$/,
    );
    expect(findingsOf({ dark: '#6b7f99', onDark: finding!.suggestion })).toEqual([]);
  });

  it('a ratio just under the minimum fails, and is shown rounded down, never up to pass', () => {
    // #767676 on white is 4.54:1, #777777 is 4.48:1: the second fails and reads 4.48, not 4.5.
    const [finding] = findingsOf({ muted: '#777777' });
    expect(finding!.message).toMatch(/has contrast 4\.4\d:1; text needs 4\.5:1/);
  });

  it('says, at the brand colour, each role it derived differently from the design, with its ratio', () => {
    const config = loadSiteConfig('site.config.yaml');
    const yellow = { ...config, theme: { ...config.theme, colors: { ...config.theme.colors, primary: '#ffc72c' } } };
    const notes = derivedRoleNotes(yellow).map((n) => `${n.path.join('.')}  ${n.message}`);
    expect(notes).toContain(
      'theme.colors.primary  derived: onPrimary "#0f172a" (11.44:1 on the brand colour, where "#ffffff" has 1.24:1), for text and icons on the brand colour (buttons, the brand mark, testimonial initials). Pin theme.colors.onPrimary to choose another',
    );
    expect(notes.find((n) => n.includes('derived: link '))).toMatch(
      /^theme\.colors\.primary {2}derived: link "#[0-9a-f]{6}" \(4\.5\d:1 on the (surface colour|page background), where "#ffc72c" has 1\.\d\d:1\)/,
    );
    expect(derivedRoleNotes(config).map((n) => n.message)).not.toContainEqual(
      expect.stringMatching(/derived: (link|highlight|glow|onPrimary) /),
    );
  });
});
