/** The sticky top bar: logo, the four categories, search, Surprise Me; a menu on phones. */
import { FRENCH_PREFIX, VERTICALS, VERTICAL_NAMES, hubPath, pathIn } from '../routes';
import { usePageLang } from '../i18n/pageLang';
import { useRouter } from '../router/RouterContext';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { SearchBox } from './SearchBox';
import { SurpriseMe } from './SurpriseMe';
import { Tooltip } from './Tooltip';
import { useSay } from '../../lib/i18n/say';

export function Header() {
  const { location } = useRouter();
  const say = useSay();
  const lang = usePageLang();
  return (
    <header className="ws-header">
      <div className="ws-header__bar ws-container">
        <Logo />
        <nav className="ws-nav" aria-label={say('Categories')}>
          <ul>
            {VERTICALS.map((vertical) => {
              const path = pathIn(lang, hubPath(vertical));
              const current = location.path === path || location.path.startsWith(`${lang ? FRENCH_PREFIX : ''}/${vertical}/`);
              return (
                <li key={vertical}>
                  <a href={path} aria-current={location.path === path ? 'page' : undefined} data-active={current || undefined}>
                    {say(VERTICAL_NAMES[vertical].short)}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="ws-header__tools">
          <SearchBox />
          <span className="ws-header__surprise">
            <Tooltip text={say('Open a random review topic')}>
              <SurpriseMe />
            </Tooltip>
          </span>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
