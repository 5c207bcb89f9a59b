/**
 * The header search (SPEC sections 4 and 5): a button that opens a box; a blank term does
 * nothing; a term goes to the health hub with q set, then the box closes and clears.
 */
import { useEffect, useRef, useState } from 'react';
import { searchHref } from '../search/searchHref';
import { useRouter } from '../router/RouterContext';
import { Icon } from './icons';
import { Tooltip } from './Tooltip';
import { useSay } from '../../lib/i18n/say';
import { usePageLang } from '../i18n/pageLang';

export function SearchBox() {
  const { navigate } = useRouter();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const say = useSay();
  const lang = usePageLang();
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  const close = (returnFocus = true) => {
    setTerm('');
    setOpen(false);
    if (returnFocus) requestAnimationFrame(() => toggle.current?.focus());
  };

  return (
    <div className="ws-search">
      <Tooltip text={say(open ? 'Close search' : 'Search reviews')}>
        <button
          ref={toggle}
          type="button"
          className="ws-iconbutton"
          aria-expanded={open}
          aria-controls="site-search"
          aria-label={say(open ? 'Close search' : 'Search')}
          onClick={() => (open ? close(false) : setOpen(true))}
        >
          <Icon name={open ? 'close' : 'search'} />
        </button>
      </Tooltip>
      {open && (
        // Escape from the field or either button closes the panel: one listener on the form they bubble to.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- keyboard delegation from the controls inside
        <form
          id="site-search"
          role="search"
          className="ws-search__panel"
          onSubmit={(event) => {
            event.preventDefault();
            const href = searchHref(term, lang);
            if (!href) return;
            navigate(href);
            close(false);
          }}
          onKeyDown={(event) => event.key === 'Escape' && close()}
        >
          <label htmlFor="site-search-term" className="wy-visually-hidden">
            {say('Search providers and topics')}
          </label>
          <Icon name="search" />
          <input
            ref={input}
            id="site-search-term"
            type="search"
            name="q"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder={say('Search providers and topics, e.g. NordVPN or savings')}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="wy-button wy-button--primary wy-button--small">
            Search
          </button>
          <button type="button" className="ws-iconbutton" aria-label={say('Close search')} onClick={() => close()}>
            <Icon name="close" />
          </button>
        </form>
      )}
    </div>
  );
}
