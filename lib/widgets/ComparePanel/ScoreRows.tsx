'use client';
/**
 * The compare table's rows for the scoring method: one per criterion, its label as the row header
 * and the best score of the row marked in words as well as colour; one per fact of the method
 * (CONTRACT section 15); then the pros and the cons.
 */
import { bestScores, factText } from '../../format';
import { useSay } from '../../i18n/say';
import type { Provider, ScoringMethod } from '../../model';

export const BEST_MARK = 'Best';

export function ScoreRows({ method, chosen }: { method: ScoringMethod; chosen: readonly Provider[] }) {
  const best = bestScores(method, chosen);
  const say = useSay();
  return (
    <>
      {method.criteria.map((criterion) => (
        <tr key={criterion.id} className="wy-compare__criterion">
          <th scope="row">{criterion.label}</th>
          {chosen.map((p) => {
            const score = p.scores?.[criterion.id];
            const isBest = best.get(criterion.id)?.has(p.name) && chosen.length > 1;
            return (
              <td key={p.name} className={isBest ? 'wy-compare__best' : undefined}>
                {score === undefined ? '—' : say('{0} / 5', score.toFixed(1))}
                {isBest && <span className="wy-compare__best-mark"> {say(BEST_MARK)}</span>}
              </td>
            );
          })}
        </tr>
      ))}
      {method.facts?.map((fact) => (
        <tr key={fact.id} className="wy-compare__fact">
          <th scope="row">{fact.label}</th>
          {chosen.map((p) => (
            <td key={p.name}>{factText(fact, p.facts?.[fact.id]?.value, say)}</td>
          ))}
        </tr>
      ))}
      <NotesRow label={say('Pros')} chosen={chosen} notes={(p) => p.pros} />
      <NotesRow label={say('Cons')} chosen={chosen} notes={(p) => p.cons} />
    </>
  );
}

function NotesRow({
  label,
  chosen,
  notes,
}: {
  label: string;
  chosen: readonly Provider[];
  notes: (p: Provider) => readonly string[] | undefined;
}) {
  return (
    <tr className="wy-compare__notes">
      <th scope="row">{label}</th>
      {chosen.map((p) => {
        const items = notes(p);
        return (
          <td key={p.name}>
            {items?.length ? (
              <ul className="wy-compare__features">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              '—'
            )}
          </td>
        );
      })}
    </tr>
  );
}
