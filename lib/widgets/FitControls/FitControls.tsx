'use client';
/**
 * "Find your fit" (CONTRACT section 16): a weight for each criterion of the list's method, filters on
 * its facts, a sort, presets that are only sets of weights, and one button back to our ranking.
 * The list (RankedList with the same ReaderFit) re-ranks as these change; a polite live region says
 * how ("List re-ranked: 8 providers, Surfshark first").
 *
 * A change draws again only what it touches: a weight the presets and weights, a filter the filters,
 * a sort the sort; the lines about the list (FitStatus) follow the re-ranking on their own. A preset
 * changes every weight: its tap draws only the preset pressed, and the weights follow with the list.
 */
import { useMemo, useState } from '#runtime';
import { useLocaleSay } from '#widget-locale';
import { isOurs, PRESET_NAMES, type Fit, type FitUpdate } from '../../fit';
import type { Locale } from '../../i18n/say';
import { useValue, type ReaderFit } from '../../state';
import { Heading, type HeadingLevel } from '../shared/headings';
import { FitFilters } from './FitFilters';
import { NONE_FIT, YOUR_RANKING } from './FitRankedList';
import { BACK_TO_OURS, FitAnnouncement, FitStatus } from './FitStatus';
import { Presets } from './Presets';
import { SortField } from './SortField';
import { WEIGHT_WORDS, WeightFields } from './WeightFields';

export { BACK_TO_OURS };

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
  // Read when the reader acts, so a part drawn before a change (the filters, the sort) never undoes it.
  const update = useMemo<FitUpdate>(() => (change) => readerFit.choose(change(readerFit.fit.peek())), [readerFit]);
  const choosePreset = useMemo(
    () => (weights: Fit['weights']) => readerFit.chooseAfterPaint({ ...readerFit.fit.peek(), weights }),
    [readerFit],
  );
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
            <Presets method={method} weights={fit.weights} choose={choosePreset} say={say} />
            <WeightFields method={method} weights={fit.weights} update={update} say={say} idPrefix={idPrefix} />
            <FitFilters method={method} filters={fit.filters} update={update} say={say} idPrefix={idPrefix} />
            <SortField method={method} sort={fit.sort} update={update} say={say} idPrefix={idPrefix} />
            <FitStatus readerFit={readerFit} say={say} />
          </>
        )}
      </div>
      <FitAnnouncement readerFit={readerFit} limit={limit} say={say} />
    </section>
  );
}
