/**
 * The sections of a page after its first: the ones GlobalStyles lays out only as they near the
 * view, and those the head holds back, not laid out at all, until the later stylesheet shows
 * them (src/app/laterStyles.ts).
 */
export const SECTIONS_AFTER_FIRST = 'main>*+*';
