import { escapeUTF8 } from 'entities';
import type { SiteConfig } from '../../schema/index.ts';
import { ratioText } from '../config/rules/contrast.ts';
import { derivePalette, groundsOf, heroHasPhoto, paletteCss, ratioOn } from '../theme/palette.ts';
import { GROUND_NAMES, GROUNDS, MINIMUM, PAIRS, ROLE_JOBS, type Ground } from '../theme/roles.ts';

export { PALETTE_PREVIEW_PATH } from '../config/editorNames.ts';

/** A ground as CSS: its layers over its base, or over white or black where anything may be under it. */
function groundCss(css: Record<string, string>, ground: Ground, under: string): string {
  const [base, ...layers] = GROUNDS[ground];
  const bottom = base === 'any' ? under : css[base]!;
  return [...layers.reverse().map((layer) => `linear-gradient(${css[layer]}, ${css[layer]})`), bottom].join(', ');
}

/**
 * Every role on every ground it is drawn on, painted as the site paints it, with its ratio and
 * the minimum it meets; then what the engine derived, against what was designed. The colours
 * come from the config as it is saved, so the carrier sees each edit on reload.
 */
export function palettePreviewHtml(config: SiteConfig): string {
  const heroPhoto = heroHasPhoto(config);
  const { palette, derivations } = derivePalette(config.theme.colors, { heroPhoto });
  const css = paletteCss(palette);
  const rows = PAIRS.flatMap((pair) =>
    groundsOf(pair, heroPhoto).flatMap((ground) =>
      (GROUNDS[ground][0] === 'any' ? ['#ffffff', '#000000'] : ['#ffffff']).map((under) => {
        const ratio = ratioOn(palette, palette[pair.fg].hex, ground);
        const over = GROUNDS[ground][0] === 'any' ? ` over ${under === '#000000' ? 'black' : 'white'}` : '';
        const minimum = MINIMUM[pair.kind];
        const sample = `<span style="background:${groundCss(css, ground, under)};color:${css[pair.fg]}">${pair.kind === 'non-text' ? '★ ◆ ⬤' : 'Aa Freight quote'}</span>`;
        return `<tr><td>${sample}</td><th scope="row">${pair.fg}</th><td>${escapeUTF8(GROUND_NAMES[ground])}${over}</td><td>${ratioText(ratio.ratio)}</td><td>${minimum}:1 ${ratio.ratio >= minimum ? '✓' : '✗ fails'}</td><td>${escapeUTF8(pair.where)}</td></tr>`;
      }),
    ),
  );
  const derived = derivations.map((d) => {
    const swatch = (colour: string) => `<span class="swatch" style="background:${colour}"></span>`;
    const show = (p: { hex: string; alpha: number }) => (p.alpha < 1 ? `${p.hex} at ${Math.round(p.alpha * 100)}%` : p.hex);
    return `<tr><th scope="row">${d.role}</th><td>${swatch(css[d.role])} ${show(d.chosen)}${d.pinned ? ' (pinned)' : ''}</td><td>${show(d.designed)}</td><td>${escapeUTF8(ROLE_JOBS[d.role])}</td></tr>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Palette preview</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;color:#111;background:#fff}table{border-collapse:collapse;margin-bottom:2rem}td,th{padding:.35rem .6rem;border-bottom:1px solid #ddd;text-align:left;vertical-align:middle}td>span:not(.swatch){display:inline-block;padding:.5rem .9rem;font-weight:600;border-radius:6px;min-width:11rem}.swatch{display:inline-block;width:1.2rem;height:1.2rem;border:1px solid #999;vertical-align:middle}</style></head>
<body><h1>Palette preview</h1><p>Every colour role on every ground it is drawn on, as the site paints it (src/theme/roles.ts). Pin a role in <code>theme.colors</code> to change it; reload to see an edit.</p>
<h2>Pairs</h2><table><thead><tr><th>Sample</th><th>Role</th><th>Ground</th><th>Contrast</th><th>Needs</th><th>Where</th></tr></thead><tbody>${rows.join('')}</tbody></table>
<h2>Derived roles</h2><table><thead><tr><th>Role</th><th>Chosen</th><th>Designed</th><th>For</th></tr></thead><tbody>${derived.join('')}</tbody></table></body></html>`;
}
