'use client';
/** The compact card of the home page's provider sections (SPEC section 9): one decimal, floor stars, three features. */
import type { Provider } from '../../model';
import { shownName } from '../../model/provider';
import { cardHeadline, formatCount, formatHomeRating, homeFeatures, homeStarFills, STOCK_HEADLINE } from '../../format';
import { InLocale, useLocaleSay } from '#widget-locale';
import type { Locale } from '../../i18n/say';
import { Heading, type HeadingLevel } from '../shared/headings';
import { Logo } from '../shared/Logo';
import { OutboundLink } from '../shared/outbound';
import { Stars } from '../shared/Stars';

export interface HomeProviderCardProps {
  provider: Provider;
  /** The first card of a home section: 'Top Rated' and a highlighted border. */
  isTopPick: boolean;
  headingLevel?: HeadingLevel;
  /** The card's language (default: the one around it, English unless set). */
  locale?: Locale;
}

export function HomeProviderCard({ provider, isTopPick, headingLevel = 3, locale }: HomeProviderCardProps) {
  const say = useLocaleSay(locale);
  const rating = formatHomeRating(provider.rating);
  return (
    <InLocale locale={locale}>
      <article className={isTopPick ? 'wy-card wy-card--home wy-card--top' : 'wy-card wy-card--home'}>
        {(isTopPick || provider.isWorthyPartner) && (
          <div className="wy-card__marks">
            {isTopPick && <span className="wy-badge wy-badge--top">{say('Top Rated')}</span>}
            {provider.isWorthyPartner && <span className="wy-badge wy-badge--partner">{say('Worthy Provider')}</span>}
          </div>
        )}
        <div className="wy-card__head">
          <Logo name={shownName(provider)} src={provider.logo} />
          <Heading level={headingLevel} className="wy-card__name">
            <OutboundLink href={provider.url} provider={provider.name} className="wy-card__link">
              {shownName(provider)}
            </OutboundLink>
          </Heading>
        </div>
        <p className="wy-card__rating">
          <Stars fills={homeStarFills(provider.rating)} label={say('Rated {0} out of 5', rating)} />
          <span className="wy-card__score" aria-hidden="true">
            {say('{0}', rating)}
          </span>
          <span className="wy-card__votes">{say('{0} verified reviews', formatCount(provider.userVotes))}</span>
        </p>
        <p className="wy-card__headline">{cardHeadline(provider, say(STOCK_HEADLINE))}</p>
        <ul className="wy-card__features">
          {homeFeatures(provider).map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <div className="wy-card__actions">
          <OutboundLink href={provider.url} provider={provider.name} className="wy-button wy-button--primary">
            {`${say('Visit Provider')} `}
            <span className="wy-visually-hidden">{say('{0} (opens in a new tab)', shownName(provider))}</span>
          </OutboundLink>
        </div>
      </article>
    </InLocale>
  );
}
