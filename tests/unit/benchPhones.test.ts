/** How the bench turns this machine's benchmark into each phone's CPU throttling rate (scripts/bench/phones.mjs). */
import { describe, expect, it } from 'vitest';
import { PHONES, calibratedRate, throttleRate } from '../../scripts/bench/phones.mjs';

const [low, mid] = PHONES;

describe('calibrated phones', () => {
  it('slow the CPU by machine ÷ phone until the slowed benchmark has been measured', () => {
    expect(calibratedRate(2640, [], low!)).toBe(10);
    expect(calibratedRate(2640, [], mid!)).toBe(2.64);
  });

  it('slow it less by the median efficiency measured, so the slowed benchmark scores the phone', () => {
    // A benchmark that scores 0.8 of machine ÷ rate scores 264 at 0.8 × 2640 ÷ 264.
    expect(calibratedRate(2640, [0.7, 0.8, 0.95], low!)).toBeCloseTo(8);
    expect((0.8 * 2640) / calibratedRate(2640, [0.8], low!)).toBeCloseTo(low!.benchmarkIndex);
  });

  it('leave a machine slower than the phone unthrottled', () => {
    expect(throttleRate(900, mid!)).toBe(1);
    expect(calibratedRate(1100, [0.8], mid!)).toBe(1);
  });
});
