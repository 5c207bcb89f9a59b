/**
 * The script-tag bundle (dist/embed/worthy-embed.js). Defines <worthy-ranked-list> once, however
 * often the script loads, and renders the script-tag form. Nothing here may throw into the page.
 */
import { TAG } from './config';
import { WorthyRankedList } from './element';
import { mountScriptTags } from './mount';

try {
  if (!customElements.get(TAG)) customElements.define(TAG, WorthyRankedList);
  mountScriptTags();
} catch (error) {
  console.error('Worthy: the embed could not start', error);
}
