/**
 * A list already in the page as HTML: a server (the WordPress plugin) rendered the widget's own
 * markup and stylesheet into the element's declarative shadow root. The embed takes that markup
 * over where it stands (lib/embed/element.ts) instead of drawing the list again.
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
