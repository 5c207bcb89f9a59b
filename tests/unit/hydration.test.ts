/** When hydration starts (after the first paint) and what it changes right after (the reader's day). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readerDay } from '../../site/data/today';
import { afterFirstPaint } from '../../site/router/afterFirstPaint';

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

describe('afterFirstPaint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for a frame and then a task after it', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    let done = false;
    const waiting = afterFirstPaint(document).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    frame!(performance.now());
    expect(done).toBe(false);
    await waiting;
    expect(done).toBe(true);
  });

  it('does not wait in a hidden tab, which never paints', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    await afterFirstPaint(document);
    expect(raf).not.toHaveBeenCalled();
  });
});
