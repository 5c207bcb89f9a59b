/**
 * The script-tag form: <script src=".../worthy-embed.js" data-category="..."> becomes a
 * <worthy-ranked-list> right after the script. Every copy of the bundle that runs mounts the
 * scripts not mounted yet, so async scripts (no document.currentScript) and a script loaded
 * twice both end with exactly one widget per script. A script in <head> puts its widget at the
 * top of the body.
 */
import { ATTRIBUTES, TAG } from './config';

const MOUNTED = 'data-worthy-mounted';
const PENDING = `script[data-category][src*="worthy-embed"]:not([${MOUNTED}])`;

export function mountScriptTags(): void {
  const current = document.currentScript as HTMLScriptElement | null;
  const scripts = new Set(document.querySelectorAll<HTMLScriptElement>(PENDING));
  if (current?.hasAttribute('data-category') && !current.hasAttribute(MOUNTED)) scripts.add(current);
  for (const script of scripts) mount(script);
}

function mount(script: HTMLScriptElement): void {
  script.setAttribute(MOUNTED, '');
  const element = document.createElement(TAG);
  for (const name of ATTRIBUTES) {
    const value = script.getAttribute(`data-${name}`);
    if (value !== null) element.setAttribute(name, value);
  }
  if (script.closest('head')) {
    // A script pasted into <head> cannot show anything there: the widget opens the page body instead.
    const place = () => document.body.prepend(element);
    if (document.body) place();
    else document.addEventListener('DOMContentLoaded', place, { once: true });
    return;
  }
  script.after(element);
}
