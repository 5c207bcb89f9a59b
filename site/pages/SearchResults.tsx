/** The results of a header search, shown at the top of the health hub. */
import { useEffect, useState } from 'react';
import type { SearchResults as Results } from '../search/searchIndex';

export function SearchResults({ term }: { term: string }) {
  const [results, setResults] = useState<Results | null>(null);
  useEffect(() => {
    let current = true;
    setResults(null);
    void import('../search/searchIndex').then(({ search }) => current && setResults(search(term)));
    return () => {
      current = false;
    };
  }, [term]);

  const count = results ? results.topics.length + results.providers.length : 0;
  return (
    <section className="ws-section ws-results" aria-labelledby="results-title">
      <div className="ws-container">
        <h2 id="results-title">Search results for “{term}”</h2>
        <p role="status" className="ws-results__count">
          {!results
            ? 'Searching…'
            : count === 0
              ? `No topics or providers match “${term}”. Try a brand name or a topic such as VPN or savings.`
              : `${count} ${count === 1 ? 'match' : 'matches'} across all categories`}
        </p>
        {results && results.topics.length > 0 && (
          <>
            <h3>Topics</h3>
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
            <h3>Providers</h3>
            <ul className="ws-results__list">
              {results.providers.map((hit) => (
                <li key={hit.name}>
                  <strong>
                    <a href={hit.review}>{hit.name} review</a>
                  </strong>
                  {hit.match !== hit.name && <span className="ws-results__meta">Matches: {hit.match}</span>}
                  <p>
                    Ranked in{' '}
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
