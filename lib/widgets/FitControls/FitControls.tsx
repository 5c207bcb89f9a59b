'use client';
/**
 * "Find your fit" (CONTRACT section 16): a weight for each criterion of the list's method, filters on
 * its facts, a sort, presets that are only sets of weights, and one button back to our ranking.
 * The list (RankedList with the same ReaderFit) re-ranks as these change; a polite live region says
 * how ("List re-ranked: 8 providers, Surfshark first").
 */
import { memo, useMemo, useRef, useState } from '#runtime';
import { useLocaleSay } from '#widget-locale';
import {
  OUR_FIT,
  WEIGHTS,
  isOurs,
  isReweighted,
  PRESET_NAMES,
  presetsOf,
  weightOf,
  withWeight,
  type Fit,
  type FitSort,
  type FitUpdate,
  type Weight,
} from '../../fit';
import type { Locale, Say } from '../../i18n/say';
import type { ScoringMethod } from '../../model';
import { shownName } from '../../model/provider';
import { useValue, type ReaderFit } from '../../state';
import { Heading, type HeadingLevel } from '../shared/headings';
import { FitFilters } from './FitFilters';
import { NONE_FIT, YOUR_RANKING } from './FitRankedList';

export interface FitControlsProps {
  readerFit: ReaderFit;
  /** The list shows at most this many (the count announced counts those). */
  limit?: number;
  headingLevel?: HeadingLevel;
  /** Makes the controls' ids unique when several lists share a page. */
  idPrefix?: string;
  locale?: Locale;
  /**
   * Starts folded behind "Adjust the ranking" at any width, whatever the fit (the embed: a list on
   * a partner's page stays the page's content, and its room can be held while it loads).
   */
  folded?: boolean;
}

export const FIT_TITLE = 'Find your fit';
export const BACK_TO_OURS = 'Back to our ranking';
const WEIGHT_WORDS: Record<Weight, string> = { 0: 'Ignore', 1: 'As we weigh it', 2: 'Twice as much', 3: 'Three times as much' };

/** The texts said through a name, for the French dictionary's completeness test. */
export const FIT_TEXTS: readonly string[] = [
  FIT_TITLE,
  BACK_TO_OURS,
  YOUR_RANKING,
  NONE_FIT,
  ...Object.values(WEIGHT_WORDS),
  ...Object.values(PRESET_NAMES),
];

export function FitControls({
  readerFit,
  limit,
  headingLevel = 3,
  idPrefix = 'wy-fit',
  locale,
  folded = false,
}: FitControlsProps) {
  const say = useLocaleSay(locale);
  const { method } = readerFit;
  const fit = useValue(readerFit.fit);
  const ranking = useValue(readerFit.ranking);
  const set = readerFit.choose;
  // Read when the reader acts, so a part drawn before a change (the filters, the sort) never undoes it.
  const update = useMemo<FitUpdate>(() => (change) => readerFit.choose(change(readerFit.fit.peek())), [readerFit]);
  const shown = limit ? ranking.rows.slice(0, limit) : ranking.rows;
  // Said with the list it describes: the fit it is ranked under, a paint after the controls'.
  const announcement = useAnnouncement(useValue(readerFit.applied), () =>
    shown.length > 1
      ? say('List re-ranked: {0} providers, {1} first', shown.length, shownName(shown[0]!.provider))
      : shown.length
        ? say('List re-ranked: one provider, {0}', shownName(shown[0]!.provider))
        : say('No provider meets your filters'),
  );
  const total = method.criteria.reduce((sum, c) => sum + c.weight * weightOf(fit, c.id), 0);
  // Once any weight differs, every criterion's share does: each then shows theirs beside ours.
  const reweighted = isReweighted(fit);
  // Folded on a narrow screen until the reader opens it, unless they arrive with a fit of their own.
  const [open, setOpen] = useState<boolean | null>(null);
  const expanded = open ?? (!folded && !isOurs(fit));

  return (
    <section className={folded ? 'wy-fit wy-fit--folded' : 'wy-fit'} aria-labelledby={`${idPrefix}-title`}>
      <div className="wy-fit__header">
        <div>
          <Heading level={headingLevel} className="wy-fit__title" id={`${idPrefix}-title`}>
            {say(FIT_TITLE)}
          </Heading>
          <p className="wy-fit__intro">
            {say('Our weights are a default, not a verdict. Set what matters to you and the list re-ranks.')}
          </p>
        </div>
        {/* On a narrow screen the controls fold away, so the first providers stay on the first screen. */}
        <button
          type="button"
          className="wy-button wy-button--ghost wy-fit__toggle"
          aria-expanded={expanded}
          aria-controls={`${idPrefix}-body`}
          onClick={() => setOpen(!expanded)}
        >
          {expanded ? say('Hide the controls') : say('Adjust the ranking')}
        </button>
      </div>
      <div className="wy-fit__body" id={`${idPrefix}-body`} data-open={expanded || undefined}>
        {/* Folded at any width (the embed): its fields are drawn once opened, as the WordPress plugin's server draws it. */}
        {(expanded || !folded) && (
          <>
            <Presets method={method} fit={fit} set={set} say={say} />

            <fieldset className="wy-fit__group">
              <legend className="wy-fit__legend">{say('How much each criterion counts')}</legend>
              <div className="wy-fit__grid">
                {method.criteria.map((criterion) => {
                  const weight = weightOf(fit, criterion.id);
                  const share = total ? Math.round((criterion.weight * weight * 100) / total) : 0;
                  const id = `${idPrefix}-w-${criterion.id}`;
                  return (
                    <div key={criterion.id} className="wy-fit__field">
                      <label htmlFor={id} className="wy-fit__label">
                        {criterion.label}
                        <span className="wy-fit__hint">
                          <span>
                            {!reweighted || !total
                              ? say('Ours: {0}%', criterion.weight)
                              : say('Ours: {0}% · yours: {1}%', criterion.weight, share)}
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
                        onChange={(event) => set(withWeight(fit, criterion.id, Number(event.currentTarget.value) as Weight))}
                      >
                        {WEIGHTS.map((w) => (
                          <option key={w} value={w}>
                            {say('{0} (×{1})', say(WEIGHT_WORDS[w]), w)}
                          </option>
                        ))}
                      </select>
                    </div>
                  );
                })}
              </div>
            </fieldset>

            <FitFilters method={method} filters={fit.filters} update={update} say={say} idPrefix={idPrefix} />

            <SortField method={method} sort={fit.sort} update={update} say={say} idPrefix={idPrefix} />

            <div className="wy-fit__status">
              <p className="wy-fit__summary">
                {isOurs(fit)
                  ? say('Showing our ranking.')
                  : ranking.nothingWeighed
                    ? say('Every criterion is ignored: set one above zero to re-rate the list.')
                    : say('Showing your ranking.')}
                {ranking.hidden > 0 && <> {say('{0} hidden by your filters.', ranking.hidden)}</>}
              </p>
              <button
                type="button"
                className="wy-button wy-button--ghost wy-fit__reset"
                disabled={isOurs(fit)}
                onClick={() => set(OUR_FIT)}
              >
                {say(BACK_TO_OURS)}
              </button>
            </div>
          </>
        )}
      </div>
      <p className="wy-visually-hidden" role="status" aria-live="polite">
        {announcement || null}
      </p>
    </section>
  );
}

