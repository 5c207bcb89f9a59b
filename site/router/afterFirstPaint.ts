/**
 * Resolves once the browser has painted the prerendered page. Hydration waits for it so the page
 * is on screen before React's work starts, whatever the machine's load: a requestAnimationFrame
 * callback runs just before a paint, and a task queued from it runs just after. A hidden tab
 * never paints, so it does not wait.
 */
export function afterFirstPaint(doc: Document = document): Promise<void> {
  if (doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
