/**
 * The provider against those ranked directly above and below it, criterion by criterion: one row
 * per criterion, one column per provider. A 'best' mark is the whole list's best score on that
 * criterion, not the best of the columns shown (CONTRACT section 11).
 */
import { Fragment } from 'react';
import { bestScores, formatRating } from '../../../lib/format';
import { useSay } from '../../../lib/i18n/say';
import { shownName, type Provider, type ScoringMethod } from '../../../lib/model';
import type { Ranked } from '../../reviews/verdict';
import { scoreIn, type VerdictWords } from '../../reviews/verdictIn';

export function ComparisonTable({
  subject,
  neighbours,
  list,
  method,
  reviewOf,
  place,
}: {
  subject: Ranked;
  neighbours: readonly Ranked[];
  /** The whole list, whose best scores the table marks. */
  list: readonly Provider[];
  method: ScoringMethod;
  reviewOf: (provider: Provider) => string;
  place: VerdictWords['place'];
}) {
  const say = useSay();
  const columns = [...neighbours, subject].sort((a, b) => a.rank - b.rank);
  const best = bestScores(method, list);
  return (
    <div
      className="ws-review__table"
      data-columns={columns.length}
      role="region"
      aria-label={say('{0} and its neighbours, criterion by criterion', shownName(subject.provider))}
      tabIndex={0}
    >
      <table>
        <caption className="wy-visually-hidden">
          {say('{0} against the providers ranked directly above and below it', shownName(subject.provider))}
        </caption>
        <thead>
          <tr>
            {/* It heads nothing on a phone, where each criterion heads its own row. */}
            <th scope="col" className="ws-phone-sr-only">
              {say('Criterion (weight)')}
            </th>
            {columns.map(({ provider, rank }) => (
              <th key={provider.name} scope="col" className={provider === subject.provider ? 'ws-review__subject' : undefined}>
                {provider === subject.provider ? (
                  <Breakable name={shownName(provider)} />
                ) : (
                  <a href={reviewOf(provider)}>
                    <Breakable name={shownName(provider)} />
                  </a>
                )}
                <span className="ws-review__col-rank">{place(rank)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {method.criteria.map(({ id, label, weight }) => (
            <tr key={id}>
              <th scope="row">
                {`${label} `}
                <span className="ws-review__weight">{`(${say('{0}%', weight)})`}</span>
              </th>
              {columns.map(({ provider }) => {
                const score = provider.scores?.[id];
                const top = best.get(id)?.has(provider.name);
                return (
                  <td key={provider.name} className={provider === subject.provider ? 'ws-review__subject' : undefined}>
                    <span className="ws-review__cell-score">{score === undefined ? '—' : scoreIn(say, score)}</span>
                    {top ? (
                      <>
                        {' '}
                        <span className="ws-review__best">{say('best in list')}</span>
                      </>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
          <tr className="ws-review__total">
            <th scope="row">{say('Rating')}</th>
            {columns.map(({ provider }) => (
              <td key={provider.name} className={provider === subject.provider ? 'ws-review__subject' : undefined}>
                <span className="ws-review__cell-score">{say('{0} / 5', formatRating(provider.rating))}</span>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/**
 * A name that may break where two words meet inside it, and nowhere else: "Weight|Watchers",
 * "Skip|The|Dishes". On the narrowest phones three such names side by side did not fit their row.
 * Where they fit, they show whole.
 */
function Breakable({ name }: { name: string }) {
  return name.split(INNER_WORD).map((word, i) => (
    <Fragment key={i}>
      {i ? <wbr /> : null}
      {word}
    </Fragment>
  ));
}

/** Between a lower-case letter and the capital that starts the next word of a name. */
const INNER_WORD = /(?<=\p{Ll})(?=\p{Lu})/u;
