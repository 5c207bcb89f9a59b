/** The phone menu: long category names; it closes when a link is chosen, on Escape and on navigation. */
import { useEffect, useRef, useState } from 'react';
import { VERTICALS, VERTICAL_NAMES, hubPath, pathIn } from '../routes';
import { usePageLang } from '../i18n/pageLang';
import { useRouter } from '../router/RouterContext';
import { Icon } from './icons';
import { SurpriseMe } from './SurpriseMe';
import { useSay } from '../../lib/i18n/say';

export function MobileMenu() {
  const { location } = useRouter();
  const [open, setOpen] = useState(false);
  const say = useSay();
  const lang = usePageLang();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [location.path, location.search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="ws-mobile">
      <button
        ref={button}
        type="button"
        className="ws-iconbutton ws-mobile__toggle"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={say(open ? 'Close menu' : 'Open menu')}
        onClick={() => setOpen(!open)}
      >
        <Icon name={open ? 'close' : 'menu'} />
      </button>
      {open && (
        <nav id="mobile-menu" className="ws-mobile__panel" aria-label={say('Categories')}>
          <ul>
            {VERTICALS.map((vertical) => (
              <li key={vertical}>
                <a
                  href={pathIn(lang, hubPath(vertical))}
                  onClick={() => setOpen(false)}
                  aria-current={location.path === pathIn(lang, hubPath(vertical)) ? 'page' : undefined}
                >
                  {say(VERTICAL_NAMES[vertical].long)}
                </a>
              </li>
            ))}
          </ul>
          <SurpriseMe className="wy-button wy-button--primary" onChosen={() => setOpen(false)} />
        </nav>
      )}
    </div>
  );
}
