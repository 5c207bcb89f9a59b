/**
 * Cookie choices: essential (always on), performance, marketing. First visit: accept all,
 * reject non-essential, or choose. It floats over the page, so it never shifts the layout.
 */
import { useEffect, useRef, useState } from 'react';
import { bannerMode, readConsent, saveConsent } from './consent';
import { showToast } from './toasts';
import { useSay } from '../../lib/i18n/say';
import { useValue } from '../../lib/state';
import { usePageLang } from '../i18n/pageLang';
import { pathIn } from '../routes';

export const COOKIE_NOTICE =
  'We use essential cookies to run the site. With your permission we also use performance cookies to see which pages help readers, and marketing cookies to measure partner offers.';

export function CookieBanner() {
  const [performance, setPerformance] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const say = useSay();
  const lang = usePageLang();
  const panel = useRef<HTMLElement>(null);
  const mode = useValue(bannerMode);

  useEffect(() => {
    const saved = readConsent();
    if (!saved) bannerMode.value = 'ask';
  }, []);
  useEffect(() => {
    if (mode !== 'choose') return;
    const saved = readConsent();
    setPerformance(saved?.performance ?? false);
    setMarketing(saved?.marketing ?? false);
    panel.current?.focus();
  }, [mode]);

  if (mode === 'closed') return null;

  const decide = (choice: { performance: boolean; marketing: boolean }, message: string) => {
    saveConsent(choice);
    bannerMode.value = 'closed';
    showToast(message);
  };

  return (
    <section ref={panel} className="ws-cookies" aria-labelledby="cookie-title" tabIndex={-1}>
      <h2 id="cookie-title" className="ws-cookies__title">
        {say('Your cookie choices')}
      </h2>
      <p>
        {say(COOKIE_NOTICE)} <a href={pathIn(lang, '/cookies')}>{say('Cookie Policy')}</a>
      </p>
      {mode === 'choose' && (
        <fieldset className="ws-cookies__choices">
          <legend className="wy-visually-hidden">{say('Cookie categories')}</legend>
          <label>
            <input type="checkbox" checked disabled />{' '}
            <span>
              <strong>{say('Essential')}</strong> {say('Always on: security and your choices.')}
            </span>
          </label>
          <label>
            <input type="checkbox" checked={performance} onChange={(e) => setPerformance(e.target.checked)} />{' '}
            <span>
              <strong>{say('Performance')}</strong> {say('Anonymous page statistics.')}
            </span>
          </label>
          <label>
            <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />{' '}
            <span>
              <strong>{say('Marketing')}</strong> {say('Measuring partner offers.')}
            </span>
          </label>
        </fieldset>
      )}
      <div className="ws-cookies__actions">
        <button
          type="button"
          className="wy-button wy-button--primary wy-button--small"
          onClick={() => decide({ performance: true, marketing: true }, say('All cookies accepted.'))}
        >
          {say('Accept all')}
        </button>
        <button
          type="button"
          className="wy-button wy-button--ghost wy-button--small"
          onClick={() => decide({ performance: false, marketing: false }, say('Only essential cookies are on.'))}
        >
          {say('Reject non-essential')}
        </button>
        {mode === 'choose' ? (
          <button
            type="button"
            className="wy-button wy-button--ghost wy-button--small"
            onClick={() => decide({ performance, marketing }, say('Your cookie choices are saved.'))}
          >
            {say('Save choices')}
          </button>
        ) : (
          <button
            type="button"
            className="wy-button wy-button--ghost wy-button--small"
            onClick={() => (bannerMode.value = 'choose')}
          >
            {say('Choose')}
          </button>
        )}
      </div>
    </section>
  );
}
