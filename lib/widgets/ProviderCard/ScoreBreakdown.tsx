'use client';
/**
 * "How we scored it" (CONTRACT section 9): behind one button, each criterion of the list's method
 * with its weight and the provider's score, the pros and cons, and when the row was checked.
 * Rendered only once opened, so a closed card costs one button; and after the next paint, so the
 * tap shows the button's new state at once, on a slow phone too, and the details a frame later.
 */
import { useEffect, useState } from '#runtime';
import { afterNextPaint } from '../../schedule';
import { useSay } from '../../i18n/say';
import type { Provider, ScoringMethod } from '../../model';
import { shownName } from '../../model/provider';
import { BreakdownDetails } from '#on-demand';

export const BREAKDOWN_BUTTON = 'How we scored it';

export function ScoreBreakdown({ provider, method, id }: { provider: Provider; method: ScoringMethod; id: string }) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => (open ? afterNextPaint(() => setShown(true)) : setShown(false)), [open]);
  const say = useSay();
  return (
    <div className="wy-breakdown">
      <button
        type="button"
        className="wy-breakdown__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {say(BREAKDOWN_BUTTON)}
        <span className="wy-visually-hidden">{`: ${shownName(provider)}`}</span>
      </button>
      <div id={id} className="wy-breakdown__panel" hidden={!open}>
        {open && shown && <BreakdownDetails provider={provider} method={method} />}
      </div>
    </div>
  );
}
