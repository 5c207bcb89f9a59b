/**
 * The inside of an opened "How we scored it" (ScoreBreakdown.tsx): each criterion of the list's
 * method with its weight and the provider's score, the pros and cons, and when the row was checked.
 * A module of its own, so the embed can load it when a reader first opens one.
 */
import { checkedLabel, formatRating, formatScore, formatWeight } from '../../format';
import type { Provider, ScoringMethod } from '../../model';

export function BreakdownDetails({ provider, method }: { provider: Provider; method: ScoringMethod }) {
  const checked = checkedLabel(provider.verifiedAt);
  return (
    <>
      <p className="wy-breakdown__sum">{formatRating(provider.rating)} is the weighted mean of these scores:</p>
      <ul className="wy-breakdown__scores">
        {method.criteria.map((criterion) => {
          const score = provider.scores![criterion.id]!;
          return (
            <li key={criterion.id} className="wy-breakdown__score">
              <span className="wy-breakdown__label">{criterion.label}</span>
              <span className="wy-breakdown__weight">{formatWeight(criterion.weight)}</span>
              <span className="wy-breakdown__value">{formatScore(score)}</span>
              <span className="wy-breakdown__bar" aria-hidden="true">
                <span style={{ width: `${(score / 5) * 100}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
      <Notes title="Pros" items={provider.pros} kind="pro" />
      <Notes title="Cons" items={provider.cons} kind="con" />
      {checked && <p className="wy-breakdown__checked">{checked}</p>}
    </>
  );
}

function Notes({ title, items, kind }: { title: string; items: readonly string[] | undefined; kind: 'pro' | 'con' }) {
  if (!items?.length) return null;
  return (
    <div className={`wy-breakdown__notes wy-breakdown__notes--${kind}`}>
      <p className="wy-breakdown__notes-title">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
