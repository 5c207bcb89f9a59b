/**
 * Runs `work` in a task of its own just after the browser paints its next frame (a frame callback,
 * then a task), when the layout is fresh and the frame's own work is done. A hidden tab paints no
 * frames: there it runs once the tab shows.
 */
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}
