/** The words an embedded list shows for its key: its heading and its compare panel's, as its topic page says them. */
import type { ListKey } from '../model/lists';
import { embedList } from './lists';

export interface ListWords {
  title: string;
  compareTitle: string;
  compareDescription: string;
}

export function listWords(key: ListKey): ListWords {
  const [title, label] = embedList(key);
  return {
    title,
    compareTitle: `Compare ${label}`,
    compareDescription: 'Select up to three providers to compare price, promo, rating and features.',
  };
}
