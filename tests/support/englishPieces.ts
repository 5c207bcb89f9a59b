/**
 * The English a French page must not show: each text of the French dictionaries (the widgets' and
 * the site's), cut at its values into pieces a reader would notice (two words or more, or one long
 * word), leaving out those the French writes the same way ('Promo', 'Contact').
 */
import { WIDGET_WORDS } from '../../lib/i18n/fr-CA/widgetWords';
import { SITE_WORDS } from '../../site/i18n/french';

const WORDS = { ...WIDGET_WORDS, ...SITE_WORDS };
const FRENCH = Object.values(WORDS);

export const ENGLISH_PIECES: readonly string[] = [
  ...new Set(
    Object.keys(WORDS)
      .flatMap((text) => text.split(/\{\d\}/).map((piece) => piece.trim()))
      .filter((piece) => (piece.includes(' ') || piece.length > 6) && !FRENCH.some((words) => words.includes(piece))),
  ),
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Each piece as a whole word or words: 'Digital' is English, 'DigitalOcean' a name. */
const PATTERNS = ENGLISH_PIECES.map((piece) => [piece, new RegExp(`(?<!\\p{L})${escape(piece)}(?!\\p{L})`, 'u')] as const);

/** The pieces of English in `heard` (a page's text, labels, titles and alternatives). */
export const englishIn = (heard: string): string[] =>
  PATTERNS.filter(([, pattern]) => pattern.test(heard)).map(([piece]) => piece);
