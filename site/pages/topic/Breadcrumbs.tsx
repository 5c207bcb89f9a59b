/** The trail from Home to the page, as a navigation list; the page itself ends it, unlinked. */
import { useSay } from '../../../lib/i18n/say';
import { usePageLang } from '../../i18n/language';
import { frenchPath } from '../../routes';
export function Breadcrumbs({ trail, current }: { trail: ReadonlyArray<[name: string, href: string]>; current: string }) {
  const say = useSay();
  const lang = usePageLang();
  return (
    <nav aria-label={say('Breadcrumb')} className="ws-breadcrumbs">
      <ol>
        {[[say('Home'), lang ? frenchPath('/') : '/'] as const, ...trail].map(([name, href]) => (
          <li key={href}>
            <a href={href}>{name}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
