/** What hydration changes right after it: the reader's day, only when it differs from the render day. */
import { describe, expect, it } from 'vitest';
import { readerDay } from '../../site/data/today';

describe('readerDay', () => {
  const renderedOn = new Date(2026, 10, 22, 12);

  it('keeps the very same Date on the day the page was rendered, so nothing re-renders', () => {
    expect(readerDay(renderedOn, new Date(2026, 10, 22, 0, 1))).toBe(renderedOn);
    expect(readerDay(renderedOn, new Date(2026, 10, 22, 23, 59))).toBe(renderedOn);
  });

  it('moves to the reader’s day once the day has changed', () => {
    const tomorrow = new Date(2026, 10, 23, 0, 0, 1);
    expect(readerDay(renderedOn, tomorrow)).toBe(tomorrow);
    const sameDateOtherMonth = new Date(2026, 11, 22, 12);
    expect(readerDay(renderedOn, sameDateOtherMonth)).toBe(sameDateOtherMonth);
    const sameDateOtherYear = new Date(2027, 10, 22, 12);
    expect(readerDay(renderedOn, sameDateOtherYear)).toBe(sameDateOtherYear);
  });
});
