/**
 * The widget stylesheets for every shadow root on the page, each built once and shared. A
 * constructable sheet needs no <style> element, so pages whose CSP forbids inline styles still
 * show a styled widget (every browser the embed serves has them: vite.config.ts, EMBED_TARGET).
 * The first sheet is what a list needs to show (./coreStyles.ts); the compare table's and the
 * breakdown's styles arrive with them (./extras.ts) and are added to every widget then.
 */
declare const __WORTHY_CSS_ID__: string;
/**
 * Names this build's styles (a hash of lib's stylesheets, vite.config.ts). A server that renders a
 * list (the WordPress plugin) opens its <style> with this comment; a list whose styles are this
 * build's keeps them, so taking it over restyles nothing.
 */
export const CSS_MARK = `/*wy:${__WORTHY_CSS_ID__}*/`;

/** Shows a list that asked for the dark or automatic palette, which embed.css hides until it has arrived (./theme.ts). */
export const PALETTE_READY_CSS = ':host([data-wy-theme]){visibility:inherit}';

const texts: string[] = [];
const sheets: CSSStyleSheet[] = [];
const roots = new Set<ShadowRoot>();

function sheet(index: number): CSSStyleSheet {
  if (!sheets[index]) {
    const made = new CSSStyleSheet();
    made.replaceSync(texts[index]!);
    sheets[index] = made;
  }
  return sheets[index];
}

function style(root: ShadowRoot, index: number): void {
  const ours = sheet(index);
  if (!root.adoptedStyleSheets.includes(ours)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ours];
}

/**
 * Parses the list's sheet now, a task of its own before the first widget renders, so that
 * parsing and rendering are two short tasks of the partner's page rather than one long one.
 */
export function prepareStyles(): void {
  sheet(0);
}

/** Styles a widget's shadow root with every sheet loaded so far, and with any that loads later. */
export function applyStyles(root: ShadowRoot): void {
  roots.add(root);
  texts.forEach((_, index) => style(root, index));
}

/** A widget left the page: later sheets need not reach it. */
export function releaseStyles(root: ShadowRoot): void {
  roots.delete(root);
}

/** Adds a sheet to every widget on the page, and to those that come later. */
export function addStyles(css: string): void {
  if (texts.includes(css)) return;
  texts.push(css);
  for (const root of roots) style(root, texts.length - 1);
}
