'use client';
/**
 * The compare panel's table (ComparePanel.tsx): a column per chosen provider, a row per fact, and
 * with the list's scoring method a row per criterion, then the pros and cons. A module of its own,
 * so the embed can load it when a reader first compares.
 */
import type { ReactNode } from 'react';
import { priceCell, promoCell, starFills } from '../../format';
import { useSay, type Say } from '../../i18n/say';
import type { Provider, ScoringMethod } from '../../model';
import { shownName } from '../../model/provider';
import { OutboundLink } from '../shared/outbound';
import { Stars } from '../shared/Stars';
import { ScoreRows } from './ScoreRows';

export interface CompareTableProps {
  /** The panel's title: the table's caption and its region's name. */
  title: string;
  chosen: readonly Provider[];
  method?: ScoringMethod | null;
  onRemove: (name: string) => void;
}

const ROWS: ReadonlyArray<[label: string, cell: (p: Provider, say: Say) => ReactNode]> = [
  ['Starting Price / Offer', priceCell],
  ['Promo', promoCell],
  [
    'Rating',
    (p, say) => (
      <span className="wy-compare__rating">
        <Stars fills={starFills(p.rating)} label={say('Rated {0} / 5', p.rating.toFixed(2))} />
        <span aria-hidden="true">{say('{0} / 5', p.rating.toFixed(2))}</span>
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
    (p, say) => (
      <OutboundLink href={p.url} provider={p.name} className="wy-button wy-button--primary wy-button--small">
        {say('Visit Provider')} <span className="wy-visually-hidden">{say('{0} (opens in a new tab)', shownName(p))}</span>
      </OutboundLink>
    ),
  ],
];

export function CompareTable({ title, chosen, method, onRemove }: CompareTableProps) {
  const say = useSay();
  return (
    <div className="wy-compare__scroll" role="region" aria-label={say('{0} table', title)} tabIndex={0}>
      <table className="wy-compare__table">
        <caption className="wy-visually-hidden">{title}</caption>
        <thead>
          <tr>
            <td className="wy-compare__corner" />
            {chosen.map((p) => (
              <th key={p.name} scope="col">
                <span className="wy-compare__name">{shownName(p)}</span>
                <button type="button" className="wy-compare__remove" onClick={() => onRemove(p.name)}>
                  {say('Remove')} <span className="wy-visually-hidden">{shownName(p)}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, cell]) => (
            <tr key={label}>
              <th scope="row">{say(label)}</th>
              {chosen.map((p) => (
                <td key={p.name}>{cell(p, say)}</td>
              ))}
            </tr>
          ))}
          {method && <ScoreRows method={method} chosen={chosen} />}
        </tbody>
      </table>
    </div>
  );
}
