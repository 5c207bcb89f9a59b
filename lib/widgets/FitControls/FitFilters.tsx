'use client';
/**
 * The filters of "Find your fit": a checkbox for each yes-or-no fact ("must have") and, for each
 * amount, at most or at least a figure the reader types. A provider that does not disclose a fact
 * fails its filter: we cannot show that it meets it.
 */
import { memo, useState } from '#runtime';
import { withFilter, type FitFilter, type FitUpdate } from '../../fit';
import type { Say } from '../../i18n/say';
import type { FactDefinition, ScoringMethod } from '../../model';

interface Props {
  method: ScoringMethod;
  filters: readonly FitFilter[];
  /** Changes the reader's current fit (read when the reader acts, so a filter never undoes a newer weight). */
  update: FitUpdate;
  say: Say;
  idPrefix: string;
}

const AMOUNTS = new Set(['money', 'percent', 'number']);

/** Drawn again only when the filters change: a weight or a sort leaves them as they are. */
export const FitFilters = memo(function FitFilters({ method, filters, update, say, idPrefix }: Props) {
  const facts = method.facts ?? [];
  const yesNo = facts.filter((f) => f.type === 'boolean');
  const amounts = facts.filter((f) => AMOUNTS.has(f.type));
  if (!yesNo.length && !amounts.length) return null;
  const filterOn = (id: string) => filters.find((f) => f.fact === id);
  return (
    <fieldset className="wy-fit__group">
      <legend className="wy-fit__legend">{say('Filters')}</legend>
      {yesNo.length > 0 && (
        <div className="wy-fit__checks">
          {yesNo.map((fact) => {
            const id = `${idPrefix}-need-${fact.id}`;
            return (
              <label key={fact.id} htmlFor={id} className="wy-fit__check">
                <input
                  id={id}
                  type="checkbox"
                  checked={Boolean(filterOn(fact.id))}
                  onChange={(event) => {
                    const need = event.currentTarget.checked ? { fact: fact.id, is: true } : null;
                    update((fit) => withFilter(fit, fact.id, need));
                  }}
                />
                {say('Must have: {0}', fact.label)}
              </label>
            );
          })}
        </div>
      )}
      {amounts.length > 0 && (
        <div className="wy-fit__grid">
          {amounts.map((fact) => (
            <AmountFilter
              key={fact.id}
              fact={fact}
              filter={filterOn(fact.id)}
              filters={filters}
              update={update}
              say={say}
              idPrefix={idPrefix}
              method={method}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
});

/** The unit a figure is typed in: the currency, a percent, or what is counted. */
function unitOf(fact: FactDefinition, say: Say): string {
  if (fact.type === 'money') return fact.currency === 'CAD' ? say('CA$') : say('US$');
  if (fact.type === 'percent') return '%';
  return fact.unit ?? '';
}

/**
 * The bound a reader most likely wants: "at most" where less is better (the method's formula scores
 * a lower figure higher, or it is a price), "at least" otherwise (countries, days, a rate).
 */
function usualBound(fact: FactDefinition, method: ScoringMethod): 'max' | 'min' {
  for (const { computed } of method.criteria) {
    if (computed && 'points' in computed && computed.fact === fact.id) {
      const first = computed.points[0]!;
      const last = computed.points[computed.points.length - 1]!;
      return last[1] < first[1] ? 'max' : 'min';
    }
  }
  return fact.type === 'money' ? 'max' : 'min';
}

function AmountFilter({ fact, filter, update, say, idPrefix, method }: Props & { fact: FactDefinition; filter?: FitFilter }) {
  // The bound the reader chose, kept while no figure is typed yet.
  const [chosen, setChosen] = useState<'max' | 'min'>(() => usualBound(fact, method));
  const bound = filter ? ('min' in filter ? 'min' : 'max') : chosen;
  const amount = filter && 'max' in filter ? filter.max : filter && 'min' in filter ? filter.min : undefined;
  // What the reader is typing, kept as typed ("1." on the way to "1.5"); the fit holds the number.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? (amount === undefined ? '' : String(amount));
  const apply = (nextBound: 'max' | 'min', nextText: string) => {
    const value = nextText.trim() === '' ? NaN : Number(nextText);
    const next: FitFilter | null = Number.isFinite(value)
      ? nextBound === 'max'
        ? { fact: fact.id, max: value }
        : { fact: fact.id, min: value }
      : null;
    update((fit) => withFilter(fit, fact.id, next));
  };
  const id = `${idPrefix}-amount-${fact.id}`;
  const unit = unitOf(fact, say);
  return (
    <div className="wy-fit__field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="wy-fit__label">
        {fact.label}
      </span>
      <div className="wy-fit__amount">
        <select
          className="wy-fit__select"
          aria-label={say('{0}: at most or at least', fact.label)}
          value={bound}
          onChange={(event) => {
            const next = event.currentTarget.value as 'max' | 'min';
            setChosen(next);
            apply(next, text);
          }}
        >
          <option value="max">{say('At most')}</option>
          <option value="min">{say('At least')}</option>
        </select>
        <input
          id={id}
          className="wy-fit__input"
          type="number"
          inputMode="decimal"
          min="0"
          step="any"
          aria-label={unit ? say('{0}, in {1}', fact.label, unit) : fact.label}
          value={text}
          onInput={(event) => {
            setTyped(event.currentTarget.value);
            apply(bound, event.currentTarget.value);
          }}
          onBlur={() => setTyped(null)}
        />
        {unit && (
          <span className="wy-fit__unit" aria-hidden="true">
            {unit}
          </span>
        )}
      </div>
    </div>
  );
}
