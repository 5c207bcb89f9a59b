/**
 * The one scheduling module (lib/schedule): the next task, after the next paint, and a part's turn.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, nextTask, Turns } from '../../lib/schedule';
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
