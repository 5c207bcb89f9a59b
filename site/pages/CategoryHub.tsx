/** A category hub (SPEC section 2): hero, topic-card grid, info tiles; with ?q=, search results first. */
import { CategoryGrid } from '../../lib/widgets';
import { useRouter } from '../router/RouterContext';
import type { PageContent } from '../content';
import { SearchResults } from './SearchResults';
import { useMounted } from './useMounted';
import { useSay } from '../../lib/i18n/say';
import { LanguageSwitch } from './LanguageSwitch';

type HubContent = Extract<PageContent, { kind: 'hub' }>;

export function CategoryHub({ content }: { content: HubContent }) {
  const { hub, cards } = content;
  const say = useSay();
  const { location } = useRouter();
  const mounted = useMounted();
  const term = mounted ? (new URLSearchParams(location.search).get('q') ?? '').trim() : '';

  return (
    <>
      <section className="ws-hero">
        <div className="ws-container">
          <div className="ws-hero__top">
            <p className="ws-eyebrow">{hub.eyebrow}</p>
            <LanguageSwitch lang={content.lang} other={content.other} />
          </div>
          <h1 className="ws-hero__title">{hub.title}</h1>
          <p className="ws-hero__tagline">{hub.tagline}</p>
        </div>
      </section>
      {term ? <SearchResults term={term} /> : null}
      <section className="ws-section ws-hub-topics" aria-labelledby="topics-title">
        <div className="ws-container">
          <header className="ws-section__header">
            <h2 id="topics-title">{hub.gridTitle}</h2>
          </header>
          <CategoryGrid cards={cards} label={say('{0} topics', hub.title)} />
        </div>
      </section>
      <section className="ws-section ws-section--muted ws-hub-info" aria-labelledby="info-title">
        <div className="ws-container">
          <header className="ws-section__header">
            <h2 id="info-title">{hub.info.title}</h2>
            <p>{hub.info.intro}</p>
          </header>
          <ul className="ws-tiles">
            {hub.info.tiles.map((tile) => (
              <li key={tile.title} className="ws-tile">
                <span className="ws-tile__icon" aria-hidden="true">
                  {tile.icon}
                </span>
                <h3>{tile.title}</h3>
                <p>{tile.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
