/**
 * Runs `work` once the browser has painted the current frame (a frame callback, then a task), so
 * work that can wait does not lengthen the interaction that caused it. Returns a cancel.
 */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
