'use client';
/** A ranked list of provider cards for one list store: loading, empty, or an ordered list. */
import type { ComponentType, ReactNode } from 'react';
import { InLocale, useLocaleSay } from '#widget-locale';
import type { Locale } from '../../i18n/say';
import type { ScoringMethod } from '../../model';
import { useValue, type ListStore } from '../../state';
import { Heading, type HeadingLevel } from '../shared/headings';
import { OUTBOUND_REL } from '../shared/outbound';
import { ProviderCard } from '../ProviderCard';
import { Later } from './Later';

export interface RankedListProps {
  store: ListStore;
  /** The section title, such as 'Top VPN Services'. */
  title: string;
  /** Shows the compare buttons (default true). */
  compare?: boolean;
  /** Shows at most this many providers. */
  limit?: number;
  headingLevel?: HeadingLevel;
  /**
   * The host's page on how it reviews, linked from the affiliate disclosure. Absent, the disclosure
   * shows without a link (a library cannot know the host's routes); false hides the line.
   */
  disclosureHref?: string | false;
  /**
   * The disclosure's page is on another site (Worthy's, from a widget on a partner's page): it opens
   * in a new tab and, like every link a widget spreads, passes no ranking signal (CONTRACT section 8).
   */
  disclosureOffsite?: boolean;
  /** How many placeholder cards hold the list's place while it loads. */
  placeholderCount?: number;
  /** The list's scoring method: cards then explain their ratings ("How we scored it"). */
  method?: ScoringMethod | null;
  /** Makes the cards' ids unique when several lists share a page. */
  idPrefix?: string;
  /**
   * Cards that render with the list; each card past them waits for its turn in `cardTurn`.
   * Absent, every card renders with the list (as it must in server HTML).
   */
  cardsAtOnce?: number;
  /**
   * How a card past `cardsAtOnce` waits for its turn: by default (./Later.tsx) in a placeholder,
   * drawn after the next paint once the card before it is; the site hydrates it in its turn instead.
   */
  cardTurn?: ComponentType<{ children: ReactNode }>;
  /** The list's language (default: the one around it, English unless set). */
  locale?: Locale;
  /** What an empty list says (default EMPTY_TEXT; a reader's filters that hide every provider say so). */
  emptyText?: string;
}

/** Cards a long list shows at first, and adds each time the reader comes near its end (./PagedList.tsx). */
export const CARDS_PER_PAGE = 20;

export const LOADING_TEXT = 'Loading providers...';
export const EMPTY_TEXT = 'No providers available right now.';
export const DISCLOSURE = 'We may earn a commission when you visit a provider. It never decides the ranking.';

export function RankedList({
  store,
  title,
  compare = true,
  limit,
  headingLevel = 2,
  disclosureHref,
  disclosureOffsite = false,
  placeholderCount = 3,
  method,
  idPrefix,
  cardsAtOnce = Infinity,
  cardTurn: CardTurn = Later,
  locale,
  emptyText = EMPTY_TEXT,
}: RankedListProps) {
  const say = useLocaleSay(locale);
  const all = useValue(store.providers);
  const providers = limit ? all.slice(0, limit) : all;
  const loading = useValue(store.isLoading) && providers.length === 0;
  const topPicks = useValue(store.topPickNames);
  const canSelectMore = useValue(store.canSelectMore);
  const selected = new Set(useValue(store.selectedProviders).map((p) => p.name));
  const cardHeading = Math.min(headingLevel + 1, 5) as HeadingLevel;

  return (
    <InLocale locale={locale}>
      <section className="wy-list" aria-busy={loading}>
        <div className="wy-list__header">
          <Heading level={headingLevel} className="wy-list__title">
            {title}
          </Heading>
          {disclosureHref !== false && (
            <p className="wy-list__disclosure">
              {disclosureHref ? (
                <>
                  {`${say(DISCLOSURE)} `}
                  <a href={disclosureHref} {...(disclosureOffsite ? { target: '_blank', rel: OUTBOUND_REL } : {})}>
                    {say('How we score')}
                  </a>
                </>
              ) : (
                say(DISCLOSURE)
              )}
            </p>
          )}
        </div>

        {loading ? (
          <div className="wy-list__loading" role="status">
            <p className="wy-list__loading-text">{say(LOADING_TEXT)}</p>
            {Array.from({ length: placeholderCount }, (_, i) => (
              <div key={i} className="wy-card wy-card--placeholder" aria-hidden="true" />
            ))}
          </div>
        ) : providers.length === 0 ? (
          <p className="wy-list__empty" role="status">
            {say(emptyText)}
          </p>
        ) : (
          <ol className="wy-list__items">
            {providers.map((provider, index) => {
              const card = (
                <ProviderCard
                  provider={provider}
                  rank={index + 1}
                  isTopPick={topPicks.has(provider.name)}
                  isSelected={selected.has(provider.name)}
                  canSelectMore={canSelectMore}
                  onToggle={compare ? store.toggle : undefined}
                  headingLevel={cardHeading}
                  method={method}
                  idPrefix={idPrefix}
                />
              );
              return (
                <li key={provider.name} className="wy-list__item">
                  {index < cardsAtOnce ? card : <CardTurn>{card}</CardTurn>}
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </InLocale>
  );
}
