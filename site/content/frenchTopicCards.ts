/**
 * The French cards of the Canada topics (a French hub's, and what French search finds): each
 * list's French label and card words (./fr/topicCards.ts), typeset, leading to its French page.
 */
import { FR_LISTS } from '../../lib/i18n/fr-CA/lists';
import { typeset } from '../../lib/i18n/fr-CA/typography';
import { LISTS, type CanadaListKey, type TopicCard, type Vertical } from '../../lib/model';
import { frenchPath } from '../routes';
import { frenchCardWords } from './fr/topicCards';
import { typesetWords } from './typesetWords';

export const frenchTopicCards = (vertical: Vertical): TopicCard[] =>
  LISTS.filter((list) => list.market === 'ca' && list.vertical === vertical).map((list): TopicCard => ({
    ...typesetWords(frenchCardWords[list.key as CanadaListKey]),
    title: typeset(FR_LISTS[list.key as CanadaListKey].label),
    href: frenchPath(list.path),
  }));
