/**
 * A Server Component, as a partner writes it: the lists are loaded on the server, so the ranking
 * is in the page's HTML, and WorthyRankedList (a client component) hydrates it in the browser.
 */
import { loadBuiltinList, loadBuiltinRows, toProviders, WorthyRankedList } from 'worthy-widgets';
import { ReaderPicks } from './ReaderPicks';

export default async function Page() {
  const { providers, method } = await loadBuiltinList('vpn_providers');
  // The same with the lower-level helpers: rows as stored, then validated.
  const canada = toProviders('vpn_providers_canada', await loadBuiltinRows('vpn_providers_canada'));

  return (
    <>
      <h1>The VPNs our readers trust</h1>
      <p>We tested them so you do not have to. Pick up to three to compare.</p>
      <ReaderPicks providers={providers} method={method} />
      <h2>Reading from Canada?</h2>
      <WorthyRankedList category="vpn_providers_canada" providers={canada} limit={3} compare={false} theme="dark" />
    </>
  );
}
