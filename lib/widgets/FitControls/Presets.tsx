'use client';
/**
 * The presets a reader can start from: each only a set of weights, spelled out on the button. A preset
 * sets the weights and keeps the reader's filters and sort. The button shows pressed within the tap;
 * the weights it sets, and the list, follow after the next paint (ReaderFit.chooseAfterPaint).
 */
import { memo, useState } from '#runtime';
import { OUR_FIT, presetsOf, withWeight, type Fit } from '../../fit';
import type { Say } from '../../i18n/say';
import type { ScoringMethod } from '../../model';

interface Props {
  method: ScoringMethod;
  weights: Fit['weights'];
  /** Applies a preset's weights to the fit as it stands, after the next paint. */
  choose: (weights: Fit['weights']) => void;
  say: Say;
}

export const Presets = memo(function Presets({ method, weights, choose, say }: Props) {
  // The preset tapped, while the weights shown are still those it was tapped over.
  const [tapped, setTapped] = useState<{ id: string; over: Fit['weights'] } | null>(null);
  const presets = presetsOf(method);
  if (!presets.length) return null;
  const labels = new Map(method.criteria.map((c) => [c.id, c.label]));
  return (
    <div className="wy-fit__presets" role="group" aria-label={say('Start from a preset')}>
      {presets.map((preset) => {
        const name = say(preset.name, preset.criterion?.label ?? '');
        // As a fit stores them: our own weight left out.
        const { weights: its } = Object.entries(preset.weights).reduce((f, [id, w]) => withWeight(f, id, w), OUR_FIT);
        const on = tapped?.over === weights ? tapped.id === preset.id : sameWeights(its, weights);
        const spelled = Object.entries(preset.weights)
          .filter(([, w]) => w !== 1)
          .map(([id, w]) => `${labels.get(id)} ×${w}`)
          .join(', ');
        return (
          <button
            key={preset.id}
            type="button"
            className="wy-fit__preset"
            aria-pressed={on}
            onClick={() => {
              setTapped({ id: preset.id, over: weights });
              choose(its);
            }}
            title={spelled}
          >
            {name}
            <span className="wy-fit__preset-weights">{spelled}</span>
          </button>
        );
      })}
    </div>
  );
});

/** Whether two sets of weights weigh every criterion alike (whatever order they were set in). */
const sameWeights = (a: Fit['weights'], b: Fit['weights']) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, w]) => b[id] === w);
