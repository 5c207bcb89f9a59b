'use client';
/**
 * Side-by-side comparison of up to three chosen providers, as a real table. Wide tables scroll
 * sideways inside their own region; the row labels stay frozen so a phone reader keeps them.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Provider, ScoringMethod } from '../../model';
import { formatTableRating, priceCell, promoCell, starFills } from '../../format';
import { MAX_COMPARED, type CompareSelection } from '../../state';
import { Heading, type HeadingLevel } from '../shared/headings';
import { OutboundLink } from '../shared/outbound';
import { Stars } from '../shared/Stars';
import { OneProviderPrompt } from './OneProviderPrompt';
import { ScoreRows } from './ScoreRows';

export interface ComparePanelProps {
  selection: CompareSelection;
  title: string;
  /** Such as 'Select up to three VPNs to compare price, promo, rating and features.' */
  description: string;
  /** With exactly one provider chosen, show this prompt instead of a one-column table. */
  oneProviderPrompt?: OneProviderPrompt;
  headingLevel?: HeadingLevel;
  id?: string;
  /** The list's scoring method: adds a row per criterion, then Pros and Cons (CONTRACT section 9). */
  method?: ScoringMethod | null;
}

const ROWS: ReadonlyArray<[label: string, cell: (p: Provider) => ReactNode]> = [
  ['Starting Price / Offer', priceCell],
  ['Promo', promoCell],
  [
    'Rating',
    (p) => (
      <span className="wy-compare__rating">
        <Stars fills={starFills(p.rating)} label={`Rated ${formatTableRating(p.rating)}`} />
        <span aria-hidden="true">{formatTableRating(p.rating)}</span>
      </span>
    ),
  ],
  [
    'Key Features',
    (p) =>
      p.features.length ? (
        <ul className="wy-compare__features">
          {p.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      ) : (
        '—'
      ),
  ],
  [
    'Visit',
    (p) => (
      <OutboundLink href={p.url} provider={p.name} className="wy-button wy-button--primary wy-button--small">
        Visit Provider <span className="wy-visually-hidden">{p.name} (opens in a new tab)</span>
      </OutboundLink>
    ),
  ],
];

export function ComparePanel({
  selection,
  title,
  description,
  oneProviderPrompt,
  headingLevel = 2,
  id,
  method,
}: ComparePanelProps) {
  useSignals();
  const chosen = selection.selectedProviders.value;
  const prompt = chosen.length === 1 ? oneProviderPrompt : undefined;

  return (
    <section className="wy-compare" id={id} aria-labelledby={id ? `${id}-title` : undefined}>
      {/* The section is the size container; the box inside pads by its width (an element cannot query itself). */}
      <div className="wy-compare__box">
        <div className="wy-compare__header">
          <div>
            <Heading level={headingLevel} className="wy-compare__title" id={id ? `${id}-title` : undefined}>
              {title}
            </Heading>
            <p className="wy-compare__description">{description}</p>
          </div>
          <div className="wy-compare__status">
            <span className="wy-compare__count" role="status">
              {chosen.length} of {MAX_COMPARED} selected
            </span>
            {chosen.length > 0 && (
              <button type="button" className="wy-button wy-button--ghost wy-button--small" onClick={selection.clear}>
                Clear comparison
              </button>
            )}
          </div>
        </div>

        {chosen.length === 0 ? (
          <p className="wy-compare__empty">Choose “Add to Compare” on any provider to see it here, side by side.</p>
        ) : prompt ? (
          <OneProviderPrompt prompt={prompt} provider={chosen[0]!} onRemove={selection.remove} />
        ) : (
          <div className="wy-compare__scroll" role="region" aria-label={`${title} table`} tabIndex={0}>
            <table className="wy-compare__table">
              <caption className="wy-visually-hidden">{title}</caption>
              <thead>
                <tr>
                  <td className="wy-compare__corner" />
                  {chosen.map((p) => (
                    <th key={p.name} scope="col">
                      <span className="wy-compare__name">{p.name}</span>
                      <button type="button" className="wy-compare__remove" onClick={() => selection.remove(p.name)}>
                        Remove <span className="wy-visually-hidden">{p.name}</span>
                      </button>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map(([label, cell]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    {chosen.map((p) => (
                      <td key={p.name}>{cell(p)}</td>
                    ))}
                  </tr>
                ))}
                {method && <ScoreRows method={method} chosen={chosen} />}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
