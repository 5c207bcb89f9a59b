/** The footer (SPEC section 2): categories, resources, trust points, the year, legal links. */
import { footerBlurb, trustPoints } from '../content/footer';
import { useToday } from '../data/today';
import { VERTICALS, VERTICAL_NAMES, hubPath, pathIn } from '../routes';
import { usePageLang } from '../i18n/pageLang';
import { Logo } from './Logo';
import { Icon } from './icons';
import { useSay } from '../../lib/i18n/say';

const resources: ReadonlyArray<[label: string, href: string]> = [
  ['About Us', '/about'],
  ['How We Review', '/about#how-we-review'],
  ['Editorial Policy', '/about#editorial-policy'],
  ['Contact', '/contact'],
  ['For Partners', '/partners'],
];

export function Footer() {
  const year = useToday().getFullYear();
  const say = useSay();
  const lang = usePageLang();
  return (
    <footer className="ws-footer">
      <div className="ws-container">
        <div className="ws-footer__grid">
          <div className="ws-footer__brand">
            <Logo />
            <p>{say(footerBlurb)}</p>
          </div>
          {/* Named apart from the header's "Categories" nav, so the two landmarks stay distinguishable. */}
          <nav aria-label={say('Footer categories')}>
            <h2 className="ws-footer__title">{say('Categories')}</h2>
            <ul>
              {VERTICALS.map((vertical) => (
                <li key={vertical}>
                  <a href={pathIn(lang, hubPath(vertical))}>{say(VERTICAL_NAMES[vertical].long)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-resources">
            <h2 id="footer-resources" className="ws-footer__title">
              {say('Resources')}
            </h2>
            <ul>
              {resources.map(([label, href]) => (
                <li key={label}>
                  <a href={pathIn(lang, href)}>{say(label)}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="ws-footer__title">{say('Why Worthy')}</h2>
            <ul className="ws-footer__trust">
              {trustPoints.map((point) => (
                <li key={point.title}>
                  <Icon name="check" size={18} />
                  <span>
                    <strong>{say(point.title)}</strong>
                    {` ${say(point.body)}`}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="ws-footer__legal">
          <p>{`© ${year} ${say('Worthy. All rights reserved.')}`}</p>
          <ul>
            <li>
              <a href={pathIn(lang, '/privacy')}>{say('Privacy')}</a>
            </li>
            <li>
              <a href={pathIn(lang, '/cookies')}>{say('Cookies')}</a>
            </li>
            <li>
              <a href={pathIn(lang, '/contact')}>{say('Contact')}</a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
