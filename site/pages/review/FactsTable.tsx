/**
 * Every fact of a provider (CONTRACT section 15) in one table: its value, the page where the
 * provider states it and the month it was checked there, so each number can be traced.
 * On a phone each row stacks (review.css): the fact above its value and its source. A table
 * shown as a grid loses its table semantics in some browsers, so every part says its role.
 */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   the roles hold where display: grid drops them; the plugin takes a td for a grid's cell, a table's is role cell */
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
      <table role="table">
        <caption className="wy-visually-hidden">{say('Facts about {0}, with where each is stated', shownName(provider))}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {say('Fact')}
            </th>
            <th scope="col" role="columnheader">
              {say('Value')}
            </th>
            <th scope="col" role="columnheader">
              {say('Source')}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {method.facts.map((definition) => {
            const fact = provider.facts?.[definition.id];
            const month = monthOfIsoDay(fact?.checked);
            return (
              <tr key={definition.id} role="row">
                <th scope="row" role="rowheader">
                  {definition.label}
                </th>
                <td role="cell" className={fact?.value == null ? 'ws-review__fact--none' : undefined}>
                  {factText(definition, fact?.value, say)}
                </td>
                <td role="cell">
                  {fact ? (
                    <>
                      <a href={fact.source} target="_blank" rel="sponsored noopener noreferrer">
                        {siteOf(fact.source)}
                      </a>
                      {month && <span className="ws-meta"> · {say('checked {0}', month)}</span>}
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
