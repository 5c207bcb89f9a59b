'use client';
/** A grid of cards that each open a topic page (hubs) or a category hub (home). */
import { InLocale, useLocaleSay } from '#widget-locale';
import type { Locale } from '../../i18n/say';
import type { CategoryCard, TopicCard } from '../../model';
import { Heading, type HeadingLevel } from '../shared/headings';

export type GridCard = TopicCard | CategoryCard;

export interface CategoryGridProps {
  cards: readonly GridCard[];
  headingLevel?: HeadingLevel;
  /** Names the list for assistive technology, such as 'Health topics'. */
  label?: string;
  /** The grid's language (default: the one around it, English unless set). */
  locale?: Locale;
}

export function CategoryGrid({ cards, headingLevel = 3, label, locale }: CategoryGridProps) {
  const say = useLocaleSay(locale);
  return (
    <InLocale locale={locale}>
      <ul className="wy-grid" aria-label={label}>
        {cards.map((card) => (
          <li key={card.href} className="wy-grid__item">
            <article className="wy-tile">
              {(('icon' in card && card.icon) || card.badge) && (
                <div className="wy-tile__top">
                  {'icon' in card && card.icon && (
                    <span className="wy-tile__icon" aria-hidden="true">
                      {card.icon}
                    </span>
                  )}
                  {card.badge && <span className="wy-badge wy-badge--accent">{card.badge}</span>}
                </div>
              )}
              <Heading level={headingLevel} className="wy-tile__title">
                <a href={card.href} className="wy-tile__link">
                  {card.title}
                </a>
              </Heading>
              <p className="wy-tile__description">{card.description}</p>
              <ul className="wy-tile__niches" aria-label={say('{0} covers', card.title)}>
                {card.niches.map((niche) => (
                  <li key={niche}>{niche}</li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
    </InLocale>
  );
}
