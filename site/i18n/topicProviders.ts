/**
 * (Here, not in site/data/: the French layer must stay out of the chunk every page loads first.)
 * A topic page's providers: as loaded for an English page; for a French page the same rows with
 * their French words (a backend row's own, else the built-in French file: lib/data/french.ts), and
 * their 'Read Review' leading to the French twin of a Worthy review that has one.
 */
import { loadedListInFrench } from '../../lib/data/french';
import type { ListLoader } from '../../lib/data/loader';
import type { ListKey, Provider } from '../../lib/model';
import { OWN_ORIGINS } from '../config';
import { frenchPath, matchRoute, type SiteLang } from '../routes';

export async function topicProviders(key: ListKey, lang: SiteLang | undefined, loader: ListLoader): Promise<Provider[]> {
  if (!lang) return [...(await loader.load(key))];
  return (await loadedListInFrench(key, await loader.read(key))).map((provider) => {
    const review = frenchReview(provider.review);
    return review ? { ...provider, review } : provider;
  });
}

/** The French twin of `url` when it is a Worthy review page that has one (a Canada list's). */
function frenchReview(url: string | null | undefined): string | null {
  const origin = OWN_ORIGINS.find((own) => url?.startsWith(`${own}/`));
  const path = origin && url!.slice(origin.length);
  return path && matchRoute(frenchPath(path))?.kind === 'review' ? `${origin}${frenchPath(path)}` : null;
}
