import { describe, expect, it } from 'vitest';
import type { SectionOf } from '../../schema/index.ts';
import { coverageSection } from '../../schema/sections/coverage.ts';
import { coverageMapSvg } from './coverageMap.ts';
import { cleanSvg } from './svg.ts';
import { siteRoleColours } from '../theme/palette.ts';
import { loadSiteConfig } from '../config/loadSiteConfig.ts';

/** The example carrier's colour roles and a font stack of the map's own. */
const theme = { colors: siteRoleColours(loadSiteConfig('site.config.yaml')), font: ['system-ui', 'Segoe UI', 'sans-serif'] };

type Terminal = NonNullable<SectionOf<'coverage'>['terminals']>[number];
const COLUMBUS: Terminal = { name: 'Columbus Terminal', city: 'Columbus', region: 'OH', lat: 39.96, lon: -83.0 };

function coverage(served: { states: string[] } | { lower48: true }, terminals?: Terminal[]): SectionOf<'coverage'> {
  return coverageSection.parse({
    type: 'coverage',
    heading: 'Where We Run',
    intro: 'Our lanes.',
    mapLabel: 'Map of the {count} states we serve',
    statesHeading: 'States we serve',
    ...(terminals ? { terminals, terminalsHeading: 'Our terminals' } : {}),
    ...served,
  });
}

/** The `d` of each state's shape in the group filled with `fill`. */
function shapesFilled(svg: string, fill: string): string[] {
  const group = new RegExp(`<g fill="${fill}"[^>]*>(.*?)</g>`).exec(svg);
  expect(group, `a group filled with ${fill}`).not.toBeNull();
  return [...group![1]!.matchAll(/<path d="([^"]*)"\/>/g)].map((m) => m[1]!);
}
const served = (svg: string) => shapesFilled(svg, theme.colors.link);
const notServed = (svg: string) => shapesFilled(svg, theme.colors.surface);

describe('the coverage map', () => {
  it('is the same bytes for the same section and theme, so its file name is stable between builds', () => {
    const section = coverage({ lower48: true }, [COLUMBUS]);
    expect(coverageMapSvg(section, theme)).toBe(coverageMapSvg(coverage({ lower48: true }, [{ ...COLUMBUS }]), theme));
  });

  it('fills the states served in the brand colour and the others in the surface colour', () => {
    const ohio = coverageMapSvg(coverage({ states: ['OH'] }), theme);
    const indiana = coverageMapSvg(coverage({ states: ['IN'] }), theme);
    expect(served(ohio)).toHaveLength(1);
    expect(notServed(ohio)).toHaveLength(50);
    const [ohioShape] = served(ohio);
    expect(notServed(indiana)).toContain(ohioShape);
    expect(served(indiana)).not.toContain(ohioShape);
    // The brand colour fills nothing else.
    expect(ohio.split(theme.colors.link)).toHaveLength(2);
  });

  it('fills the 48 contiguous states and DC with lower48: true, not Alaska or Hawaii', () => {
    const lower48 = coverageMapSvg(coverage({ lower48: true }), theme);
    expect(served(lower48)).toHaveLength(49);
    const [dc] = served(coverageMapSvg(coverage({ states: ['DC'] }), theme));
    expect(served(lower48)).toContain(dc);
    const alaskaAndHawaii = served(coverageMapSvg(coverage({ states: ['AK', 'HI'] }), theme));
    expect(notServed(lower48)).toEqual(alaskaAndHawaii);
  });

  it('is a plain drawing of its own size: nothing an image may not hold, nothing fetched, coordinates to 0.1 px', () => {
    const svg = coverageMapSvg(coverage({ lower48: true }, [COLUMBUS]), theme);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 960 600" width="960" height="600">/);
    expect(cleanSvg(Buffer.from(svg), 'coverage map')).toMatchObject({ width: 960, height: 600, removed: [] });
    expect(svg).not.toMatch(/href|url\(|<script|<style|@import|role=/i);
    expect(svg).not.toMatch(/\d\.\d\d/);
  });

  it('stays small: under 40 KB with every state and many terminals', () => {
    const lower48 = coverageMapSvg(coverage({ lower48: true }, [COLUMBUS]), theme);
    expect(Buffer.byteLength(lower48)).toBeLessThan(40_000);
    const terminals = Array.from({ length: 20 }, (_, i) => ({ ...COLUMBUS, name: `Terminal number ${i}`, lat: 30 + i * 0.5 }));
    const states = ['AK', 'HI', 'OH'];
    expect(Buffer.byteLength(coverageMapSvg(coverage({ states }, terminals), theme))).toBeLessThan(40_000);
  });

  it('draws each terminal as a point with its name on a halo of the page colour', () => {
    const svg = coverageMapSvg(coverage({ states: ['OH'] }, [COLUMBUS]), theme);
    expect(svg.match(/<circle /g)).toHaveLength(1);
    expect(svg).toMatch(/>Columbus Terminal<\/text>/);
    expect(svg).toMatch(new RegExp(`<g [^>]*fill="${theme.colors.text}" stroke="${theme.colors.background}"[^>]*paint-order="stroke"`));
  });

  it("writes a terminal's name as text, never as markup", () => {
    const name = `<script>alert("x")</script> & 'Co'`;
    const svg = coverageMapSvg(coverage({ states: ['OH'] }, [{ ...COLUMBUS, name }]), theme);
    expect(svg).toContain('>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;Co&apos;</text>');
    expect(svg).not.toContain('<script');
    expect(cleanSvg(Buffer.from(svg), 'coverage map').removed).toEqual([]);
  });

  it('leaves out a terminal the map cannot show (the check reports it before any build)', () => {
    const london = { ...COLUMBUS, name: 'London', lat: 51.5, lon: -0.12 };
    const svg = coverageMapSvg(coverage({ states: ['OH'] }, [london, COLUMBUS]), theme);
    expect(svg.match(/<circle /g)).toHaveLength(1);
    expect(svg).not.toContain('London');
  });
});
