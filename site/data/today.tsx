/**
 * Today's date for dates, the copyright year and the home rotation. During hydration it is the
 * day the page was rendered, so the markup matches; right after, the reader's own today.
 */
import { createContext, useContext } from 'react';

export const TodayContext = createContext<Date>(new Date());
export const useToday = (): Date => useContext(TodayContext);

/**
 * The reader's day after hydration: the same Date when it is still the day the page was rendered,
 * so nothing re-renders; `now` when the day has changed (a page built yesterday, another time zone).
 */
export function readerDay(renderedOn: Date, now: Date): Date {
  const sameDay =
    renderedOn.getFullYear() === now.getFullYear() &&
    renderedOn.getMonth() === now.getMonth() &&
    renderedOn.getDate() === now.getDate();
  return sameDay ? renderedOn : now;
}
