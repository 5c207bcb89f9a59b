/** A topic page's words joined with what the registry says of its list: path, market, vertical, twin, top pick, title. */
import { VERTICAL_NAMES, listRecord } from '../../lib/model';
import type { TopicContent, TopicWords } from './types';

export function topicPage(words: TopicWords): TopicContent {
  const list = listRecord(words.listKey);
  return {
    ...words,
    path: list.path,
    vertical: list.vertical,
    market: list.market,
    badge: VERTICAL_NAMES[list.vertical].topicBadge,
    listTitle: list.title,
    topPick: list.topPick,
    ...(list.twin ? { twin: list.twin.path } : {}),
  };
}
