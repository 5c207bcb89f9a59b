/**
 * The French embed (`lang="fr-CA"`, CONTRACT section 13): a file of its own that only a French list
 * loads, so an English page fetches none of it, and all the embed needs for French beyond its
 * English script:
 * - the list in French: its file lists/fr-CA/<key>.json (scripts/embed.mjs) holds the widgets'
 *   texts in French and, for a Canada list, its own words in French (a US list keeps its English
 *   ones); a backend's rows bring their own French words (./backendLoader.ts, frenchRows).
 * - speaking French: the list renders inside <SayIn value={say}>, as a French page of the site
 *   wraps its widgets. Each text's French is found by a short key of its English (./wordKey.ts),
 *   and values are written the French way ('4,74', '27 410', 'novembre 2026').
 */
import { createElement } from '#runtime';
import type { ListSources, ListWidgetProps } from '../connected/WorthyRankedList/ListWidget';
import type { Backend } from '../data/backends';
import type { LoadedList } from '../data/loader';
import { widgetValue } from '../i18n/fr-CA/values';
import { english, fill, SayIn, type Say } from '../i18n/say';
import type { ListKey } from '../model/lists';
import { factsOf, listFile, methodOf } from './files';
import { isEmbedListKey } from './lists';
import { backendChunk } from './loaders';
import { EMBED_SOURCES } from './sources';
import { SCRIPT_URL } from './scriptUrl';
import { wordKey } from './wordKey';
import type { Reading, WordTable, Wrap } from './language';

function speakFrench({ keys, words }: WordTable): Say {
  const byKey = new Map(keys.split(' ').map((key, index) => [key, words[index]!]));
  return (text, ...values) => fill(byKey.get(wordKey(text)) ?? text, values, widgetValue);
}

/** The list's widget, speaking French with `table`'s words (read once per list, not at each render), its list from the French sources. */
function inFrench(table: WordTable | undefined): Wrap {
  const say = table ? speakFrench(table) : english;
  return ({ type, props }) =>
    createElement(SayIn, { value: say }, createElement(type, { ...(props as ListWidgetProps), sources: FRENCH_SOURCES }));
}

/** Every list has a French file (a list without French words, every US one, keeps its English words there). */
const FOLDER = 'fr-CA/';

/** Where a French list comes from: its French file, or a backend's rows with their own French words. */
const FRENCH_SOURCES: ListSources = {
  ...EMBED_SOURCES,
  list: (key) => (isEmbedListKey(key) ? factsOf(key, FOLDER) : undefined),
  loader(backend) {
    const rows = EMBED_SOURCES.loader(backend);
    const read = (key: ListKey): Promise<LoadedList> =>
      Promise.all([backend ? rows.read(key) : null, listFile(key, FOLDER)]).then(([list, file]) =>
        !list || list.source === 'builtin'
          ? { providers: file.providers, source: 'builtin' }
          : backendChunk().then((reader) => reader.frenchRows(list)),
      );
    return { read, load: (key) => read(key).then((list) => list.providers) };
  },
  method: (key) => methodOf(key, FOLDER),
  aboutHref: new URL('../fr/about#how-we-review', SCRIPT_URL).href,
};

/** A list in French: its providers, method and sources, and how to wrap its widget. */
export async function frenchList(key: ListKey, backend: Backend | null): Promise<Reading> {
  const [list, method, file] = await Promise.all([
    FRENCH_SOURCES.loader(backend).read(key),
    FRENCH_SOURCES.method(key),
    listFile(key, FOLDER),
  ]);
  return [list, method, inFrench(file.words)];
}
