/**
 * What a list shows while it loads, as plain markup: the room of its Find your fit controls (when
 * asked for), its header, its cards (as tall
 * as its tallest could be, cardHeights.css) and its compare panel (embed.css), with the loading
 * line over the first card (in English only: the script carries no other language's words, and
 * a French list's placeholders say enough). No words but that line, so parsing and laying it out
 * costs the partner's page next to nothing; the live widget replaces it whole.
 */
import type { Locale } from '../i18n/say';
import { LOADING_TEXT } from '../widgets/RankedList/RankedList';

export function reserveMarkup(cards: number, { compare, fit }: { compare: boolean; fit: boolean }, locale: Locale): string {
  const placeholders = '<div class="wy-card wy-card--placeholder" aria-hidden="true"></div>'.repeat(cards);
  return (
    '<div class="wy-widget"><section class="wy-list" aria-busy="true">' +
    // Find your fit, folded as the embed shows it, above the list.
    `${fit ? '<div class="wy-reserve__fit"></div>' : ''}<div class="wy-reserve__header"></div>` +
    `<div class="wy-list__loading" role="status"><p class="wy-list__loading-text">${locale === 'en' ? LOADING_TEXT : ''}</p>${placeholders}</div>` +
    // In the list, so it sizes by the list's width as the header's room does.
    `${compare ? '<div class="wy-reserve__compare"></div>' : ''}</section></div>`
  );
}
