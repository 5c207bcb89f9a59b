/**
 * The widget stylesheets for every shadow root on the page, each built once. A constructable sheet
 * needs no <style> element, so pages whose CSP forbids inline styles still show a styled widget.
 * The first sheet is what a list needs to show; the compare table's and the breakdown's styles
 * arrive with them (./extras.ts) and are added to every widget then.
 */
import tokens from '../styles/tokens.css?inline';
import base from '../widgets/shared/base.css?inline';
import card from '../widgets/ProviderCard/ProviderCard.css?inline';
import breakdown from '../widgets/ProviderCard/ScoreBreakdown.css?inline';
import list from '../widgets/RankedList/RankedList.css?inline';
import compare from '../widgets/ComparePanel/ComparePanel.css?inline';
import frame from '../connected/WorthyRankedList/WorthyRankedList.css?inline';
import cardHeights from '../connected/WorthyRankedList/cardHeights.css?inline';
import host from './embed.css?inline';

/** The widgets lay out by their own width (container queries), so in a blog's column as on the site. */
export const CORE_CSS = [tokens, base, card, breakdown, list, compare, frame, cardHeights, host].join('\n');

declare const __WORTHY_CSS_ID__: string;
/**
 * Names this build's styles (a hash of lib's stylesheets, vite.config.ts). A server that renders a
 * list (the WordPress plugin) opens its <style> with this comment; a list whose styles are this
 * build's keeps them, so taking it over restyles nothing.
 */
export const CSS_MARK = `/*wy:${__WORTHY_CSS_ID__}*/`;

const texts = [CORE_CSS];
const sheets: CSSStyleSheet[] = [];
const roots = new Set<ShadowRoot>();

const constructable = (): boolean => 'adoptedStyleSheets' in Document.prototype && 'replaceSync' in CSSStyleSheet.prototype;

function sheet(index: number): CSSStyleSheet {
  if (!sheets[index]) {
    const made = new CSSStyleSheet();
    made.replaceSync(texts[index]!);
    sheets[index] = made;
  }
  return sheets[index];
}

function style(root: ShadowRoot, index: number): void {
  if (constructable()) {
    const ours = sheet(index);
    if (!root.adoptedStyleSheets.includes(ours)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ours];
    return;
  }
  // Browsers before constructable stylesheets (Safari < 16.4): a <style> per sheet, in order, in the shadow root.
  if (root.querySelector(`style[data-wy="${index}"]`)) return;
  const element = document.createElement('style');
  element.dataset.wy = String(index);
  element.textContent = texts[index]!;
  const earlier = root.querySelectorAll('style[data-wy]');
  if (earlier.length) earlier[earlier.length - 1]!.after(element);
  else root.prepend(element);
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
