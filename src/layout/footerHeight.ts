import type { Shell } from '../site-data/siteData.ts';
import { BODY_LINE_HEIGHT } from '../theme/theme.ts';
import { addressLines } from '../ui/contactLinks.ts';

/*
 * How tall the footer (./Footer.tsx) can be: its height while the browser has not laid it out.
 * Once the later part shows, the footer is laid out only as it nears the view
 * (content-visibility: auto, src/app/laterStyles.ts), and until then it is a box of this height.
 * The box is never shorter than the footer laid out, at any width: what asks where the footer's
 * text is before then (axe, in Lighthouse's audit, which never scrolls) finds every line inside
 * the footer's dark box, and a jump to the page's end (the End key) lands past the footer's last
 * line, the browser taking the scroll back as the footer, laid out, turns out shorter.
 *
 * It is the footer as laid out on the narrowest phone (320 px, one column, where it is tallest),
 * reckoned from its words: the gaps and row heights of ./Footer.tsx and
 * ./FooterParts.tsx in rem, and each text's lines from its length. tests/full/reflow.test.ts
 * holds it to the footer as laid out on every page of every test carrier, from 320 to 1920 px.
 */

/**
 * Characters of body text on a line of the footer on a 320-px phone (280 px of text): a system
 * font fits about 35; fewer leaves room for a wide brand font, bold text and capitals.
 */
const CHARACTERS_PER_LINE = 24;
/** The height in rem of a text `size` rem large in a box a `share` of the footer's width. */
const textHeight = (text: string, size = 1, share = 1) =>
  Math.max(1, Math.ceil(text.length / ((CHARACTERS_PER_LINE * share) / size))) * BODY_LINE_HEIGHT * size;

/** A list of rows, each as tall as its text or its least height (a link's, a button's), `gap` apart. */
const rows = (texts: string[], least: number, gap: number, share = 1) =>
  texts.reduce((sum, text) => sum + Math.max(least, textHeight(text, 1, share)), 0) + gap * Math.max(0, texts.length - 1);

/**
 * The height in rem of the footer's content (inside its paddings, which the browser adds as it
 * adds them to any box), as ./Footer.tsx lays it out on the narrowest phone.
 */
export function footerHeightRem({ company, footer, navigation, languages }: Shell): number {
  // A column's heading: 0.8125rem at a line height of 1.2, 1rem above what follows.
  const heading = 0.8125 * 1.2 + 1;
  // The company: its logo (44 px) or its mark and name (1.2rem, bold), then what it does, each a
  // paragraph with 1rem below it.
  const name = company.logo || company.logoOnDark ? 2.75 : textHeight(company.name, 1.2, 0.85);
  const about = name + 1 + textHeight(footer.about) + 1;
  // Quick Links: a row of at least 36 px a link.
  const linkLabels = navigation.map((link) => link.label);
  const quickLinks = heading + rows(linkLabels, 2.25, 0);
  // Contact Us: rows of at least 40 px (a copy button), 0.6rem apart, each text beside an icon and,
  // for the mailbox and phone, a copy button.
  const address = company.address ? [addressLines(company.address).join(', ')] : [];
  const contactRows = [company.email, company.phone, ...address, ...(company.hours ? [company.hours] : []), ...footer.contactLines];
  const contactUs = heading + rows(contactRows, 2.5, 0.6, 0.65);
  // The bottom line: 3rem above its rule and 1.5rem below it, then its paragraphs (0.9375rem) and
  // the language links (44 px), one below the other, 0.5rem apart.
  const credit = company.credit ? [`${company.credit.label} ${company.credit.name}`] : [];
  const paragraphs = [footer.copyright, footer.licence, ...credit].map((text) => textHeight(text, 0.9375) + 0.5);
  const bottom = 3 + 1.5 + paragraphs.reduce((sum, height) => sum + height, 0) + (languages.length > 1 ? 2.75 + 0.5 : 0);
  // The three columns one above the other, 2.5rem apart.
  return Math.ceil(about + 2.5 + quickLinks + 2.5 + contactUs + bottom);
}
