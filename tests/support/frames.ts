/** The browser's frames in a unit test, drawn when the test says: each drawn frame runs the callbacks asked for before it. */
import { vi } from 'vitest';

export function frames() {
  let waiting = new Map<number, FrameRequestCallback>();
  let ids = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => (waiting.set(++ids, callback), ids));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => waiting.delete(id));
  return {
    draw() {
      const due = waiting;
      waiting = new Map();
      for (const callback of due.values()) callback(performance.now());
    },
  };
}
