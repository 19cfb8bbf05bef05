/**
 * The widest the header and footer draw the logo (40 and 44 px high): a wide wordmark is scaled
 * down to it. A module of its own: the layout's JavaScript imports it, and nothing else with it.
 */
export const LOGO_MAX_WIDTH = 240;
/** The tallest they draw it (the footer's). */
export const LOGO_MAX_HEIGHT = 44;
