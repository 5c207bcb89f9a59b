/** The compact card of the home page's provider sections (SPEC section 9): one decimal, floor stars, three features. */
import type { Provider } from '../../model';
import { cardHeadline, formatHomeRating, formatVotes, homeFeatures, homeStarFills } from '../../format';
import { Heading, type HeadingLevel } from '../shared/headings';
import { Logo } from '../shared/Logo';
import { OutboundLink } from '../shared/outbound';
import { Stars } from '../shared/Stars';

export interface HomeProviderCardProps {
  provider: Provider;
  /** The first card of a home section: 'Top Rated' and a highlighted border. */
  isTopPick: boolean;
  headingLevel?: HeadingLevel;
}

export function HomeProviderCard({ provider, isTopPick, headingLevel = 3 }: HomeProviderCardProps) {
  return (
    <article className={isTopPick ? 'wy-card wy-card--home wy-card--top' : 'wy-card wy-card--home'}>
      {(isTopPick || provider.isWorthyPartner) && (
        <div className="wy-card__marks">
          {isTopPick && <span className="wy-badge wy-badge--top">Top Rated</span>}
          {provider.isWorthyPartner && <span className="wy-badge wy-badge--partner">Worthy Provider</span>}
        </div>
      )}
      <div className="wy-card__head">
        <Logo name={provider.name} src={provider.logo} />
        <Heading level={headingLevel} className="wy-card__name">
          <OutboundLink href={provider.url} provider={provider.name} className="wy-card__link">
            {provider.name}
          </OutboundLink>
        </Heading>
      </div>
      <p className="wy-card__rating">
        <Stars fills={homeStarFills(provider.rating)} label={`Rated ${formatHomeRating(provider.rating)} out of 5`} />
        <span className="wy-card__score" aria-hidden="true">
          {formatHomeRating(provider.rating)}
        </span>
        <span className="wy-card__votes">{formatVotes(provider.userVotes)}</span>
      </p>
      <p className="wy-card__headline">{cardHeadline(provider)}</p>
      <ul className="wy-card__features">
        {homeFeatures(provider).map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="wy-card__actions">
        <OutboundLink href={provider.url} provider={provider.name} className="wy-button wy-button--primary">
          Visit Provider <span className="wy-visually-hidden">{provider.name} (opens in a new tab)</span>
        </OutboundLink>
      </div>
    </article>
  );
}
