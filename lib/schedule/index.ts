/**
 * When deferred work runs. Three ideas, each with one word, used the same way in code, comments
 * and the README:
 *
 * - **the next task**: a new turn of the browser's event loop (a zero-delay timer). Between two
 *   tasks the browser handles input, and it may paint.
 * - **after the next paint**: a task just after the browser has painted its next frame (a frame
 *   callback, then a task), when the layout is fresh and that frame's own work is done. A hidden
 *   tab paints no frames: there the work waits until the tab shows.
 * - **a part's turn**: parts that queue in a line of turns (Turns) each run after the part before
 *   them, with a gap between two turns: the next task (the site's hydration) or the next paint (a
 *   list's cards), so no two parts share one long task or one frame.
 * - **a slice**: one piece of a long loop (Slices, ./slices.ts), cut by time, not by count: the
 *   loop runs on until SLICE_MS have passed, then goes on in the next task. A slow phone then gets
 *   short tasks as a fast one does, however long each step takes on it. (A file of its own: only
 *   what reads a backend's answer slices, and the embed loads that apart.)
 *
 * Plain timers, no framework: the npm package, the embed and the site all schedule through here.
 */

/** Resolves in the next task. */
export const nextTask = (): Promise<void> => new Promise((done) => setTimeout(done, 0));

/** Resolves after the next paint. */
export const nextPaint = (): Promise<void> => new Promise((done) => afterNextPaint(done));

/** Runs `work` after the next paint. Returns a cancel, for work that may no longer be wanted by then. */
export function afterNextPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** A line of turns: each part's turn comes after the turn given out before it, then the gap. */
export class Turns {
  #last: Promise<void> = Promise.resolve();

  constructor(private readonly gap: () => Promise<void>) {}

  /** This part's turn, after every turn given out before it. */
  take(): Promise<void> {
    return (this.#last = this.#last.then(this.gap));
  }

  /**
   * Resolves once every turn given out has come and a task has passed with none added (a part
   * that has had its turn may give out more, for the parts inside it).
   */
  async done(): Promise<void> {
    for (let seen: Promise<void> | null = null; seen !== this.#last;) {
      seen = this.#last;
      await seen;
      await nextTask();
    }
  }
}
