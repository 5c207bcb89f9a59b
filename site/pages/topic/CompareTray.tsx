/**
 * A floating reminder of the compare selection while the compare panel is out of view, so a
 * reader who picks providers at the top of a long list knows where the comparison is.
 */
import { useEffect, useState } from 'react';
import { MAX_COMPARED, useValue, type CompareSelection } from '../../../lib/state';
import { afterNextPaint } from '../../../lib/schedule';
import { useSay } from '../../../lib/i18n/say';
import { shownName } from '../../../lib/model';

export function CompareTray({ selection, panelId }: { selection: CompareSelection; panelId: string }) {
  const [panelVisible, setPanelVisible] = useState(false);
  const say = useSay();
  const chosen = useValue(selection.selectedProviders);

  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setPanelVisible(Boolean(entry?.isIntersecting)));
    observer.observe(panel);
    return () => observer.disconnect();
  }, [panelId]);

  const shown = chosen.length > 0 && !panelVisible;
  // The tray floats over the bottom of the page: when it appears, bring a focused control it would
  // cover (such as the Add to Compare button just pressed) back into sight, above the tray's
  // scroll-padding (topic.css). WCAG 2.4.11 Focus Not Obscured. After the tap has painted: the
  // scroll forces a layout, which would otherwise lengthen the tap.
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    const cancel = afterNextPaint(() => {
      root.classList.add('ws-has-tray');
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused !== document.body) focused.scrollIntoView({ block: 'nearest' });
    });
    return () => {
      cancel();
      root.classList.remove('ws-has-tray');
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <aside className="ws-tray" aria-label={say('Compare selection')}>
      <p className="ws-tray__names">
        <strong>{say('{0} of {1} selected', chosen.length, MAX_COMPARED)}</strong>
        <span>{chosen.map(shownName).join(' · ')}</span>
      </p>
      <a href={`#${panelId}`} className="wy-button wy-button--primary wy-button--small">
        {say(chosen.length > 1 ? 'Compare now' : 'View comparison')}
      </a>
    </aside>
  );
}
