/** Any unknown path (SPEC section 8): a clear message, a way home, and the path logged for us. */
import { useEffect } from 'react';
import { useRouter } from '../router/RouterContext';
import { useSay } from '../../lib/i18n/say';
import { usePageLang } from '../i18n/pageLang';
import { pathIn } from '../routes';

export function NotFound() {
  const { location } = useRouter();
  const say = useSay();
  const lang = usePageLang();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.path);
  }, [location.path]);
  return (
    <section className="ws-hero ws-hero--center">
      <div className="ws-container">
        <p className="ws-code" aria-hidden="true">
          404
        </p>
        <h1 className="ws-hero__title">{say('Oops! Page not found')}</h1>
        <p className="ws-hero__tagline">
          {say('The page you asked for has moved or never existed. Our reviews are one click away.')}
        </p>
        <div className="ws-hero__actions ws-hero__actions--center">
          <a href={pathIn(lang, '/')} className="wy-button wy-button--primary ws-button--large">
            {say('Return to Home')}
          </a>
          <a href={pathIn(lang, '/categories/health')} className="wy-button wy-button--ghost ws-button--large">
            {say('Browse reviews')}
          </a>
        </div>
      </div>
    </section>
  );
}
