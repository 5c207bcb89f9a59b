/**
 * The provider against those ranked directly above and below it, criterion by criterion: one row
 * per criterion, one column per provider, the best score of each row marked (CONTRACT section 11).
 */
import { bestScores, formatRating, formatScore, formatWeight } from '../../../lib/format';
import type { Provider, ScoringMethod } from '../../../lib/model';
import type { Ranked } from '../../reviews/verdict';

export function ComparisonTable({
  subject,
  neighbours,
  method,
  reviewOf,
}: {
  subject: Ranked;
  neighbours: readonly Ranked[];
  method: ScoringMethod;
  reviewOf: (provider: Provider) => string;
}) {
  const columns = [...neighbours, subject].sort((a, b) => a.rank - b.rank);
  const best = bestScores(
    method,
    columns.map(({ provider }) => provider),
  );
  return (
    <div
      className="ws-review__table"
      role="region"
      aria-label={`${subject.provider.name} and its neighbours, criterion by criterion`}
      tabIndex={0}
    >
      <table>
        <caption className="wy-visually-hidden">
          {subject.provider.name} against the providers ranked directly above and below it
        </caption>
        <thead>
          <tr>
            <th scope="col">Criterion (weight)</th>
            {columns.map(({ provider, rank }) => (
              <th key={provider.name} scope="col" className={provider === subject.provider ? 'ws-review__subject' : undefined}>
                {provider === subject.provider ? provider.name : <a href={reviewOf(provider)}>{provider.name}</a>}
                <span className="ws-review__col-rank">#{rank}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {method.criteria.map(({ id, label, weight }) => (
            <tr key={id}>
              <th scope="row">
                {label} <span className="ws-review__weight">({formatWeight(weight)})</span>
              </th>
              {columns.map(({ provider }) => {
                const score = provider.scores?.[id];
                const top = best.get(id)?.has(provider.name);
                return (
                  <td key={provider.name} className={provider === subject.provider ? 'ws-review__subject' : undefined}>
                    {score === undefined ? '—' : formatScore(score)}
                    {top && <span className="ws-review__best"> best</span>}
                  </td>
                );
              })}
            </tr>
          ))}
          <tr className="ws-review__total">
            <th scope="row">Rating</th>
            {columns.map(({ provider }) => (
              <td key={provider.name} className={provider === subject.provider ? 'ws-review__subject' : undefined}>
                {formatRating(provider.rating)} / 5
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
