/**
 * The values a widget says, as French writes them (lib/i18n/say.ts gives them as English does). A
 * module of its own, with no typesetting, so the embed's French file carries only this
 * (lib/embed/french.ts).
 */
import { FR_MONTHS, frDate, frNumber } from './format';

/**
 * English month names as the widgets write them (lib/format/dates.ts, which the embed's French file
 * cannot import: its chunks share only what the script holds), each to its French name.
 */
const MONTHS: Readonly<Record<string, string>> = Object.fromEntries(
  ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'].map(
    (month, index) => [month, FR_MONTHS[index]!],
  ),
);

const MONTH = `(${Object.keys(MONTHS).join('|')})`;
/** 'November 26, 2026'. */
const LONG_DATE = new RegExp(`^${MONTH} (\\d{1,2}), (\\d{4})$`);
/** 'November 2026', 'October–November 2026', 'December 2025 – January 2026'. */
const MONTHS_SPAN = new RegExp(`^${MONTH}( \\d{4})?(?:\\s*–\\s*${MONTH})? \\d{4}$`);

/**
 * A value a widget says, as French writes it: numbers with a decimal comma and thousands apart
 * ('4,74', '44 870') and months in lowercase French ('novembre 2026', 'octobre–novembre 2026'); a
 * name or any other text as given. (The embed's French file carries this much: no widget says a
 * whole date.)
 */
export function widgetValue(value: string | number): string {
  if (typeof value === 'number') return frNumber(value, Number.isInteger(value) ? 0 : 2);
  const number = /^(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d+))?$/.exec(value);
  if (number) return frNumber(Number(`${number[1]!.replaceAll(',', '')}.${number[2] ?? 0}`), number[2]?.length ?? 0);
  if (MONTHS_SPAN.test(value)) return value.replace(new RegExp(MONTH, 'g'), (month) => MONTHS[month]!);
  return value;
}

/** Any value as French writes it: a widget's, and whole dates too ('26 novembre 2026', '1er novembre 2026'). */
export function frenchValue(value: string | number): string {
  const date = typeof value === 'string' && LONG_DATE.exec(value);
  if (!date) return widgetValue(value);
  const month = String(Object.keys(MONTHS).indexOf(date[1]!) + 1).padStart(2, '0');
  return frDate(`${date[3]}-${month}-${date[2]!.padStart(2, '0')}`) ?? value;
}
