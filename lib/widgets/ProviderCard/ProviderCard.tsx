'use client';
/**
 * One provider in a ranked list. The whole card opens the provider's site through a stretched
 * link on its name, so there are no nested interactive elements and the buttons stay separate.
 */
import { memo } from '#runtime';
import type { Provider, ScoringMethod } from '../../model';
import { shownName } from '../../model/provider';
import { cardHeadline, compareButton, formatCount, formatRating, hasBreakdown, starFills, STOCK_HEADLINE } from '../../format';
import { InLocale, useLocaleSay } from '#widget-locale';
import type { Locale } from '../../i18n/say';
import { Heading, type HeadingLevel } from '../shared/headings';
import { Logo } from '../shared/Logo';
import { OutboundLink } from '../shared/outbound';
import { PromoCode } from '../shared/PromoCode';
import { Stars } from '../shared/Stars';
import { HeadlineFacts } from './HeadlineFacts';
import { ScoreBreakdown } from './ScoreBreakdown';

/** What the partner badge tells a reader who hovers it or hears it (CONTRACT section 9). */
export const PARTNER_NOTE = 'Worthy partner: we may earn a commission. It never changes the score.';

export interface ProviderCardProps {
  provider: Provider;
  /** Position in the list, from 1. */
  rank: number;
  isTopPick: boolean;
  isSelected?: boolean;
  canSelectMore?: boolean;
  /** The compare action; without it the card has no compare button. */
  onToggle?: (provider: Provider) => void;
  headingLevel?: HeadingLevel;
  /** The list's scoring method: with it, a provider scored on every criterion shows "How we scored it". */
  method?: ScoringMethod | null;
  /** Makes the breakdown's id unique when several lists share a page. */
  idPrefix?: string;
  /** The card's language (default: the one around it, English unless set). */
  locale?: Locale;
}

/**
 * Memoized: a compare tap changes one card's props (and every card's only when the limit of three
 * is reached or left), so the list re-renders that card alone instead of all of them; on a
 * mid-range phone that is most of the first tap's time.
 */
export const ProviderCard = memo(function ProviderCard({
  provider,
  rank,
  isTopPick,
  isSelected = false,
  canSelectMore = true,
  onToggle,
  headingLevel = 3,
  method,
  idPrefix = 'wy',
  locale,
}: ProviderCardProps) {
  const say = useLocaleSay(locale);
  const compare = compareButton(isSelected, canSelectMore);
  const headline = cardHeadline(provider, say(STOCK_HEADLINE));
  const rating = formatRating(provider.rating);
  const name = shownName(provider);
  const partnerNote = say(PARTNER_NOTE);
  const className = ['wy-card', isTopPick && 'wy-card--top', isSelected && 'wy-card--selected'].filter(Boolean).join(' ');

  return (
    <InLocale locale={locale}>
      <article className={className}>
        <div className="wy-card__marks">
          <span className="wy-card__rank">
            <span aria-hidden="true">{`#${rank}`}</span>
            <span className="wy-visually-hidden">{say('Rank {0}', rank)}</span>
          </span>
          {isTopPick && <span className="wy-badge wy-badge--top">{say('Top Rated')}</span>}
          {provider.isWorthyPartner && (
            <span className="wy-badge wy-badge--partner" title={partnerNote}>
              {say('Worthy Provider')}
              <span className="wy-visually-hidden">{`. ${partnerNote}`}</span>
            </span>
          )}
        </div>

        <div className="wy-card__body">
          <Logo name={name} src={provider.logo} />
          <div className="wy-card__main">
            <Heading level={headingLevel} className="wy-card__name">
              <OutboundLink href={provider.url} provider={provider.name} className="wy-card__link">
                {name}
              </OutboundLink>
            </Heading>
            <p className="wy-card__rating">
              <Stars fills={starFills(provider.rating)} label={say('Rated {0} out of 5', rating)} />
              <span className="wy-card__score" aria-hidden="true">
                {say('{0}', rating)}
              </span>
              <span className="wy-card__votes">{say('{0} verified reviews', formatCount(provider.userVotes))}</span>
            </p>
            <HeadlineFacts provider={provider} method={method} say={say} />
            {hasBreakdown(method, provider) && (
              <ScoreBreakdown provider={provider} method={method} id={`${idPrefix}-breakdown-${rank}`} />
            )}
            {provider.features.length > 0 && (
              <ul className="wy-card__features">
                {provider.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
          </div>

          <div className="wy-card__offer">
            <p className="wy-card__headline">{headline}</p>
            {provider.promo && headline !== provider.promo ? (
              <p className="wy-pill">{say('Promo: {0}', provider.promo)}</p>
            ) : null}
            {provider.promoDetail && headline !== provider.promoDetail ? (
              <p className="wy-card__detail">{provider.promoDetail}</p>
            ) : null}
            {provider.promoCode ? <PromoCode code={provider.promoCode} /> : null}
          </div>
        </div>

        <div className="wy-card__actions">
          {provider.review && (
            <OutboundLink href={provider.review} provider={provider.name} className="wy-button wy-button--ghost">
              {say('Read Review')}
            </OutboundLink>
          )}
          <OutboundLink href={provider.url} provider={provider.name} className="wy-button wy-button--primary">
            {`${say('Visit Provider')} `}
            <span className="wy-visually-hidden">{say('{0} (opens in a new tab)', name)}</span>
          </OutboundLink>
          {onToggle && (
            <button
              type="button"
              className="wy-button wy-button--compare"
              aria-pressed={isSelected}
              disabled={compare.disabled}
              onClick={() => onToggle(provider)}
            >
              {`${say(compare.label)} `}
              <span className="wy-visually-hidden">{name}</span>
            </button>
          )}
        </div>
      </article>
    </InLocale>
  );
});
