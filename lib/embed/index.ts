/**
 * The script-tag bundle (dist/embed/worthy-embed.js). Defines <worthy-ranked-list> once, however
 * often the script loads, and renders the script-tag form. Nothing here may throw into the page.
 */
import { EMBED_MARK, TAG } from './config';
import { WorthyRankedList } from './element';
import { mountScriptTags } from './mount';

/** Set on a conflicting definition once warned, so a second copy of this script stays quiet. */
const WARNED = Symbol.for('worthy.embed.conflictWarned');

try {
  const existing = customElements.get(TAG) as (CustomElementConstructor & Record<symbol, unknown>) | undefined;
  if (!existing) {
    customElements.define(TAG, WorthyRankedList);
    mountScriptTags();
  } else if (existing[EMBED_MARK]) {
    // This script loaded twice: the first copy's element does the work; mount any new script tags.
    mountScriptTags();
  } else if (!existing[WARNED]) {
    Reflect.set(existing, WARNED, true);
    console.warn(
      `Worthy: <${TAG}> is already defined by another script on this page (${existing.name || 'an anonymous class'}), ` +
        'so the Worthy embed cannot render its lists here. Remove the other definition of that tag name.',
    );
  }
} catch (error) {
  console.error('Worthy: the embed could not start', error);
}
