/**
 * The script-tag bundle (dist/embed/worthy-embed.js). Defines <worthy-ranked-list> once, however
 * often the script loads, and renders the script-tag form. Nothing here may throw into the page.
 */
import { EMBED_MARK, TAG } from './config';
import { WorthyRankedList } from './element';
import { mountScriptTags } from './mount';
import { addStyles, prepareStyles } from './styles';
// Last: see there why.
import { CORE_CSS } from './coreStyles';

/** The embed's chunks sit beside it: scripts/classicScript.mjs loads them through this. */
export { fileUrl as chunkUrl } from './scriptUrl';

/** Set on a conflicting definition once warned, so a second copy of this script stays quiet. */
const WARNED = Symbol.for('worthy.embed.conflictWarned');

const definition = () => customElements.get(TAG) as (CustomElementConstructor & Record<symbol, unknown>) | undefined;

function define(): void {
  try {
    const existing = definition();
    if (!existing) {
      customElements.define(TAG, WorthyRankedList);
    } else if (!existing[EMBED_MARK] && !existing[WARNED]) {
      Reflect.set(existing, WARNED, true);
      console.warn(`Worthy: another script defines <${TAG}> (${existing.name || '?'}); remove it to show Worthy lists.`);
    }
  } catch (error) {
    console.error('Worthy: the embed could not start', error);
  }
}

addStyles(CORE_CSS);

try {
  // The script-tag form needs this script's own element, known only while it runs. (Loaded
  // twice, the first copy's element does the work; another script's element gets nothing.)
  const existing = definition();
  if (!existing || existing[EMBED_MARK]) mountScriptTags();
  // Evaluating this script, parsing the widgets' styles and starting the lists are three tasks,
  // each short enough not to block the partner's page.
  setTimeout(prepareStyles);
  setTimeout(define);
} catch (error) {
  console.error('Worthy: the embed could not start', error);
}
