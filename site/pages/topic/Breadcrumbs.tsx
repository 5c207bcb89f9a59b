/** The trail from Home to the page, as a navigation list; the page itself ends it, unlinked. */
import { useSay } from '../../../lib/i18n/say';
export function Breadcrumbs({ trail, current }: { trail: ReadonlyArray<[name: string, href: string]>; current: string }) {
  const say = useSay();
  return (
    <nav aria-label={say('Breadcrumb')} className="ws-breadcrumbs">
      <ol>
        {[[say('Home'), '/'] as const, ...trail].map(([name, href]) => (
          <li key={href}>
            <a href={href}>{name}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
