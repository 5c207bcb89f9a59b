'use client';
/**
 * The inside of an opened "How we scored it" (ScoreBreakdown.tsx): each criterion of the list's
 * method with its weight, the provider's score and what it rests on (the facts it is computed from,
 * or the editors' reason for a judgment), the pros and cons, and when the row was checked.
 * A module of its own, so the embed can load it when a reader first opens one.
 */
import { formatRating, monthOfIsoDay, scoreBasis } from '../../format';
import { useSay } from '../../i18n/say';
import type { Provider, ScoringMethod } from '../../model';

export function BreakdownDetails({ provider, method }: { provider: Provider; method: ScoringMethod }) {
  const say = useSay();
  const checked = monthOfIsoDay(provider.verifiedAt);
  // Re-rated under a reader's weights (Find your fit): each criterion shows theirs beside ours.
  const theirs = provider.reweighted;
  const weightOf = (id: string) => theirs?.weights[id] ?? 1;
  const total = method.criteria.reduce((sum, c) => sum + c.weight * weightOf(c.id), 0);
  return (
    <>
      <p className="wy-breakdown__sum">
        {theirs
          ? say(
              '{0} is the weighted mean of these scores under your weights (ours give {1}):',
              formatRating(provider.rating),
              formatRating(theirs.ourRating),
            )
          : say('{0} is the weighted mean of these scores:', formatRating(provider.rating))}
      </p>
      <ul className="wy-breakdown__scores">
        {method.criteria.map((criterion) => {
          const score = provider.scores![criterion.id]!;
          return (
            <li key={criterion.id} className="wy-breakdown__score">
              <span className="wy-breakdown__label">{criterion.label}</span>
              <span className="wy-breakdown__weight">
                {theirs
                  ? say(
                      'ours {0}% · yours {1}%',
                      criterion.weight,
                      Math.round((criterion.weight * weightOf(criterion.id) * 100) / total),
                    )
                  : say('{0}%', criterion.weight)}
              </span>
              <span className="wy-breakdown__value">{say('{0} / 5', score.toFixed(1))}</span>
              <span className="wy-breakdown__bar" aria-hidden="true">
                <span style={{ width: `${(score / 5) * 100}%` }} />
              </span>
              <span className="wy-breakdown__basis">{scoreBasis(criterion, method, provider, say)}</span>
            </li>
          );
        })}
      </ul>
      <Notes title={say('Pros')} items={provider.pros} kind="pro" />
      <Notes title={say('Cons')} items={provider.cons} kind="con" />
      {checked && <p className="wy-breakdown__checked">{say('Checked {0}', checked)}</p>}
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
