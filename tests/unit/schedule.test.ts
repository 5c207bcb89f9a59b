/**
 * The one scheduling module (lib/schedule): the next task, after the next paint, a part's turn and a slice.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextTask, Turns } from '../../lib/schedule';
import { Slices, SLICE_MS } from '../../lib/schedule/slices';
import { frames } from '../support/frames';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('after the next paint', () => {
  it('runs in a task after the next frame, not before it nor in the frame itself', async () => {
    const browser = frames();
    const log: string[] = [];
    afterNextPaint(() => log.push('work'));
    await nextTask();
    expect(log).toEqual([]);
    requestAnimationFrame(() => log.push('frame'));
    browser.draw();
    expect(log).toEqual(['frame']);
    await nextTask();
    expect(log).toEqual(['frame', 'work']);
  });

  it('runs nothing once cancelled, before or after the frame', async () => {
    const browser = frames();
    const work = vi.fn();
    afterNextPaint(work)();
    const late = afterNextPaint(work);
    browser.draw();
    late();
    await nextTask();
    browser.draw();
    await nextTask();
    expect(work).not.toHaveBeenCalled();
  });
});

describe('turns', () => {
  it('come in the order they were taken, each after the gap that follows the one before', async () => {
    const gaps: number[] = [];
    const turns = new Turns(async () => {
      gaps.push(gaps.length);
      await nextTask();
    });
    const order: string[] = [];
    await Promise.all(
      ['header', 'first card', 'second card'].map((part) =>
        turns.take().then(() => order.push(`${part} after ${gaps.length} gaps`)),
      ),
    );
    expect(order).toEqual(['header after 1 gaps', 'first card after 2 gaps', 'second card after 3 gaps']);
  });

  it('are done only once every turn has come, those taken during a turn included', async () => {
    const turns = new Turns(nextTask);
    const order: string[] = [];
    void turns.take().then(() => {
      order.push('part');
      // A part that has had its turn gives one out for a part inside it, as hydration does.
      void turns.take().then(() => order.push('inner part'));
    });
    await turns.done();
    order.push('done');
    expect(order).toEqual(['part', 'inner part', 'done']);
  });

  it('are done at once when none was taken', async () => {
    const gap = vi.fn(nextTask);
    await new Turns(gap).done();
    expect(gap).not.toHaveBeenCalled();
  });
});

describe('slices', () => {
  /** A clock the test moves by hand. */
  const clock = () => {
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    return { pass: (ms: number) => (now += ms) };
  };
  /** Whether `next()` went on in this task (true) or waited for a later one. */
  const atOnce = async (slices: Slices) => {
    let other = false;
    setTimeout(() => (other = true), 0);
    await slices.next();
    return !other;
  };

  afterEach(() => vi.restoreAllMocks());

  it('go on in the same task while the slice is younger than SLICE_MS, then in the next task', async () => {
    const time = clock();
    const slices = new Slices();
    time.pass(SLICE_MS - 1);
    expect(await atOnce(slices)).toBe(true);
    time.pass(1);
    expect(await atOnce(slices)).toBe(false);
    // A new slice starts once it goes on.
    time.pass(SLICE_MS - 1);
    expect(await atOnce(slices)).toBe(true);
  });

  it('of 0 ms give every step a task of its own', async () => {
    clock();
    const slices = new Slices(0);
    expect(await atOnce(slices)).toBe(false);
    expect(await atOnce(slices)).toBe(false);
  });

  it('stay far under a long task (50 ms)', () => {
    expect(SLICE_MS).toBeGreaterThan(0);
    expect(SLICE_MS).toBeLessThanOrEqual(25);
  });
});
