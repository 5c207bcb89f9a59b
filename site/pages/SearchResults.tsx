/** The results of a header search, shown at the top of the health hub: in French on the French hub (its own index). */
import { useEffect, useState } from 'react';
import { useSay } from '../../lib/i18n/say';
import { usePageLang } from '../i18n/pageLang';
import type { SearchResults as Results } from '../search/searchCore';

/**
 * Each language's index, loaded alone. (Written as a ternary of two imports, the minifier made them
 * one call of Vite's preload helper, which then preloaded the English index for a French search.)
 */
const INDEXES = {
  en: () => import('../search/searchIndex'),
  'fr-CA': () => import('../search/searchIndexFr'),
} as const;

export function SearchResults({ term }: { term: string }) {
  const say = useSay();
  const lang = usePageLang();
  const [results, setResults] = useState<Results | null>(null);
  useEffect(() => {
    let current = true;
    setResults(null);
    void INDEXES[lang ?? 'en']().then(({ search }) => current && setResults(search(term)));
    return () => {
      current = false;
    };
  }, [term, lang]);

  const count = results ? results.topics.length + results.providers.length : 0;
  return (
    <section className="ws-section ws-results" aria-labelledby="results-title">
      <div className="ws-container">
        <h2 id="results-title">{say('Search results for “{0}”', term)}</h2>
        <p role="status" className="ws-results__count">
          {!results
            ? say('Searching…')
            : count === 0
              ? say('No topics or providers match “{0}”. Try a brand name or a topic such as VPN or savings.', term)
              : say(count === 1 ? '{0} match across all categories' : '{0} matches across all categories', count)}
        </p>
        {results && results.topics.length > 0 && (
          <>
            <h3>{say('Topics')}</h3>
            <ul className="ws-results__list">
              {results.topics.map((topic) => (
                <li key={topic.href}>
                  <a href={topic.href}>{topic.title}</a>
                  <span className="ws-results__meta">{topic.category}</span>
                  <p>{topic.description}</p>
                </li>
              ))}
            </ul>
          </>
        )}
        {results && results.providers.length > 0 && (
          <>
            <h3>{say('Providers')}</h3>
            <ul className="ws-results__list">
              {results.providers.map((hit) => (
                <li key={hit.name}>
                  <strong>
                    <a href={hit.review}>{say('{0} review', hit.name)}</a>
                  </strong>
                  {hit.match !== hit.name && <span className="ws-results__meta">{say('Matches: {0}', hit.match)}</span>}
                  <p>
                    {say('Ranked in')}{' '}
                    {hit.pages.map((page, i) => (
                      <span key={page.href}>
                        {i > 0 && ', '}
                        <a href={page.href}>{page.title}</a>
                      </span>
                    ))}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
