/**
 * When a served list is worth taking over (lib/embed/element.ts), in a chunk that only pages with
 * a served list load: at the first idle moment once the reader is within a screen of it, or at
 * once when the reader reaches into it.
 */
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
 * Resolves once the list is wanted, with a function that gives the button the reader tapped
 * meanwhile (to be tapped again on the live list), if any, and stops listening for taps.
 * Never resolves once `signal` aborts.
 */
export function whenWanted(host: HTMLElement, root: ShadowRoot, signal: AbortSignal): Promise<() => HTMLElement | null> {
  let tapped: HTMLElement | null = null;
  const remember = (event: Event) => {
    tapped = (event.target as Element).closest('button');
  };
  const stopRemembering = () => root.removeEventListener('click', remember, true);
  root.addEventListener('click', remember, true);
  signal.addEventListener('abort', stopRemembering, { once: true });
  return new Promise((resolve) => {
    let cancelIdle = () => {};
    const stop = () => {
      observer.disconnect();
      cancelIdle();
      for (const type of REACHING) root.removeEventListener(type, go, true);
    };
    function go() {
      stop();
      resolve(() => (stopRemembering(), tapped));
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = idle(go);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(host);
    for (const type of REACHING) root.addEventListener(type, go, true);
    signal.addEventListener('abort', stop, { once: true });
  });
}
