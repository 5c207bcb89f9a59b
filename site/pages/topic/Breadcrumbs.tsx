/** The trail from Home to the page, as a navigation list; the page itself ends it, unlinked. */
export function Breadcrumbs({ trail, current }: { trail: ReadonlyArray<[name: string, href: string]>; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="ws-breadcrumbs">
      <ol>
        {[['Home', '/'] as const, ...trail].map(([name, href]) => (
          <li key={href}>
            <a href={href}>{name}</a>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
