/**
 * The topic's published scoring method (CONTRACT section 9): each criterion with its weight and the
 * rubric that says what earns a 5 and what a 1. The ranked list's disclosure links here.
 */
import type { Criterion, ScoringMethod } from '../../../lib/model';
import { factsRead } from '../../../lib/format';
import { useSay } from '../../../lib/i18n/say';
import { usePageLang } from '../../i18n/pageLang';
import { pathIn } from '../../routes';

export const HOW_WE_SCORE_ID = 'how-we-score';

export const METHOD_INTRO =
  'Each provider is scored from 0 to 5 on the criteria below. Its rating is the weighted mean of those scores, and the list is ranked by rating. Open “How we scored it” on any card to see its scores.';

/** How equal ratings are ordered (lib/format/ties.ts), said where the list's ranking is explained. */
export const TIE_RULE = 'Equal ratings go by the heaviest criterion’s score, then the next, then by name.';

/** The rubric as published, with its two ends of the scale ('5:', '1:') marked for the eye. */
export function Rubric({ text }: { text: string }) {
  const match = /^(5:)(.+?;\s*)(1:)(.+)$/.exec(text);
  if (!match) return <p className="ws-method__rubric">{text}</p>;
  return (
    <p className="ws-method__rubric">
      <strong>{match[1]}</strong>
      {match[2]}
      <strong>{match[3]}</strong>
      {match[4]}
    </p>
  );
}

/** Whether a criterion is computed from facts (and which), or an editorial judgment (CONTRACT section 15). */
function basis(criterion: Criterion, method: ScoringMethod, say: ReturnType<typeof useSay>): string {
  if (!criterion.computed) return say('Judged by our editors, with the reason on each card');
  const labels = factsRead(criterion)
    .map((id) => method.facts?.find((fact) => fact.id === id)?.label ?? id)
    .map((label) => say('“{0}”', label))
    .join(', ');
  return say('Computed from the facts: {0}', labels);
}

export function HowWeScore({ method, topic }: { method: ScoringMethod; topic: string }) {
  const say = useSay();
  const lang = usePageLang();
  return (
    <section className="ws-section ws-topic-section ws-method" id={HOW_WE_SCORE_ID} aria-labelledby={`${HOW_WE_SCORE_ID}-title`}>
      <div className="ws-container">
        <header className="ws-section__header">
          <h2 id={`${HOW_WE_SCORE_ID}-title`}>{say('How We Score {0}', topic)}</h2>
          <p>
            {`${say(METHOD_INTRO)} ${say(TIE_RULE)} `}
            <a href={pathIn(lang, '/about#how-we-review')}>{say('Our method in general')}</a>.
          </p>
        </header>
        <ol className="ws-method__criteria">
          {method.criteria.map((criterion) => (
            <li key={criterion.id} className="ws-method__criterion">
              <div className="ws-method__head">
                <h3>{criterion.label}</h3>
                <span className="ws-method__weight">{say('{0}%', criterion.weight)}</span>
              </div>
              <span className="ws-method__bar" aria-hidden="true">
                <span style={{ width: `${criterion.weight}%` }} />
              </span>
              <Rubric text={criterion.rubric} />
              <p className="ws-method__basis">{basis(criterion, method, say)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
