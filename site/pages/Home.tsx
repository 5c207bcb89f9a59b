/** The home page (SPEC section 2): hero, four category cards, four rotating provider sections, closing call. */
import { CategoryGrid, HomeProviderCard, OutboundFollows } from '../../lib/widgets';
import { dailyRotation } from '../../lib/format';
import type { HomeSection } from '../content/homeLists';
import { countClick } from '../data/clicks';
import { useToday } from '../data/today';
import type { PageContent } from '../content';
import { scrollToSection } from './scroll';
import { useSay } from '../../lib/i18n/say';
import { pathIn } from '../routes';
import { LanguageSwitch } from './LanguageSwitch';
import { InTurn } from '../shell/InTurn';

type HomeContent = Extract<PageContent, { kind: 'home' }>;

export const HOME_CARDS_PER_SECTION = 3;

export function HomePage({ content }: { content: HomeContent }) {
  const { words, sections, categories, lang } = content;
  const say = useSay();
  return (
    <>
      <section className="ws-hero ws-hero--home">
        <div className="ws-container">
          <div className="ws-hero__top">
            <p className="ws-eyebrow">{words.hero.eyebrow}</p>
            <LanguageSwitch lang={lang} other={content.other} />
          </div>
          <h1 className="ws-hero__title">{words.hero.title}</h1>
          <p className="ws-hero__tagline">{words.hero.tagline}</p>
          <div className="ws-hero__actions">
            <a href={pathIn(lang, '/categories/health')} className="wy-button wy-button--primary ws-button--large">
              {words.hero.primary}
            </a>
            <button
              type="button"
              className="wy-button wy-button--ghost ws-button--large"
              onClick={() => scrollToSection('top-picks')}
            >
              {words.hero.secondary}
            </button>
          </div>
          <dl className="ws-stats">
            {words.hero.stats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <InTurn>
        <section id="categories" className="ws-section" aria-labelledby="categories-title">
          <div className="ws-container">
            <header className="ws-section__header">
              <h2 id="categories-title">{words.categoriesTitle}</h2>
              <p>{words.categoriesIntro}</p>
            </header>
            <CategoryGrid cards={categories} label={say('Categories')} />
          </div>
        </section>
      </InTurn>

      <section id="top-picks" className="ws-section ws-section--muted" aria-labelledby="top-picks-title">
        <div className="ws-container">
          <header className="ws-section__header">
            <h2 id="top-picks-title">{words.picksTitle}</h2>
            <p>{words.picksIntro}</p>
          </header>
          {sections.map((section) => (
            <InTurn key={section.id}>
              <HomePicks section={section} />
            </InTurn>
          ))}
        </div>
      </section>

      <InTurn>
        <section className="ws-section ws-closing" aria-labelledby="closing-title">
          <div className="ws-container ws-closing__inner">
            <h2 id="closing-title">{words.closing.title}</h2>
            <p>{words.closing.body}</p>
            <div className="ws-hero__actions">
              <button
                type="button"
                className="wy-button wy-button--primary ws-button--large"
                onClick={() => scrollToSection('categories')}
              >
                {words.closing.primary}
              </button>
              <button
                type="button"
                className="wy-button wy-button--ghost ws-button--large"
                onClick={() => scrollToSection('top-picks')}
              >
                {words.closing.secondary}
              </button>
            </div>
          </div>
        </section>
      </InTurn>
    </>
  );
}

/**
 * One home section: today's three of its fixed list, the first marked Top Rated. The three are
 * shown highest rating first, so the card marked Top Rated really is the best rated of them.
 */
function HomePicks({ section }: { section: HomeSection }) {
  const shown = dailyRotation(section.providers, useToday(), HOME_CARDS_PER_SECTION).sort((a, b) => b.rating - a.rating);
  const titleId = `${section.id}-title`;
  const say = useSay();
  // A click counts for the list the provider comes from, at its rank there.
  const countOpen = (_url: string, name: string) => {
    const pick = shown.find((provider) => provider.name === name);
    if (pick) countClick(pick.listKey, pick.name, pick.rank);
  };
  return (
    <section id={section.id} className="ws-picks" aria-labelledby={titleId}>
      <div className="ws-picks__header">
        <h3 id={titleId}>{section.title}</h3>
        <a href={section.href} className="ws-more" aria-label={say('See the full ranking: {0}', section.title)}>
          {say('See the full ranking →')}
        </a>
      </div>
      <OutboundFollows value={countOpen}>
        {/* Each card hydrates in a turn of its own: a section's three in one turn ran 60 ms and more on the mid-tier phone. */}
        <ol className="ws-picks__list">
          {shown.map((provider, index) => (
            <li key={provider.name}>
              <InTurn>
                <HomeProviderCard provider={provider} isTopPick={index === 0} headingLevel={4} />
              </InTurn>
            </li>
          ))}
        </ol>
      </OutboundFollows>
    </section>
  );
}
