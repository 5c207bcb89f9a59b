/**
 * A Canada topic page in French (CONTRACT section 13): its French words (./topics/fr/, typeset
 * here as every French text is where it is shown), the list's French name and heading, the
 * vertical's French badge and the method's French labels and rubrics. The list, its scores and
 * its ranks are the English page's.
 */
import { loadBuiltinMethod } from '../../lib/data/builtin';
import { loadBuiltinFrench, methodInFrench } from '../../lib/data/french';
import { FR_LISTS, FR_VERTICAL_NAMES, frScoredTopic } from '../../lib/i18n/fr-CA/lists';
import { typeset } from '../../lib/i18n/fr-CA/typography';
import { typesetWords } from './typesetWords';
import { isCanadaListKey, listRecord } from '../../lib/model';
import type { TopicRoute } from '../routes';
import { topicPage } from './topicPage';
import type { TopicContent, TopicWords } from './types';

const files = import.meta.glob<TopicWords>('./topics/fr/*.ts', { import: 'canadaFr' });

export async function loadFrenchTopic(route: TopicRoute) {
  const key = route.listKey;
  const list = listRecord(key);
  if (!isCanadaListKey(key)) throw new Error(`${route.path}: only Canada lists have a French page`);
  const [words, method, french] = await Promise.all([
    files[`./topics/fr/${list.topicSlug}.ts`]?.(),
    loadBuiltinMethod(key),
    loadBuiltinFrench(key),
  ]);
  if (!words) throw new Error(`No French content for ${route.path}`);
  const topic: TopicContent = {
    ...topicPage(typesetWords(words)),
    path: route.path,
    badge: FR_VERTICAL_NAMES[list.vertical].topicBadge,
    listTitle: typeset(FR_LISTS[key].title),
    lang: 'fr-CA',
    english: list.path,
    scoredTopic: frScoredTopic(key),
  };
  return { kind: 'topic' as const, topic, method: method && methodInFrench(method, french) };
}
