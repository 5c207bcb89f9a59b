/**
 * Every fact of a provider (CONTRACT section 15) in one table: its value, the page where the
 * provider states it and the month it was checked there, so each number can be traced.
 * On a phone each row stacks (review.css): the fact above its value and its source. Browsers keep
 * a table's semantics when its parts are laid out as blocks and grids (tested: its row headers).
 */
import { factText, monthOfIsoDay } from '../../../lib/format';
import { useSay } from '../../../lib/i18n/say';
import { shownName, type Provider, type ScoringMethod } from '../../../lib/model';

/**
 * 'surfshark.com' from 'https://surfshark.com/pricing': what a reader recognises in a link, free to
 * wrap before each dot in a narrow column (torontofunctionalmedicine / .com), as URLs are set.
 */
const siteOf = (url: string) =>
  new URL(url).hostname
    .replace(/^www\./, '')
    .split('.')
    .flatMap((part, i) => (i ? [<wbr key={i} />, `.${part}`] : [part]));

export function FactsTable({ provider, method }: { provider: Provider; method: ScoringMethod }) {
  const say = useSay();
  if (!method.facts?.length) return null;
  return (
    <div
      className="ws-review__facts"
      role="region"
      aria-label={say('Facts about {0}, with where each is stated', shownName(provider))}
      tabIndex={0}
    >
      <table>
        <caption className="wy-visually-hidden">{say('Facts about {0}, with where each is stated', shownName(provider))}</caption>
        <thead className="ws-phone-sr-only">
          <tr>
            <th scope="col">{say('Fact')}</th>
            <th scope="col">{say('Value')}</th>
            <th scope="col">{say('Source')}</th>
          </tr>
        </thead>
        <tbody>
          {method.facts.map((definition) => {
            const fact = provider.facts?.[definition.id];
            const month = monthOfIsoDay(fact?.checked);
            return (
              <tr key={definition.id}>
                <th scope="row">{definition.label}</th>
                <td className={fact?.value == null ? 'ws-review__fact--none' : undefined}>
                  {factText(definition, fact?.value, say)}
                </td>
                <td>
                  {fact ? (
                    <>
                      <a href={fact.source} target="_blank" rel="sponsored noopener noreferrer">
                        {siteOf(fact.source)}
                      </a>
                      {month ? <span className="ws-meta">{` · ${say('checked {0}', month)}`}</span> : null}
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