/**
 * What the live region says: nothing while the fit is the one the list opened with, then the
 * list's new head, rendered with the list itself (the region is there from the first render, so a
 * change of its text is announced).
 */
function useAnnouncement(fit: Fit, words: () => string): string {
  const first = useRef(fit);
  return fit === first.current ? '' : words();
}

function Presets({ method, fit, set, say }: { method: ScoringMethod; fit: Fit; set: (fit: Fit) => void; say: Say }) {
  const presets = presetsOf(method);
  if (!presets.length) return null;
  const labels = new Map(method.criteria.map((c) => [c.id, c.label]));
  return (
    <div className="wy-fit__presets" role="group" aria-label={say('Start from a preset')}>
      {presets.map((preset) => {
        const name = say(preset.name, preset.criterion?.label ?? '');
        const next = Object.entries(preset.weights).reduce((f, [id, w]) => withWeight(f, id, w), { ...fit, weights: {} });
        const on = sameWeights(next.weights, fit.weights);
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
            onClick={() => set(next)}
            title={spelled}
          >
            {name}
            <span className="wy-fit__preset-weights">{spelled}</span>
          </button>
        );
      })}
    </div>
  );
}

/** The sort, drawn again only when it changes (its options are many: each criterion, and each fact both ways). */
const SortField = memo(function SortField({
  method,
  sort,
  update,
  say,
  idPrefix,
}: {
  method: ScoringMethod;
  sort: FitSort;
  update: FitUpdate;
  say: Say;
  idPrefix: string;
}) {
  return (
    <div className="wy-fit__field wy-fit__sort">
      <label htmlFor={`${idPrefix}-sort`} className="wy-fit__label">
        {say('Sort by')}
      </label>
      <select
        id={`${idPrefix}-sort`}
        className="wy-fit__select"
        value={sortValue(sort)}
        onChange={(event) => {
          const next = sortOf(event.currentTarget.value);
          update((fit) => ({ ...fit, sort: next }));
        }}
      >
        {sortOptions(method, say).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
});

/** Whether two sets of weights weigh every criterion alike (whatever order they were set in). */
const sameWeights = (a: Fit['weights'], b: Fit['weights']) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, w]) => b[id] === w);

const sortValue = (sort: FitSort): string =>
  sort.by === 'ours' ? 'ours' : sort.by === 'criterion' ? `score:${sort.id}` : `fact:${sort.id}:${sort.order}`;

function sortOf(value: string): FitSort {
  const [kind, id = '', order] = value.split(':');
  if (kind === 'score') return { by: 'criterion', id };
  if (kind === 'fact') return { by: 'fact', id, order: order === 'asc' ? 'asc' : 'desc' };
  return { by: 'ours' };
}

function sortOptions(method: ScoringMethod, say: Say): Array<[string, string]> {
  const options: Array<[string, string]> = [['ours', say('Rating, highest first')]];
  for (const c of method.criteria) options.push([`score:${c.id}`, say('{0}: best score first', c.label)]);
  for (const f of method.facts ?? []) {
    if (f.type === 'text') continue;
    if (f.type === 'boolean') options.push([`fact:${f.id}:desc`, say('{0}: yes first', f.label)]);
    else if (f.type === 'list') options.push([`fact:${f.id}:desc`, say('{0}: most first', f.label)]);
    else {
      options.push([`fact:${f.id}:asc`, say('{0}: low to high', f.label)]);
      options.push([`fact:${f.id}:desc`, say('{0}: high to low', f.label)]);
    }
  }
  return options;
}
