/**
 * The widget stylesheet for every shadow root on the page, built once. A constructable sheet
 * needs no <style> element, so pages whose CSP forbids inline styles still show a styled widget.
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
export const EMBED_CSS = [tokens, base, card, breakdown, list, compare, frame, cardHeights, host].join('\n');

let shared: CSSStyleSheet | null = null;

const constructable = (): boolean => 'adoptedStyleSheets' in Document.prototype && 'replaceSync' in CSSStyleSheet.prototype;

export function applyStyles(root: ShadowRoot): void {
  if (constructable()) {
    if (!shared) {
      shared = new CSSStyleSheet();
      shared.replaceSync(EMBED_CSS);
    }
    if (!root.adoptedStyleSheets.includes(shared)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, shared];
    return;
  }
  // Browsers before constructable stylesheets (Safari < 16.4): a <style> in the shadow root.
  if (!root.querySelector('style')) {
    const style = document.createElement('style');
    style.textContent = EMBED_CSS;
    root.prepend(style);
  }
}
