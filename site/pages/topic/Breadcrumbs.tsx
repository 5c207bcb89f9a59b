/** The trail from Home to the page, as a navigation list; the page itself ends it, unlinked. */
import { useSay } from '../../../lib/i18n/say';
import { usePageLang } from '../../i18n/pageLang';
import { pathIn } from '../../routes';

/** Each step leads to the page in the reader's language where it has one (the French hub, the French home). */
export function Breadcrumbs({ trail, current }: { trail: ReadonlyArray<[name: string, href: string]>; current: string }) {
  const say = useSay();
  const lang = usePageLang();
  return (
    <nav aria-label={say('Breadcrumb')} className="ws-breadcrumbs">
      <ol>
        {[[say('Home'), '/'] as const, ...trail].map(([name, href]) => (
          <li key={href}>
            <a href={pathIn(lang, href)}>{name}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
