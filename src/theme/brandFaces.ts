import { cssFamilyName } from './cssValues.ts';

/** One brand face as the build made it (src/media/fonts.ts): its family, its file on the site, its weight or weight range. */
export interface BrandFace {
  family: string;
  /** Site path of its WOFF2 file (`/assets/<family>-<hash>.woff2`). */
  src: string;
  /** `400`, or a variable font's range `100 900`. */
  weight: string;
}

/**
 * The @font-face rules of brand faces, for visitors without JavaScript (src/browser/afterFirstScreen.ts
 * loads the same faces with the CSS Font Loading API). `font-display: swap`:
 * the text shows at once in its fallback face, then in the brand font.
 */
export const brandFaceRules = (faces: readonly BrandFace[]) =>
  faces
    .map(
      (face) =>
        `@font-face{font-family:${cssFamilyName(face.family)};font-style:normal;font-weight:${face.weight};` +
        `font-display:swap;src:url('${face.src}') format('woff2')}`,
    )
    .join('\n');
