'use client';
/**
 * "How much each criterion counts": a 0–3 weight for each criterion of the method, with its share of
 * the rating beside ours once the reader re-weighs. Each field is drawn again only when its own weight
 * or share changes, and the whole only when the weights do (a filter or a sort leaves them as they are).
 */
import { memo } from '#runtime';
import { OUR_FIT, OUR_WEIGHT, WEIGHTS, isReweighted, withWeight, type Fit, type FitUpdate, type Weight } from '../../fit';
import type { Say } from '../../i18n/say';
import type { Criterion, ScoringMethod } from '../../model';

export const WEIGHT_WORDS: Record<Weight, string> = {
  0: 'Ignore',
  1: 'As we weigh it',
  2: 'Twice as much',
  3: 'Three times as much',
};

interface Props {
  method: ScoringMethod;
  weights: Fit['weights'];
  update: FitUpdate;
  say: Say;
  idPrefix: string;
}

export const WeightFields = memo(function WeightFields({ method, weights, update, say, idPrefix }: Props) {
  const weightOf = (criterion: string) => weights[criterion] ?? OUR_WEIGHT;
  const total = method.criteria.reduce((sum, c) => sum + c.weight * weightOf(c.id), 0);
  // Once any weight differs, every criterion's share does: each then shows theirs beside ours.
  const reweighted = isReweighted({ ...OUR_FIT, weights }) && total > 0;
  return (
    <fieldset className="wy-fit__group">
      <legend className="wy-fit__legend">{say('How much each criterion counts')}</legend>
      <div className="wy-fit__grid">
        {method.criteria.map((criterion) => {
          const weight = weightOf(criterion.id);
          return (
            <WeightField
              key={criterion.id}
              criterion={criterion}
              weight={weight}
              share={reweighted ? Math.round((criterion.weight * weight * 100) / total) : null}
              update={update}
              say={say}
              idPrefix={idPrefix}
            />
          );
        })}
      </div>
    </fieldset>
  );
});

interface FieldProps {
  criterion: Criterion;
  weight: Weight;
  /** The reader's share of the rating in percent, once they re-weigh (null: ours is all there is to say). */
  share: number | null;
  update: FitUpdate;
  say: Say;
  idPrefix: string;
}

const WeightField = memo(function WeightField({ criterion, weight, share, update, say, idPrefix }: FieldProps) {
  const id = `${idPrefix}-w-${criterion.id}`;
  return (
    <div className="wy-fit__field">
      <label htmlFor={id} className="wy-fit__label">
        {criterion.label}
        <span className="wy-fit__hint">
          <span>
            {share === null ? say('Ours: {0}%', criterion.weight) : say('Ours: {0}% · yours: {1}%', criterion.weight, share)}
          </span>
          {/* The room of its longest form, held unseen: a re-weighing never makes the hint wrap and push the list down. */}
          <span className="wy-fit__hint-room" aria-hidden="true">
            {say('Ours: {0}% · yours: {1}%', criterion.weight, 100)}
          </span>
        </span>
      </label>
      <select
        id={id}
        className="wy-fit__select"
        value={weight}
        onChange={(event) => {
          const next = Number(event.currentTarget.value) as Weight;
          update((fit) => withWeight(fit, criterion.id, next));
        }}
      >
        {WEIGHTS.map((w) => (
          <option key={w} value={w}>
            {say('{0} (×{1})', say(WEIGHT_WORDS[w]), w)}
          </option>
        ))}
      </select>
    </div>
  );
});
