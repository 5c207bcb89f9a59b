/** /partners, for developers: the npm package's React form, and the events both forms send for a partner's analytics. */
import { GA4_EXAMPLE } from './partnerSnippets';

const EVENTS: ReadonlyArray<[name: string, prop: string, when: string, detail: string]> = [
  ['worthy:ready', 'onReady', 'the list first shows providers', '{ category, count, source }'],
  ['worthy:compare', 'onCompare', 'a reader changes the comparison', '{ category, selected } (provider names, in order)'],
  [
    'worthy:outbound',
    'onOutbound',
    'a reader opens a provider (Visit Provider, Read Review, the card)',
    '{ category, provider, rank, url, partner }',
  ],
];

export function PartnerDevelopers() {
  return (
    <section className="ws-section ws-section--muted" aria-labelledby="developers-title">
      <div className="ws-container ws-prose">
        <h2 id="developers-title">For developers: React and Next.js</h2>
        <p>
          The npm package <code>worthy-widgets</code> holds the same list as a React component, <code>WorthyRankedList</code>.
          Load the list on your server (a Next.js Server Component, say) and the ranking is in your page’s HTML, where search
          engines read it; in the browser it compares and explains its scores exactly as the script tag does. Choose “React or
          Next.js” above for the code.
        </p>

        <h3 className="ws-subtitle">Events for your analytics</h3>
        <p>
          Both forms tell your page what readers do. The script tag’s element dispatches these events, which bubble, so one
          listener on <code>document</code> hears every list on the page; in React, pass the matching callback.
        </p>
        <div className="ws-table-frame" role="region" aria-label="Events">
          <table className="ws-table">
            <thead className="ws-phone-sr-only">
              <tr>
                <th scope="col">Event</th>
                <th scope="col">React</th>
                <th scope="col">When</th>
                <th scope="col">
                  <code>detail</code>
                </th>
              </tr>
            </thead>
            <tbody>
              {EVENTS.map(([name, prop, when, detail]) => (
                <tr key={name}>
                  <th scope="row">
                    <code>{name}</code>
                  </th>
                  <td data-label="React">
                    <code>{prop}</code>
                  </td>
                  <td data-label="When">{when}</td>
                  <td data-label="detail">
                    <code>{detail}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <h3 className="ws-subtitle">Example: outbound clicks in Google Analytics 4</h3>
        <pre className="ws-codeblock" role="region" tabIndex={0} aria-label="Google Analytics 4 example">
          <code>{GA4_EXAMPLE}</code>
        </pre>
      </div>
    </section>
  );
}
