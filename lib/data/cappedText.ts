/**
 * Text from untrusted rows, held to a cap and kept readable: a cut falls at a word where one is
 * near and ends with '…'. Each helper notes what it cut in the row's list of repairs, so a row
 * still gives one warning. Shared by every text field and text list of a row.
 */

const ELLIPSIS = '…';
/** A word break is used when it keeps at least this share of the room; else the word is cut. */
const WORD_BREAK_REACH = 0.6;

/** `text` itself when it fits in `max` characters, else cut to at most `max`, ending in '…'. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, max - ELLIPSIS.length);
  // Never between the two halves of a surrogate pair (an emoji, say): that leaves a broken character.
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  if (!/\s/.test(text.charAt(end))) {
    const wordBreak = text.slice(0, end).search(/\s\S*$/);
    if (wordBreak >= end * WORD_BREAK_REACH) end = wordBreak;
  }
  const head = text.slice(0, end);
  return (head.replace(/[\s,;:.\-–—]+$/, '') || head) + ELLIPSIS;
}

/** The trimmed text of a field, '' when it is not text; longer than `max`, it is cut and noted. */
export function cappedText(value: unknown, max: number, field: string, repairs: string[]): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.length <= max) return text;
  repairs.push(`${field} cut to ${max} characters`);
  return cutText(text, max);
}

export interface ListCaps {
  /** Items kept; the rest are not looked at. */
  items: number;
  /** Characters kept per item. */
  length: number;
}

/** The non-blank texts of a list, trimmed: the first `caps.items` of them, each cut to `caps.length`. */
export function cappedTextList(list: readonly unknown[], caps: ListCaps, field: string, repairs: string[]): string[] {
  const kept: string[] = [];
  let removed = false;
  let cut = 0;
  let index = 0;
  for (; index < list.length && kept.length < caps.items; index++) {
    const item = list[index];
    const text = typeof item === 'string' ? item.trim() : '';
    if (!text) {
      removed = true;
      continue;
    }
    if (text.length > caps.length) cut++;
    kept.push(cutText(text, caps.length));
  }
  if (removed) repairs.push(`non-text ${field} removed`);
  if (index < list.length) repairs.push(`${field}: ${list.length - index} more dropped (at most ${caps.items} kept)`);
  if (cut) repairs.push(`${field}: ${cut} cut to ${caps.length} characters`);
  return kept;
}
