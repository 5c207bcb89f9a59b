/**
 * (Here, not in site/data/: the French layer must stay out of the chunk every page loads first.)
 * A topic page's providers: as loaded for an English page; for a French page the same rows with
 * their French words (a backend row's own, else the built-in French file: lib/data/french.ts).
 */
import { loadedListInFrench } from '../../lib/data/french';
import type { ListLoader } from '../../lib/data/loader';
import type { ListKey, Provider } from '../../lib/model';
import type { SiteLang } from '../routes';

export async function topicProviders(key: ListKey, lang: SiteLang | undefined, loader: ListLoader): Promise<Provider[]> {
  if (!lang) return [...(await loader.load(key))];
  return loadedListInFrench(key, await loader.read(key));
}
