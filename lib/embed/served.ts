/**
 * A list already in the page as HTML: a server (the WordPress plugin) rendered the widget's own
 * markup and stylesheet into the element's declarative shadow root. The embed takes that markup
 * over where it stands (lib/embed/element.ts) instead of drawing the list again, and only once it
 * is worth the work: the reader is near the list and the browser is idle, or the reader reaches for it.
 */
import { applyStyles, CSS_MARK } from './styles';

/** The served list's outer <div>, the live widget's mount from now on; null when the root holds none. */
export function servedMount(root: ShadowRoot): HTMLElement | null {
  const mount = root.lastElementChild;
  if (!(mount instanceof HTMLDivElement) || !mount.querySelector('.wy-widget')) return null;
  const style = root.querySelector('style');
  // Styles of this very build stay (the server sends the list's and the extras' in one); others give way to ours.
  if (!style?.textContent?.startsWith(CSS_MARK)) {
    style?.remove();
    applyStyles(root);
  }
  return mount;
}

const IDLE_TIMEOUT_MS = 2_000;

const idle = (run: () => void): (() => void) => {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
};

/** The reader touches, clicks or tabs into the list: it must be live now. */
const REACHING = ['pointerdown', 'focusin', 'click'] as const;

/**
 * Calls `take` once: at the first idle moment after `host` comes within a screen of the viewport,
 * or at once when the reader reaches into `root`. Returns the cancel.
 */
export function whenWanted(host: HTMLElement, root: ShadowRoot, take: () => void): () => void {
  let cancelIdle = () => {};
  const stop = () => {
    observer.disconnect();
    cancelIdle();
    for (const type of REACHING) root.removeEventListener(type, reach, true);
  };
  const go = () => {
    stop();
    take();
  };
  const reach = () => go();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = idle(go);
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(host);
  for (const type of REACHING) root.addEventListener(type, reach, true);
  return stop;
}
