/**
 * A Canada provider's review page in French (CONTRACT section 13): the English review's list,
 * scores and ranks, with the rows' French words (the list's built-in French file), the method's
 * French labels and rubrics, and the French topic page's title and paths.
 */
import { listInFrench, loadBuiltinFrench, methodInFrench } from '../../lib/data/french';
import { frScoredTopic } from '../../lib/i18n/fr-CA/lists';
import { isCanadaListKey } from '../../lib/model';
import { FRENCH_TOPIC_ROUTES, type ReviewRoute } from '../routes';
import { loadFrenchTopic } from './frenchTopic';
import { loadTake } from './takes';
import { loadReview, type ReviewContent } from './review';

export async function loadFrenchReview(route: ReviewRoute): Promise<ReviewContent | null> {
  const key = route.listKey;
  const topic = FRENCH_TOPIC_ROUTES.find((candidate) => candidate.listKey === key);
  if (!topic || !isCanadaListKey(key)) return null;
  const [review, french, { topic: page }] = await Promise.all([
    loadReview(key, route.slug, async () => ''),
    loadBuiltinFrench(key),
    loadFrenchTopic(topic),
  ]);
  if (!review) return null;
  const take = await loadTake('fr', key, review.name);
  return {
    ...review,
    path: route.path,
    topicPath: topic.path,
    topicTitle: page.title,
    scoredTopic: frScoredTopic(key),
    providers: listInFrench(review.providers, french),
    take,
    method: review.method && methodInFrench(review.method, french),
    english: review.path,
  };
}
