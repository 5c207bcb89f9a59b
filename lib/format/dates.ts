/**
 * Dates in long US form, and the daily rotation of the home lists (SPEC sections 4 and 9).
 * Month names are spelled out here rather than by Intl.DateTimeFormat: building a formatter loads
 * locale data, which costs tens of milliseconds on a phone while the page starts.
 */
import type { Provider } from '../model';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'November 2026'. */
export const formatMonthYear = (date: Date): string => `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;

/** 'November 22, 2026'. */
export const formatLongDate = (date: Date): string => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;

/** '2026-11-22': the local calendar day, as JSON-LD dates and the page state write it. */
export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** 'November 2026' from '2026-11-22'; null for anything that is not a yyyy-mm-dd day. */
export function monthOfIsoDay(iso: string | undefined): string | null {
  const match = iso && /^(\d{4})-(\d{2})-\d{2}$/.exec(iso);
  return match ? formatMonthYear(new Date(Number(match[1]), Number(match[2]) - 1, 1)) : null;
}

/** 1 on January 1st, 365 (or 366) on December 31st, in local time. */
export function dayOfYear(date: Date): number {
  const start = Date.UTC(date.getFullYear(), 0, 0);
  const today = Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return (today - start) / 86_400_000;
}

/** The home lists: shift by the day-of-year modulo the length, then take the first `count`. */
export function dailyRotation<T>(items: readonly T[], date: Date, count = 3): T[] {
  if (!items.length) return [];
  const shift = dayOfYear(date) % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)].slice(0, count);
}

/**
 * The day a list's data was last checked (CONTRACT section 9): the latest `verified_at` or fact
 * check date among its providers, as yyyy-mm-dd; null when none has one. Not today: a date that
 * moves without a check would claim a freshness the data does not have.
 */
export function latestCheck(providers: readonly Provider[]): string | null {
  let latest: string | null = null;
  for (const provider of providers) {
    const days = [provider.verifiedAt, ...Object.values(provider.facts ?? {}).map((fact) => fact.checked)];
    for (const day of days) if (day && (!latest || day > latest)) latest = day;
  }
  return latest;
}

/** 'November 22, 2026' from '2026-11-22'. */
export const longDateOfIsoDay = (iso: string): string => {
  const [year, month, day] = iso.split('-').map(Number);
  return formatLongDate(new Date(year!, month! - 1, day));
};
