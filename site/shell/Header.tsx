/** The sticky top bar: logo, the four categories, search, Surprise Me; a menu on phones. */
import { VERTICALS, VERTICAL_NAMES, hubPath } from '../routes';
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
  return (
    <header className="ws-header">
      <div className="ws-header__bar ws-container">
        <Logo />
        <nav className="ws-nav" aria-label={say('Categories')}>
          <ul>
            {VERTICALS.map((vertical) => {
              const path = hubPath(vertical);
              const current = location.path === path || location.path.startsWith(`/${vertical}/`);
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
