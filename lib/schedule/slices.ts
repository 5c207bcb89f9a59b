/** A long loop in slices (lib/schedule, "a slice"). */
import { nextTask } from './index';

/** How long a slice runs before the rest of its loop waits for the next task: far under a long task (50 ms). */
export const SLICE_MS = 12;

/**
 * A long loop's slices: `await slices.next()` between two steps goes on at once while the slice is
 * young, and in the next task once it has run `sliceMs` (0: every step its own task).
 */
export class Slices {
  #start = performance.now();

  constructor(private readonly sliceMs = SLICE_MS) {}

  async next(): Promise<void> {
    if (performance.now() - this.#start < this.sliceMs) return;
    await nextTask();
    this.#start = performance.now();
  }
}
