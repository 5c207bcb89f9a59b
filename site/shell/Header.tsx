/** The sticky top bar: logo, the four categories, search, Surprise Me; a menu on phones. */
import { VERTICALS, VERTICAL_NAMES, hubPath } from '../routes';
import { useRouter } from '../router/RouterContext';
import { MobileMenu } from './MobileMenu';
import { SearchBox } from './SearchBox';
import { SurpriseMe } from './SurpriseMe';
import { Tooltip } from './Tooltip';

export function Logo() {
  return (
    <a href="/" className="ws-logo" aria-label="Worthy home">
      <svg viewBox="0 0 32 32" width="30" height="30" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" fill="var(--worthy-color-brand)" />
        <path d="M8 10l4 12 4-9 4 9 4-12" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>Worthy</span>
    </a>
  );
}

export function Header() {
  const { location } = useRouter();
  return (
    <header className="ws-header">
      <div className="ws-header__bar ws-container">
        <Logo />
        <nav className="ws-nav" aria-label="Categories">
          <ul>
            {VERTICALS.map((vertical) => {
              const path = hubPath(vertical);
              const current = location.path === path || location.path.startsWith(`/${vertical}/`);
              return (
                <li key={vertical}>
                  <a href={path} aria-current={location.path === path ? 'page' : undefined} data-active={current || undefined}>
                    {VERTICAL_NAMES[vertical].short}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="ws-header__tools">
          <SearchBox />
          <span className="ws-header__surprise">
            <Tooltip text="Open a random review topic">
              <SurpriseMe />
            </Tooltip>
          </span>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
