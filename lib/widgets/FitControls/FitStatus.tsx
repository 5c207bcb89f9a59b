'use client';
/**
 * What "Find your fit" says of the list: whose ranking it shows, how many providers the filters hide,
 * the way back to ours, and the polite announcement of a re-ranking. Each reads the fit and the
 * ranking itself (drawn only when those change), so a re-ranking redraws these lines and not the
 * controls above them.
 */
import { memo, useRef } from '#runtime';
import { OUR_FIT, isOurs, type Fit } from '../../fit';
import type { Say } from '../../i18n/say';
import { shownName } from '../../model/provider';
import { useValue, type ReaderFit } from '../../state';

export const BACK_TO_OURS = 'Back to our ranking';

export const FitStatus = memo(function FitStatus({ readerFit, say }: { readerFit: ReaderFit; say: Say }) {
  const ours = isOurs(useValue(readerFit.fit));
  const { hidden, nothingWeighed } = useValue(readerFit.ranking);
  return (
    <div className="wy-fit__status">
      <p className="wy-fit__summary">
        {ours
          ? say('Showing our ranking.')
          : nothingWeighed
            ? say('Every criterion is ignored: set one above zero to re-rate the list.')
            : say('Showing your ranking.')}
        {hidden > 0 && <> {say('{0} hidden by your filters.', hidden)}</>}
      </p>
      <button
        type="button"
        className="wy-button wy-button--ghost wy-fit__reset"
        disabled={ours}
        onClick={() => readerFit.choose(OUR_FIT)}
      >
        {say(BACK_TO_OURS)}
      </button>
    </div>
  );
});

/**
 * The live region: there from the first render, silent while the list is ranked as it opened, then
 * saying the list's new head ("List re-ranked: 8 providers, Surfshark first") with the list itself,
 * a paint after the controls.
 */
export const FitAnnouncement = memo(function FitAnnouncement({
  readerFit,
  limit,
  say,
}: {
  readerFit: ReaderFit;
  limit?: number;
  say: Say;
}) {
  const applied = useValue(readerFit.applied);
  const { rows } = useValue(readerFit.ranking);
  const first = useRef<Fit>(applied);
  const shown = limit ? rows.slice(0, limit) : rows;
  return (
    <p className="wy-visually-hidden" role="status" aria-live="polite">
      {applied === first.current
        ? ''
        : shown.length > 1
          ? say('List re-ranked: {0} providers, {1} first', shown.length, shownName(shown[0]!.provider))
          : shown.length
            ? say('List re-ranked: one provider, {0}', shownName(shown[0]!.provider))
            : say('No provider meets your filters')}
    </p>
  );
});
