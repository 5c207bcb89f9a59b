/** The Worthy mark and name, linking home: in the top bar and the footer. */
import { useSay } from '../../lib/i18n/say';
import { usePageLang } from '../i18n/pageLang';
import { pathIn } from '../routes';

export function Logo() {
  const say = useSay();
  return (
    <a href={pathIn(usePageLang(), '/')} className="ws-logo" aria-label={say('Worthy home')}>
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--worthy-color-brand)" />
        <path
          d="M8 10l4 12 4-9 4 9 4-12"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>Worthy</span>
    </a>
  );
}
